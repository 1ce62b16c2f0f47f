import { useTranslation } from 'react-i18next';
import { ContentBody } from '@exchange/ui/content-body';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { languageDirection } from '@exchange/domain/format/language';
import { formatDateTime } from '@/lib/format-date-time';
import { useDocument } from '../api/content-queries';
import { isNotFound } from '../utils/is-not-found';
import { OtherLanguageNote } from './other-language-note';

/**
 * A document by code (the privacy clause, the service agreement, the AI earnings rules …) in the reader's language,
 * with when it last changed. A code the operator has not written shows "not available", not an error to retry.
 */
export function DocumentView({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const document = useDocument(code);
  if (document.isPending) return <LoadingState />;
  if (document.isError)
    return isNotFound(document.error) ? (
      <ErrorState message={t('content.document.notFound')} />
    ) : (
      <ErrorState onRetry={() => void document.refetch()} />
    );
  const { data } = document;
  const dir = languageDirection(data.language);
  return (
    <article lang={data.language} dir={dir} className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
      <OtherLanguageNote served={data.language} />
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold break-words">{data.title}</h2>
        <p className="text-xs text-muted">
          {t('content.document.updated', { time: formatDateTime(data.updatedAt, i18n.language) })}
        </p>
      </header>
      <ContentBody format={data.format} body={data.body} dir={dir} />
    </article>
  );
}
