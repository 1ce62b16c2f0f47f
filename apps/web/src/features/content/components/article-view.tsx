import { useTranslation } from 'react-i18next';
import { ContentBody } from '@exchange/ui/content-body';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { languageDirection } from '@exchange/domain/format/language';
import { formatDateTime } from '@/lib/format-date-time';
import { isNotFound } from '../utils/is-not-found';
import { useArticle } from '../api/content-queries';
import { OtherLanguageNote } from './other-language-note';

/**
 * One published article: title, date, cover and body in the reader's language (or the one the server fell back to,
 * said so above it). The article keeps its own direction (an Arabic announcement stays rtl on any screen).
 */
export function ArticleView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const article = useArticle(id);
  if (article.isPending) return <LoadingState />;
  if (article.isError)
    return isNotFound(article.error) ? (
      <ErrorState message={t('content.article.notFound')} />
    ) : (
      <ErrorState onRetry={() => void article.refetch()} />
    );
  const { data } = article;
  const dir = languageDirection(data.language);
  return (
    <article lang={data.language} dir={dir} className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
      <OtherLanguageNote served={data.language} />
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold break-words">{data.title}</h2>
        {data.publishedAt === null ? null : (
          <time dateTime={new Date(data.publishedAt).toISOString()} className="text-xs text-muted">
            {formatDateTime(data.publishedAt, i18n.language)}
          </time>
        )}
      </header>
      {data.coverUrl ? (
        <img src={data.coverUrl} alt="" className="max-h-64 w-full rounded-xl object-cover" loading="lazy" />
      ) : null}
      <ContentBody format={data.format} body={data.body} dir={dir} />
    </article>
  );
}
