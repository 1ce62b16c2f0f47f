import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { useNotices } from '../api/page-notices';
import { useOpenMessage } from '../hooks/use-open-message';
import type { NoticeFilter } from '../utils/notice-categories';
import { MessageRow } from './message-row';

/** The caller's messages of `filter`, newest first, 15 at a time with "load more". */
export function MessageList({ filter }: { filter: NoticeFilter }) {
  const { t } = useTranslation();
  const notices = useNotices(filter);
  const openMessage = useOpenMessage();
  const rows = notices.data?.pages.flatMap((page) => page.list) ?? [];
  if (notices.isPending) return <LoadingState />;
  if (notices.isError) return <ErrorState onRetry={() => void notices.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('messages.empty')} />;
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t('messages.listLabel')}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {rows.map((notice) => (
          <li key={notice.id}>
            <MessageRow notice={notice} onOpen={openMessage} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={notices.hasNextPage}
        isFetchingNextPage={notices.isFetchingNextPage}
        fetchNextPage={() => void notices.fetchNextPage()}
      />
    </div>
  );
}
