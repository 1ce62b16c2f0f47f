import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '@/components/review-queue';
import { Badge } from '@/components/ui/badge';
import type { Column } from '@/components/ui/data-table';
import { useReviewQueue } from '@/components/use-review-queue';
import { formatDateTime } from '@/lib/format';
import { reviewStatusLabel } from '@/lib/labels';
import { WithdrawalActionDialog } from './withdrawal-action-dialog';
import { WithdrawalDrawer } from './withdrawal-drawer';
import { destinationText, useWithdrawalPage } from './withdrawal-queries';
import type { Withdrawal, WithdrawalActionKind, WithdrawalSortKey } from './withdrawal-queries';

/** The withdrawal review queue: approve for payout (two people above the limit), mark paid, or reject. */
export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue<WithdrawalSortKey, WithdrawalActionKind>('2');
  const page = useWithdrawalPage(queue.query);
  const columns: Column<Withdrawal, WithdrawalSortKey>[] = [
    { key: 'no', sortKey: 'id', header: t('columns.no'), cell: (row) => row.no },
    { key: 'user', sortKey: 'userId', header: t('columns.userId'), cell: (row) => row.userId },
    {
      key: 'amount',
      sortKey: 'amount',
      header: t('columns.amount'),
      cell: (row) => `${row.amount} ${row.coin}`,
      isNumeric: true,
    },
    { key: 'destination', header: t('columns.destination'), cell: (row) => destinationText(row) },
    {
      key: 'approvals',
      header: t('withdrawals.approvals'),
      cell: (row) =>
        row.needsSecondApproval ? t('withdrawals.approvalsOf', { count: row.firstApprovedBy ? 1 : 0 }) : '—',
    },
    {
      key: 'status',
      sortKey: 'status',
      header: t('columns.status'),
      cell: (row) => <Badge>{reviewStatusLabel(row.status)}</Badge>,
    },
    {
      key: 'created',
      sortKey: 'createdAt',
      header: t('columns.createdAt'),
      cell: (row) => formatDateTime(row.createdAt),
    },
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
