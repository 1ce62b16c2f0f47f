import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * Loading, error and empty states of a screen, a list or a table, with the same look everywhere. The default
 * words are `common.loading`, `common.loadFailed`, `common.retry` and `common.empty`, keys both apps' catalogues
 * hold (test/query-state.test.tsx renders them with each).
 */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-muted">
      <Spinner className="size-5" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <p className="text-sm text-muted">{message ?? t('common.loadFailed')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return <p className="px-4 py-12 text-center text-sm text-muted">{message ?? t('common.empty')}</p>;
}
