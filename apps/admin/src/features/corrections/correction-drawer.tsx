import { useTranslation } from 'react-i18next';
import { CorrectionStatus, StaffPermission } from '@exchange/contracts/http/admin/index';
import { ReviewDecisionButtons } from '@/components/review-decision-buttons';
import { DetailList } from '@exchange/ui/detail-list';
import { Drawer } from '@/components/ui/drawer';
import { formatAssetAmount, formatDateTime } from '@/lib/format';
import { useCan, useStaffMe } from '@/lib/staff-session';
import { ledgerMoveText } from './correction-queries';
import type { Correction, CorrectionActionKind } from './correction-queries';
import { CorrectionStatusBadge } from './correction-status-badge';

interface CorrectionDrawerProps {
  correction: Correction;
  onAction: (kind: CorrectionActionKind) => void;
  onClose: () => void;
}

/** One correction; Approve and Reject only for a staff account other than the proposer (the server insists too). */
export function CorrectionDrawer({ correction, onAction, onClose }: CorrectionDrawerProps) {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.correctionsWrite);
  const myId = useStaffMe().data?.staffId;
  const isWaiting = correction.status === CorrectionStatus.waiting;
  const isMine = myId !== undefined && correction.proposedBy === myId;
  const canDecide = canWrite && isWaiting && !isMine;
  const proposer = correction.proposedByName ?? String(correction.proposedBy);
  const decider = correction.decidedByName ?? correction.decidedBy;
  return (
    <Drawer
      title={t('corrections.detailTitle', { id: correction.id })}
      onClose={onClose}
      footer={canDecide ? <ReviewDecisionButtons onAction={onAction} /> : null}
    >
      <div className="flex flex-col gap-4">
        {isWaiting ? (
          <p role="note" className="rounded-lg bg-warning/10 p-3 text-sm text-warning">
            {isMine ? t('corrections.ownProposal') : t('corrections.twoPeople', { proposer })}
          </p>
        ) : null}
        <p className="text-sm font-medium">{ledgerMoveText(correction)}</p>
        <DetailList
          items={[
            { label: t('columns.id'), value: correction.id },
            { label: t('columns.userId'), value: correction.userId },
            { label: t('columns.amount'), value: formatAssetAmount(correction.amount, correction.asset) },
            { label: t('corrections.wallet'), value: correction.wallet },
            { label: t('corrections.houseAccount'), value: correction.houseAccount },
            { label: t('corrections.reason'), value: correction.reason },
            { label: t('columns.status'), value: <CorrectionStatusBadge status={correction.status} /> },
            { label: t('corrections.proposedBy'), value: proposer },
            { label: t('columns.createdAt'), value: formatDateTime(correction.createdAt) },
            { label: t('corrections.decidedBy'), value: decider ?? '—' },
            { label: t('corrections.decidedAt'), value: formatDateTime(correction.decidedAt) },
            { label: t('common.remark'), value: correction.decisionRemark ?? '—' },
            { label: t('corrections.transferRef'), value: correction.transferRef ?? '—' },
          ]}
        />
      </div>
    </Drawer>
  );
}
