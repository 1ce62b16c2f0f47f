import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { useForumPosts } from '../api/forum-queries';
import { PostRow } from './post-row';

/** The public posts: pinned first, then newest, 15 at a time with "load more". */
export function PostList() {
  const { t } = useTranslation();
  const posts = useForumPosts();
  const rows = posts.data?.pages.flatMap((page) => page.list) ?? [];
  if (posts.isPending) return <LoadingState />;
  if (posts.isError) return <ErrorState onRetry={() => void posts.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('forum.list.empty')} />;
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t('forum.list.label')}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {rows.map((post) => (
          <li key={post.id}>
            <PostRow post={post} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={posts.hasNextPage}
        isFetchingNextPage={posts.isFetchingNextPage}
        fetchNextPage={() => void posts.fetchNextPage()}
      />
    </div>
  );
}
