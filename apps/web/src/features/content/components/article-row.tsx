import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageDirection } from '@exchange/domain/format/language';
import { formatDateTime } from '@/lib/format-date-time';
import type { ArticleSummary } from '../api/content-queries';

/** One article of a list: title (with a pin when staff pinned it), its summary and when it was published. */
export function ArticleRow({ article, to }: { article: ArticleSummary; to: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={to}
      className="flex flex-col gap-1 px-4 py-3 transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    >
      <span className="flex items-baseline gap-2">
        {article.pinned ? (
          <span className="shrink-0 rounded bg-brand/15 px-1.5 text-xs font-medium text-brand">
            {t('content.pinned')}
          </span>
        ) : null}
        <span
          dir={languageDirection(article.language)}
          className="min-w-0 flex-1 truncate text-sm font-medium"
        >
          {article.title}
        </span>
      </span>
      {article.summary ? (
        <span dir={languageDirection(article.language)} className="line-clamp-2 text-sm text-muted">
          {article.summary}
        </span>
      ) : null}
      {article.publishedAt === null ? null : (
        <time dateTime={new Date(article.publishedAt).toISOString()} className="text-xs text-muted">
          {formatDateTime(article.publishedAt, i18n.language)}
        </time>
      )}
    </Link>
  );
}
