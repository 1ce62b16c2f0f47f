import { useTranslation } from 'react-i18next';
import { amountColumn, useReviewColumns } from '@/components/review-columns';
import { ReviewQueue } from '@/components/review-queue';
import { Badge } from '@exchange/ui/badge';
import type { Column } from '@/components/ui/data-table';
import { useReviewQueue } from '@/components/use-review-queue';
import { reviewStatusLabel } from '@/lib/labels';
import { WithdrawalActionDialog } from './withdrawal-action-dialog';
import { WithdrawalDrawer } from './withdrawal-drawer';
import { destinationText, useWithdrawalPage } from './withdrawal-queries';
import type { Withdrawal, WithdrawalActionKind, WithdrawalSortKey } from './withdrawal-queries';
import { formatAssetAmount } from '@/lib/format';

/** The withdrawal review queue: approve for payout (two people above the limit), mark paid, or reject. */
export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue<WithdrawalSortKey, WithdrawalActionKind>('2');
  const page = useWithdrawalPage(queue.query);
  const shared = useReviewColumns<Withdrawal>((row) => <Badge>{reviewStatusLabel(row.status)}</Badge>);
  const columns: Column<Withdrawal, WithdrawalSortKey>[] = [
    { key: 'no', sortKey: 'id', header: t('columns.no'), cell: (row) => row.no },
    shared.user,
    amountColumn(t('columns.amount'), (row) => formatAssetAmount(row.amount, row.coin)),
    { key: 'destination', header: t('columns.destination'), cell: (row) => destinationText(row) },
    {
      key: 'approvals',
      header: t('withdrawals.approvals'),
      cell: (row) =>
        row.needsSecondApproval ? t('withdrawals.approvalsOf', { count: row.firstApprovedBy ? 1 : 0 }) : '—',
    },
    shared.status,
    shared.created,
  ];
  return (
    <ReviewQueue
      title={t('nav.withdrawals')}
      queue={queue}
      page={page}
      columns={columns}
      rowLabel={(row) => row.no}
      renderDrawer={(row, onAction, onClose) => (
        <WithdrawalDrawer withdrawal={row} onAction={onAction} onClose={onClose} />
      )}
      renderActionDialog={(row, kind, onClose, onDone) => (
        <WithdrawalActionDialog withdrawal={row} kind={kind} onClose={onClose} onDone={onDone} />
      )}
    />
  );
}
