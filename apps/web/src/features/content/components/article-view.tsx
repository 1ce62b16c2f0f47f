import { useTranslation } from 'react-i18next';
import { LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format-date-time';
import { useArticle } from '../api/content-queries';
import { ContentQueryError } from './content-query-error';
import { ContentArticle } from './content-article';

/** One published article: title, date, cover and body in the reader's language (or the server's fallback). */
export function ArticleView({ id }: { id: number }) {
  const { i18n } = useTranslation();
  const article = useArticle(id);
  if (article.isPending) return <LoadingState />;
  if (article.isError)
    return (
      <ContentQueryError
        error={article.error}
        notFoundKey="content.article.notFound"
        onRetry={article.refetch}
      />
    );
  const { data } = article;
  return (
    <ContentArticle
      {...data}
      meta={
        data.publishedAt === null ? null : (
          <time dateTime={new Date(data.publishedAt).toISOString()} className="text-xs text-muted">
            {formatDateTime(data.publishedAt, i18n.language)}
          </time>
        )
      }
    />
  );
}
