import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Pagination } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useInboxPage } from './inbox-queries';
import type { InboxItem, InboxScope } from './inbox-queries';
import { customerText, groupTypeText, previewText } from './support-labels';

function InboxRow({
  item,
  isSelected,
  onSelect,
}: {
  item: InboxItem;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected || undefined}
        onClick={onSelect}
        className={clsx(
          'flex w-full flex-col gap-1 rounded-lg border px-3 py-2 text-start text-sm focus-visible:outline-2 focus-visible:outline-brand',
          isSelected ? 'border-brand bg-brand/5' : 'border-border bg-surface-raised hover:bg-surface-sunken',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-semibold">{item.title}</span>
          {item.unreadCount > 0 ? (
            <span className="shrink-0 rounded-full bg-danger px-1.5 text-xs font-semibold text-danger-contrast tabular-nums">
              <span className="sr-only">{t('support.unreadLabel')} </span>
              {item.unreadCount}
            </span>
          ) : null}
        </span>
        <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
          <span>{customerText(item)}</span>
          <Badge>{groupTypeText(item.type)}</Badge>
          {item.isFinished ? <Badge tone="success">{t('support.finished')}</Badge> : null}
        </span>
        <span className="line-clamp-2 break-words text-text">{previewText(item.lastMessage)}</span>
        <span className="flex flex-wrap justify-between gap-2 text-xs text-muted">
          <span>
            {item.assignedStaff
              ? t('support.assignedTo', { name: item.assignedStaff })
              : t('support.unassigned')}
          </span>
          <time dateTime={new Date(item.updatedAt).toISOString()}>{formatDateTime(item.updatedAt)}</time>
        </span>
      </button>
    </li>
  );
}

interface InboxListProps {
  scope: InboxScope;
  type: number | undefined;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  selectedId: number | null;
  onSelect: (item: InboxItem) => void;
}

/** One scope's conversations, most recent activity first (the server's order), with paging. */
export function InboxList({ scope, type, paging, onPagingChange, selectedId, onSelect }: InboxListProps) {
  const { t } = useTranslation();
  const page = useInboxPage(scope, type, paging);
  if (page.isPending) return <LoadingState />;
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;
  const { list, total } = page.data;
  return (
    <div className="flex flex-col gap-3">
      {list.length === 0 ? (
        <EmptyState message={t(`support.empty.${scope}`)} />
      ) : (
        <ul aria-label={t('support.conversations')} className="flex flex-col gap-2">
          {list.map((item) => (
            <InboxRow
              key={item.id}
              item={item}
              isSelected={item.id === selectedId}
              onSelect={() => onSelect(item)}
            />
          ))}
        </ul>
      )}
      {total > paging.pageSize ? (
        <Pagination paging={paging} total={total} onChange={onPagingChange} isFetching={page.isFetching} />
      ) : null}
    </div>
  );
}
