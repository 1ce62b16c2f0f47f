import { useTranslation } from 'react-i18next';
import { amountColumn, useReviewColumns } from '@/components/review-columns';
import { ReviewQueue } from '@/components/review-queue';
import { Badge } from '@exchange/ui/badge';
import type { Column } from '@/components/ui/data-table';
import { useReviewQueue } from '@/components/use-review-queue';
import { reviewStatusLabel } from '@/lib/labels';
import { DepositActionDialog } from './deposit-action-dialog';
import { DepositDrawer } from './deposit-drawer';
import { useDepositPage } from './deposit-queries';
import type { Deposit, DepositSortKey } from './deposit-queries';
import { ReviewTimeSetting } from './review-time-setting';
import { formatAssetAmount } from '@/lib/format';

/**
 * The deposit review queue: waiting claims first, each opened in a drawer with its proof; the usual review time users
 * are told (a setting) in the header.
 */
export function DepositsScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue<DepositSortKey, 'approve' | 'reject'>('2');
  const page = useDepositPage(queue.query);
  const shared = useReviewColumns<Deposit>((row) => <Badge>{reviewStatusLabel(row.status)}</Badge>);
  const columns: Column<Deposit, DepositSortKey>[] = [
    { key: 'no', sortKey: 'id', header: t('columns.no'), cell: (row) => row.no },
    shared.user,
    amountColumn(t('columns.amount'), (row) => formatAssetAmount(row.amount, row.coin)),
    { key: 'channel', header: t('columns.channel'), cell: (row) => `${row.channelName} ${row.chain}`.trim() },
    shared.status,
    shared.created,
  ];
  return (
    <ReviewQueue
      title={t('nav.deposits')}
      queue={queue}
      page={page}
      columns={columns}
      rowLabel={(row) => row.no}
      headerActions={<ReviewTimeSetting />}
      renderDrawer={(row, onAction, onClose) => (
        <DepositDrawer deposit={row} onAction={onAction} onClose={onClose} />
      )}
      renderActionDialog={(row, kind, onClose, onDone) => (
        <DepositActionDialog deposit={row} kind={kind} onClose={onClose} onDone={onDone} />
      )}
    />
  );
}
