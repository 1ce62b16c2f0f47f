import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { Drawer } from '@/components/ui/drawer';
import { formatDateTime } from '@/lib/format';
import { roleLabel } from '@/lib/labels';
import { useCan, useStaffMe } from '@/lib/staff-session';
import { StaffStatus } from './staff-queries';
import type { StaffAccount, StaffActionKind } from './staff-queries';

interface StaffDrawerProps {
  account: StaffAccount;
  onAction: (kind: StaffActionKind) => void;
  onClose: () => void;
}

export function StaffDrawer({ account, onAction, onClose }: StaffDrawerProps) {
  const { t } = useTranslation();
  const canManage = useCan(StaffPermission.staffManage);
  const isSelf = useStaffMe().data?.staffId === account.id;
  const isActive = account.status === StaffStatus.active;
  return (
    <Drawer
      title={account.username}
      onClose={onClose}
      footer={
        canManage && !isSelf ? (
          <>
            <Button variant="secondary" onClick={() => onAction('role')}>
              {t('staff.changeRole')}
            </Button>
            <Button variant="secondary" onClick={() => onAction('resetPassword')}>
              {t('staff.resetPassword')}
            </Button>
            <Button variant="secondary" onClick={() => onAction('resetTotp')}>
              {t('staff.resetTotp')}
            </Button>
            {isActive ? (
              <Button variant="danger" onClick={() => onAction('disable')}>
                {t('staff.disable')}
              </Button>
            ) : (
              <Button onClick={() => onAction('enable')}>{t('staff.enable')}</Button>
            )}
          </>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        {canManage && isSelf ? <p className="text-sm text-muted">{t('staff.selfNote')}</p> : null}
        <DetailList
          items={[
            { label: t('columns.id'), value: account.id },
            { label: t('auth.username'), value: account.username },
            { label: t('staff.role'), value: roleLabel(account.role) },
            { label: t('columns.status'), value: t(isActive ? 'staff.active' : 'staff.disabled') },
            { label: t('staff.totp'), value: t(account.isTotpEnrolled ? 'common.yes' : 'common.no') },
            {
              label: t('staff.mustChangePassword'),
              value: t(account.mustChangePassword ? 'common.yes' : 'common.no'),
            },
            { label: t('columns.createdAt'), value: formatDateTime(account.createdAt) },
            { label: t('staff.lastLogin'), value: formatDateTime(account.lastLoginAt) },
          ]}
        />
      </div>
    </Drawer>
  );
}
