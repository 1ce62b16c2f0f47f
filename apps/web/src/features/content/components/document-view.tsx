import { useTranslation } from 'react-i18next';
import { LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format-date-time';
import { useDocument } from '../api/content-queries';
import { ContentArticle } from './content-article';
import { ContentQueryError } from './content-query-error';

/**
 * A document by code (the privacy clause, the service agreement, the AI earnings rules …) in the reader's language,
 * with when it last changed. A code the operator has not written shows "not available", not an error to retry.
 */
export function DocumentView({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const document = useDocument(code);
  if (document.isPending) return <LoadingState />;
  if (document.isError)
    return (
      <ContentQueryError
        error={document.error}
        notFoundKey="content.document.notFound"
        onRetry={document.refetch}
      />
    );
  const { data } = document;
  return (
    <ContentArticle
      {...data}
      meta={
        <p className="text-xs text-muted">
          {t('content.document.updated', { time: formatDateTime(data.updatedAt, i18n.language) })}
        </p>
      }
    />
  );
}
