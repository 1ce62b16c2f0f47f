import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { formatDateTime } from '@/lib/format-date-time';
import type { ForumItemKind } from '../api/forum-mutations';
import { useForumPost } from '../api/forum-queries';
import { isNotFound } from '../utils/is-not-found';

/** What a member may do with an item: report another's, delete their own. */
interface ItemAction {
  label: string;
  text: string;
  onClick: () => void;
}

/** Who wrote it and when, and what the member may do with it (nothing for a visitor). */
function Byline({
  author,
  createdAt,
  action,
}: {
  author: string;
  createdAt: number;
  action: ItemAction | null;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
      <span className="font-medium text-text">{author}</span>
      <time dateTime={new Date(createdAt).toISOString()}>{formatDateTime(createdAt, i18n.language)}</time>
      {action ? (
        <Button variant="ghost" className="ms-auto" aria-label={action.label} onClick={action.onClick}>
          {action.text}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * One public post and its replies, oldest first, 20 at a time. Bodies are members' plain text: shown as text with
 * their line breaks, never as HTML, each in its own direction (`dir="auto"`). `onReport` and `onDelete` are null
 * for a visitor; a member's own replies (`ownReplyIds`) offer deleting instead of reporting.
 */
export function PostThread({
  id,
  onReport,
  ownReplyIds,
  onDelete,
}: {
  id: number;
  onReport: ((item: { kind: ForumItemKind; id: number }) => void) | null;
  ownReplyIds: ReadonlySet<number>;
  onDelete: ((replyId: number) => void) | null;
}) {
  const { t } = useTranslation();
  const replyAction = (replyId: number): ItemAction | null => {
    if (onDelete && ownReplyIds.has(replyId))
      return {
        label: t('forum.reply.delete'),
        text: t('forum.mine.delete'),
        onClick: () => onDelete(replyId),
      };
    if (!onReport) return null;
    return {
      label: t('forum.report.titleReply'),
      text: t('forum.report.action'),
      onClick: () => onReport({ kind: 'reply', id: replyId }),
    };
  };
  const thread = useForumPost(id);
  if (thread.isPending) return <LoadingState />;
  if (thread.isError)
    return isNotFound(thread.error) ? (
      <ErrorState message={t('forum.post.notFound')} />
    ) : (
      <ErrorState onRetry={() => void thread.refetch()} />
    );
  const { post } = thread.data.pages[0]!;
  const replies = thread.data.pages.flatMap((page) => page.replies.list);
  return (
    <div className="flex flex-col gap-4">
      <article className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
        <h2 dir="auto" className="text-lg font-semibold break-words">
          {post.title}
        </h2>
        <Byline
          author={post.author}
          createdAt={post.createdAt}
          action={
            onReport && {
              label: t('forum.report.titlePost'),
              text: t('forum.report.action'),
              onClick: () => onReport({ kind: 'post', id: post.id }),
            }
          }
        />
        <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
          {post.body}
        </p>
      </article>
      <section aria-labelledby="forum-replies" className="flex flex-col gap-2">
        <h2 id="forum-replies" className="px-1 text-sm font-medium text-muted">
          {t('forum.post.replies', { n: thread.data.pages[0]!.replies.total })}
        </h2>
        {replies.length === 0 ? (
          <EmptyState message={t('forum.post.noReplies')} />
        ) : (
          <ul className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">
            {replies.map((reply) => (
              <li key={reply.id} className="flex flex-col gap-1 px-4 py-3">
                <Byline author={reply.author} createdAt={reply.createdAt} action={replyAction(reply.id)} />
                <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
                  {reply.body}
                </p>
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          hasNextPage={thread.hasNextPage}
          isFetchingNextPage={thread.isFetchingNextPage}
          fetchNextPage={() => void thread.fetchNextPage()}
        />
      </section>
    </div>
  );
}
