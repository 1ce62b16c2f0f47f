import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useTranslation } from 'react-i18next';
import { useFundRecords } from '../api/list-fund-records';
import type { FundRecordFilter } from '../api/list-fund-records';
import { FundRecordRow } from './fund-record-row';
import { LoadMore } from '@/components/ui/load-more';

/**
 * Fund records of one filter, 15 at a time with infinite scroll; `limit` shows only the first rows (no paging),
 * `emptyMessage` says what "none" means where the list is shown.
 */
export function FundRecordList({
  filter,
  limit,
  emptyMessage,
}: {
  filter: FundRecordFilter;
  limit?: number;
  emptyMessage?: string;
}) {
  const { t } = useTranslation();
  const records = useFundRecords(filter);
  if (records.isPending) return <LoadingState />;
  if (records.isError && !records.data) return <ErrorState onRetry={() => void records.refetch()} />;
  const rows = records.data.pages.flatMap((page) => page.list).slice(0, limit);
  if (rows.length === 0) return <EmptyState message={emptyMessage ?? t('fundRecords.empty')} />;
  return (
    <div className="overflow-hidden rounded-2xl bg-surface-raised">
      <ul aria-label={t('fundRecords.listLabel')} className="divide-y divide-border">
        {rows.map((record) => (
          <FundRecordRow key={record.id} record={record} />
        ))}
      </ul>
      {limit === undefined ? (
        <LoadMore
          hasNextPage={records.hasNextPage}
          isFetchingNextPage={records.isFetchingNextPage}
          fetchNextPage={() => void records.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
