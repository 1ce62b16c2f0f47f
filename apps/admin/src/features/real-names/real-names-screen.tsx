import { useTranslation } from 'react-i18next';
import { useReviewColumns } from '@/components/review-columns';
import { ReviewQueue } from '@/components/review-queue';
import { Badge } from '@exchange/ui/badge';
import type { Column } from '@/components/ui/data-table';
import { useReviewQueue } from '@/components/use-review-queue';
import { realNameStatusLabel, realNameStatusOptions } from '@/lib/labels';
import { RealNameActionDialog } from './real-name-action-dialog';
import { RealNameDrawer } from './real-name-drawer';
import { useRealNamePage } from './real-name-queries';
import type { RealNameSortKey, RealNameSubmission } from './real-name-queries';

/** The real-name review queue: submissions under review first, each opened with its document images. */
export function RealNamesScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue<RealNameSortKey, 'approve' | 'reject'>('1');
  const page = useRealNamePage(queue.query);
  const shared = useReviewColumns<RealNameSubmission>((row) => (
    <Badge>{realNameStatusLabel(row.status)}</Badge>
  ));
  const columns: Column<RealNameSubmission, RealNameSortKey>[] = [
    { key: 'id', sortKey: 'id', header: t('columns.id'), cell: (row) => row.id },
    shared.user,
    { key: 'name', header: t('realNames.realName'), cell: (row) => row.realName },
    { key: 'nationality', header: t('realNames.nationality'), cell: (row) => row.nationality },
    shared.status,
    shared.created,
  ];
  return (
    <ReviewQueue
      title={t('nav.realNames')}
      queue={queue}
      page={page}
      columns={columns}
      rowLabel={(row) => t('realNames.detailTitle', { id: row.id })}
      statusOptions={realNameStatusOptions()}
      renderDrawer={(row, onAction, onClose) => (
        <RealNameDrawer submission={row} onAction={onAction} onClose={onClose} />
      )}
      renderActionDialog={(row, kind, onClose, onDone) => (
        <RealNameActionDialog submission={row} kind={kind} onClose={onClose} onDone={onDone} />
      )}
    />
  );
}
