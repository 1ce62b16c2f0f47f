import { useTranslation } from 'react-i18next';
import { StaffPermission, UserStatus } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { Drawer } from '@/components/ui/drawer';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { UserRestrictionBadges, UserStatusBadge } from './user-badges';
import { userKindLabel, userRealNameLabel } from './user-labels';
import { contactText, useUserView } from './user-queries';
import type { UserActionKind, UserView } from './user-queries';
import { UserViewSections } from './user-view-sections';

interface UserDrawerProps {
  id: number;
  onAction: (kind: UserActionKind, view: UserView) => void;
  onClose: () => void;
}

interface UserActionsProps {
  view: UserView;
  canRestrict: boolean;
  canLogout: boolean;
  onAction: UserDrawerProps['onAction'];
}

function UserActions({ view, canRestrict, canLogout, onAction }: UserActionsProps) {
  const { t } = useTranslation();
  const { user } = view;
  return (
    <>
      {canLogout ? (
        <Button variant="secondary" onClick={() => onAction('forceLogout', view)}>
          {t('users.forceLogout')}
        </Button>
      ) : null}
      {canRestrict ? (
        <>
          <Button
            variant="secondary"
            onClick={() => onAction(user.isTradingRestricted ? 'allowTrading' : 'restrictTrading', view)}
          >
            {t(user.isTradingRestricted ? 'users.allowTrading' : 'users.restrictTrading')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              onAction(user.isWithdrawalFrozen ? 'unfreezeWithdrawals' : 'freezeWithdrawals', view)
            }
          >
            {t(user.isWithdrawalFrozen ? 'users.unfreezeWithdrawals' : 'users.freezeWithdrawals')}
          </Button>
          <Button variant="danger" onClick={() => onAction('delete', view)}>
            {t('users.delete')}
          </Button>
        </>
      ) : null}
    </>
  );
}

function UserProfile({ view }: { view: UserView }) {
  const { t } = useTranslation();
  const { user, session } = view;
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  return (
    <DetailList
      items={[
        { label: t('columns.id'), value: user.id },
        { label: t('users.nickname'), value: user.nickname },
        { label: t('users.contact'), value: contactText(user) },
        { label: t('users.kind'), value: userKindLabel(user.kind) },
        { label: t('columns.status'), value: <UserStatusBadge status={user.status} /> },
        { label: t('users.restrictions'), value: <UserRestrictionBadges user={user} /> },
        {
          label: t('users.realName'),
          value: `${userRealNameLabel(user.realNameStatus)}${user.realName ? ` — ${user.realName}` : ''}`,
        },
        { label: t('users.inviteCode'), value: user.inviteCode ?? '—' },
        { label: t('users.invitedBy'), value: user.invitedByUserId ?? '—' },
        { label: t('users.language'), value: user.language ?? '—' },
        { label: t('users.payPassword'), value: yesNo(user.hasPayPassword) },
        { label: t('users.online'), value: yesNo(user.isOnline) },
        { label: t('users.lastOnline'), value: formatDateTime(user.lastOnlineAt) },
        {
          label: t('users.session'),
          value: session
            ? t('users.sessionText', {
                since: formatDateTime(session.createdAt),
                seen: formatDateTime(session.lastSeenAt),
                ip: session.ip ?? '—',
              })
            : t('users.noSession'),
        },
        {
          label: t('users.commitments'),
          value: t('users.commitmentsText', {
            positions: view.openPositionCount,
            orders: view.pendingOrderCount,
            withdrawals: view.pendingWithdrawalCount,
            deposits: view.pendingDepositCount,
          }),
        },
        { label: t('columns.createdAt'), value: formatDateTime(user.createdAt) },
      ]}
    />
  );
}

/** One user: profile, restrictions, balances, positions, orders, products and ledger, with the actions the role holds. */
export function UserDrawer({ id, onAction, onClose }: UserDrawerProps) {
  const { t } = useTranslation();
  const view = useUserView(id);
  const canRestrict = useCan(StaffPermission.usersRestrict);
  const canLogout = useCan(StaffPermission.usersLogout);
  // A deleted account takes no further changes (the server refuses them too).
  const isChangeable = view.data !== undefined && view.data.user.status !== UserStatus.deleted;
  return (
    <Drawer
      title={t('users.detailTitle', { id })}
      onClose={onClose}
      footer={
        view.data && isChangeable && (canRestrict || canLogout) ? (
          <UserActions view={view.data} canRestrict={canRestrict} canLogout={canLogout} onAction={onAction} />
        ) : null
      }
    >
      {view.isPending ? <LoadingState /> : null}
      {view.isError ? <ErrorState onRetry={() => void view.refetch()} /> : null}
      {view.data ? (
        <div className="flex flex-col gap-6">
          <UserProfile view={view.data} />
          <UserViewSections view={view.data} />
        </div>
      ) : null}
    </Drawer>
  );
}
