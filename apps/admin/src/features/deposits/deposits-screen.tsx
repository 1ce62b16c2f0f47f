import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '@/components/review-queue';
import { Badge } from '@/components/ui/badge';
import type { Column } from '@/components/ui/data-table';
import { useReviewQueue } from '@/components/use-review-queue';
import { formatDateTime } from '@/lib/format';
import { reviewStatusLabel } from '@/lib/labels';
import { DepositActionDialog } from './deposit-action-dialog';
import { DepositDrawer } from './deposit-drawer';
import { useDepositPage } from './deposit-queries';
import type { Deposit, DepositSortKey } from './deposit-queries';

/** The deposit review queue: waiting claims first, each opened in a drawer with its proof. */
export function DepositsScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue<DepositSortKey, 'approve' | 'reject'>('2');
  const page = useDepositPage(queue.query);
  const columns: Column<Deposit, DepositSortKey>[] = [
    { key: 'no', sortKey: 'id', header: t('columns.no'), cell: (row) => row.no },
    { key: 'user', sortKey: 'userId', header: t('columns.userId'), cell: (row) => row.userId },
    {
      key: 'amount',
      sortKey: 'amount',
      header: t('columns.amount'),
      cell: (row) => `${row.amount} ${row.coin}`,
      isNumeric: true,
    },
    { key: 'channel', header: t('columns.channel'), cell: (row) => `${row.channelName} ${row.chain}`.trim() },
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
      title={t('nav.deposits')}
      queue={queue}
      page={page}
      columns={columns}
      rowLabel={(row) => row.no}
      renderDrawer={(row, onAction, onClose) => (
        <DepositDrawer deposit={row} onAction={onAction} onClose={onClose} />
      )}
      renderActionDialog={(row, kind, onClose, onDone) => (
        <DepositActionDialog deposit={row} kind={kind} onClose={onClose} onDone={onDone} />
      )}
    />
  );
}
