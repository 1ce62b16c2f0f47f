import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { Drawer } from '@/components/ui/drawer';
import { formatAssetAmount, formatDateTime } from '@/lib/format';
import { reviewStatusLabel } from '@/lib/labels';
import { useCan, useStaffMe } from '@/lib/staff-session';
import { approverId, destinationText, WithdrawalStatus } from './withdrawal-queries';
import type { Withdrawal, WithdrawalActionKind } from './withdrawal-queries';

interface WithdrawalDrawerProps {
  withdrawal: Withdrawal;
  onAction: (kind: WithdrawalActionKind) => void;
  onClose: () => void;
}

function useAvailableActions(withdrawal: Withdrawal) {
  const canReview = useCan(StaffPermission.withdrawalsReview);
  const myId = useStaffMe().data?.staffId;
  const isMyFirstApproval = myId !== undefined && approverId(withdrawal.firstApprovedBy) === myId;
  const isWaiting = withdrawal.status === WithdrawalStatus.waiting;
  const isUnderReview = withdrawal.status === WithdrawalStatus.underReview;
  return {
    canApprove: canReview && isWaiting && !isMyFirstApproval,
    isMyFirstApproval: canReview && isWaiting && isMyFirstApproval,
    canComplete: canReview && isUnderReview,
    canReject: canReview && (isWaiting || isUnderReview),
  };
}

export function WithdrawalDrawer({ withdrawal, onAction, onClose }: WithdrawalDrawerProps) {
  const { t } = useTranslation();
  const actions = useAvailableActions(withdrawal);
  const hasActions = actions.canApprove || actions.canComplete || actions.canReject;
  return (
    <Drawer
      title={t('withdrawals.detailTitle', { no: withdrawal.no })}
      onClose={onClose}
      footer={
        hasActions ? (
          <>
            {actions.canReject ? (
              <Button variant="danger" onClick={() => onAction('reject')}>
                {t('actions.reject')}
              </Button>
            ) : null}
            {actions.canApprove ? (
              <Button onClick={() => onAction('approve')}>{t('actions.approve')}</Button>
            ) : null}
            {actions.canComplete ? (
              <Button onClick={() => onAction('complete')}>{t('actions.complete')}</Button>
            ) : null}
          </>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        {withdrawal.needsSecondApproval ? (
          <p role="note" className="rounded-lg bg-warning/10 p-3 text-sm text-warning">
            {actions.isMyFirstApproval
              ? t('withdrawals.needsOtherApprover')
              : withdrawal.firstApprovedBy
                ? t('withdrawals.awaitingSecond', {
                    approver: withdrawal.firstApprovedBy,
                    at: formatDateTime(withdrawal.firstApprovedAt),
                  })
                : t('withdrawals.twoApprovers')}
          </p>
        ) : null}
        <DetailList
          items={[
            { label: t('columns.no'), value: withdrawal.no },
            { label: t('columns.userId'), value: withdrawal.userId },
            { label: t('columns.amount'), value: formatAssetAmount(withdrawal.amount, withdrawal.coin) },
            { label: t('columns.fee'), value: formatAssetAmount(withdrawal.fee, withdrawal.coin) },
            {
              label: t('columns.arrival'),
              value: formatAssetAmount(withdrawal.arrivalAmount, withdrawal.coin),
            },
            { label: t('columns.destination'), value: destinationText(withdrawal) },
            { label: t('columns.channel'), value: withdrawal.channelName },
            { label: t('columns.status'), value: <Badge>{reviewStatusLabel(withdrawal.status)}</Badge> },
            { label: t('withdrawals.firstApprovedBy'), value: withdrawal.firstApprovedBy ?? '—' },
            { label: t('withdrawals.payoutRef'), value: withdrawal.payoutRef ?? '—' },
            { label: t('common.remark'), value: withdrawal.remark ?? '—' },
            { label: t('columns.createdAt'), value: formatDateTime(withdrawal.createdAt) },
            { label: t('columns.reviewedAt'), value: formatDateTime(withdrawal.reviewedAt) },
          ]}
        />
      </div>
    </Drawer>
  );
}
