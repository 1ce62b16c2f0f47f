import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { ReviewDecisionButtons } from '@/components/review-decision-buttons';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { Drawer } from '@/components/ui/drawer';
import { formatAssetAmount, formatDateTime } from '@/lib/format';
import { reviewStatusLabel } from '@/lib/labels';
import { useCan } from '@/lib/staff-session';
import type { Deposit } from './deposit-queries';
import { ProofImage } from './proof-image';

interface DepositDrawerProps {
  deposit: Deposit;
  onAction: (kind: 'approve' | 'reject') => void;
  onClose: () => void;
}

const WAITING = 2;

export function DepositDrawer({ deposit, onAction, onClose }: DepositDrawerProps) {
  const { t } = useTranslation();
  const canReview = useCan(StaffPermission.depositsReview) && deposit.status === WAITING;
  return (
    <Drawer
      title={t('deposits.detailTitle', { no: deposit.no })}
      onClose={onClose}
      footer={canReview ? <ReviewDecisionButtons onAction={onAction} /> : null}
    >
      <div className="flex flex-col gap-5">
        <DetailList
          items={[
            { label: t('columns.no'), value: deposit.no },
            { label: t('columns.userId'), value: deposit.userId },
            { label: t('columns.amount'), value: formatAssetAmount(deposit.amount, deposit.coin) },
            { label: t('columns.channel'), value: `${deposit.channelName} ${deposit.chain}`.trim() },
            { label: t('columns.status'), value: <Badge>{reviewStatusLabel(deposit.status)}</Badge> },
            { label: t('columns.txId'), value: deposit.txId ?? '—' },
            { label: t('common.remark'), value: deposit.remark ?? '—' },
            { label: t('columns.createdAt'), value: formatDateTime(deposit.createdAt) },
            { label: t('columns.reviewedAt'), value: formatDateTime(deposit.reviewedAt) },
          ]}
        />
        <section className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">{t('deposits.proof')}</h2>
          <ProofImage depositId={deposit.id} hasProof={deposit.proofUrl !== null} />
        </section>
      </div>
    </Drawer>
  );
}
