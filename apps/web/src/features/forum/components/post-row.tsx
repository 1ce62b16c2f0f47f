import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date-time';
import type { ForumPostSummary } from '../api/forum-queries';
import { postPath } from '../utils/forum-links';

/** One post of the list: title (with a pin when staff pinned it), the masked author, when, and its reply count. */
export function PostRow({ post }: { post: ForumPostSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={postPath(post.id)}
      className="flex flex-col gap-1 px-4 py-3 transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    >
      <span className="flex items-baseline gap-2">
        {post.isPinned ? (
          <span className="shrink-0 rounded bg-brand/15 px-1.5 text-xs font-medium text-brand">
            {t('forum.list.pinned')}
          </span>
        ) : null}
        <span dir="auto" className="min-w-0 flex-1 truncate text-sm font-medium">
          {post.title}
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        <span>{post.author}</span>
        <time dateTime={new Date(post.createdAt).toISOString()}>
          {formatDateTime(post.createdAt, i18n.language)}
        </time>
        <span>{t('forum.list.replies', { n: post.replyCount })}</span>
      </span>
    </Link>
  );
}
