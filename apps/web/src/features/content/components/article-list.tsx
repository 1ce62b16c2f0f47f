import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import type { ArticleKind } from '../api/content-queries';
import { useArticles } from '../api/content-queries';
import { articlePath } from '../utils/content-links';
import { ArticleRow } from './article-row';

/** Published articles of a kind (or a help category), pinned first, then newest, 15 at a time with "load more". */
export function ArticleList({ kind, categoryId = null }: { kind: ArticleKind; categoryId?: number | null }) {
  const { t } = useTranslation();
  const articles = useArticles(kind, categoryId);
  const rows = articles.data?.pages.flatMap((page) => page.list) ?? [];
  if (articles.isPending) return <LoadingState />;
  if (articles.isError) return <ErrorState onRetry={() => void articles.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('content.list.empty')} />;
  return (
    <div className="flex flex-col">
      <ul
        aria-label={t(`content.kinds.${kind}`)}
        className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
      >
        {rows.map((article) => (
          <li key={article.id}>
            <ArticleRow article={article} to={articlePath(kind, article.id)} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={articles.hasNextPage}
        isFetchingNextPage={articles.isFetchingNextPage}
        fetchNextPage={() => void articles.fetchNextPage()}
      />
    </div>
  );
}
