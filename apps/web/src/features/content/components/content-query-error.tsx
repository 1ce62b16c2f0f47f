import { useTranslation } from 'react-i18next';
import { ErrorState } from '@exchange/ui/query-state';
import { isNotFound } from '../utils/is-not-found';

/** A failed read of an article or a document: "not available" when it is not there (no retry helps), else retry. */
export function ContentQueryError({
  error,
  notFoundKey,
  onRetry,
}: {
  error: unknown;
  notFoundKey: 'content.article.notFound' | 'content.document.notFound';
  onRetry: () => unknown;
}) {
  const { t } = useTranslation();
  return isNotFound(error) ? (
    <ErrorState message={t(notFoundKey)} />
  ) : (
    <ErrorState onRetry={() => void onRetry()} />
  );
}
