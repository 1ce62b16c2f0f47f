import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import type { Notice } from '../api/page-notices';
import { firstLine } from '../utils/notice-link';

/**
 * One message of a list: a dot while unread, the title, the first line of its text and when it was written. Text
 * only: the server's strings are never read as markup.
 */
export function MessageRow({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => onOpen(notice)}
      className="flex w-full items-start gap-3 px-4 py-3 text-start transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    >
      <span className="mt-1.5 flex size-2 shrink-0 items-center justify-center">
        {notice.isRead ? null : (
          <span role="img" aria-label={t('messages.unread')} className="size-2 rounded-full bg-danger" />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline gap-2">
          <span
            className={
              notice.isRead
                ? 'min-w-0 flex-1 truncate text-sm'
                : 'min-w-0 flex-1 truncate text-sm font-semibold'
            }
          >
            {notice.title}
          </span>
          <time dateTime={new Date(notice.createdAt).toISOString()} className="shrink-0 text-xs text-muted">
            {formatDateTime(notice.createdAt, i18n.language)}
          </time>
        </span>
        <span className="truncate text-sm text-muted">{firstLine(notice.content)}</span>
      </span>
    </button>
  );
}
