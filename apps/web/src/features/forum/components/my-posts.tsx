import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import type { BadgeTone } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { formatDateTime } from '@/lib/format-date-time';
import type { MyForumPost } from '../api/forum-queries';
import { useMyForumPosts } from '../api/forum-queries';
import { postPath } from '../utils/forum-links';
import { DeleteItemDialog } from './delete-item-dialog';

type ShownStatus = 'pending' | 'approved' | 'rejected' | 'hidden';
const TONES: Readonly<Record<ShownStatus, BadgeTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  hidden: 'neutral',
};

/** What the author is told: hidden by staff wins over the review status; the reason staff gave, if any. */
function shownStatus(post: MyForumPost): { status: ShownStatus; reason: string | null } {
  if (post.isHidden) return { status: 'hidden', reason: post.hiddenReason };
  return { status: post.status, reason: post.status === 'rejected' ? post.rejectReason : null };
}

function MyPostItem({ post, onDelete }: { post: MyForumPost; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const { status, reason } = shownStatus(post);
  const isPublic = status === 'approved';
  return (
    <article className="flex flex-col gap-2 px-4 py-3">
      <header className="flex items-start justify-between gap-2">
        {isPublic ? (
          <Link
            to={postPath(post.id)}
            dir="auto"
            className="min-w-0 flex-1 text-sm font-medium break-words underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {post.title}
          </Link>
        ) : (
          <h3 dir="auto" className="min-w-0 flex-1 text-sm font-medium break-words">
            {post.title}
          </h3>
        )}
        <Badge tone={TONES[status]}>{t(`forum.mine.status.${status}`)}</Badge>
      </header>
      {reason ? (
        <p className="rounded-xl bg-surface-sunken p-2 text-sm break-words">
          {t('forum.mine.reason', { reason })}
        </p>
      ) : null}
      <footer className="flex items-center justify-between gap-2 text-xs text-muted">
        <time dateTime={new Date(post.createdAt).toISOString()}>
          {formatDateTime(post.createdAt, i18n.language)}
        </time>
        <Button
          variant="ghost"
          onClick={onDelete}
          aria-label={t('forum.mine.deleteNamed', { title: post.title })}
        >
          {t('forum.mine.delete')}
        </Button>
      </footer>
    </article>
  );
}

/** The member's own posts in every status, with why one was rejected or hidden; each can be deleted. */
export function MyPosts() {
  const { t } = useTranslation();
  const posts = useMyForumPosts();
  const [deleting, setDeleting] = useState<number | null>(null);
  const rows = posts.data?.pages.flatMap((page) => page.list) ?? [];
  if (posts.isPending) return <LoadingState />;
  if (posts.isError) return <ErrorState onRetry={() => void posts.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('forum.mine.empty')} />;
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t('forum.tabs.mine')}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {rows.map((post) => (
          <li key={post.id}>
            <MyPostItem post={post} onDelete={() => setDeleting(post.id)} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={posts.hasNextPage}
        isFetchingNextPage={posts.isFetchingNextPage}
        fetchNextPage={() => void posts.fetchNextPage()}
      />
      <DeleteItemDialog
        item={deleting === null ? null : { kind: 'post', id: deleting }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
