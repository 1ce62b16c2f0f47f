import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { homeRoute } from '@/config/paths';
import { Button, buttonClasses } from '@exchange/ui/button';
import { ChunkLoadTimeoutError } from '@/lib/lazy-with-timeout';

function ScreenMessage({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md text-sm text-muted">{description}</p>
      {action}
    </main>
  );
}

/**
 * A screen failed (its chunk did not load, within 120 s or at all, or it threw; the boundary logged it). React keeps
 * a failed chunk load, so "reload" is the retry; it also picks up a newer build.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const description =
    error instanceof ChunkLoadTimeoutError
      ? t('errors.routeTimeout', { seconds: error.timeoutMs / 1000 })
      : t('errors.routeDescription');
  return (
    <ScreenMessage
      title={t('errors.routeTitle')}
      description={description}
      action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    />
  );
}

/** Every path the router does not serve, including spec routes not built yet. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScreenMessage
      title={t('errors.notFoundTitle')}
      description={t('errors.notFoundDescription', { path: pathname })}
      action={
        <Link to={homeRoute()} className={buttonClasses('primary')}>
          {t('errors.goToStart')}
        </Link>
      }
    />
  );
}

/** The last line of defence: the app shell itself failed. */
export function AppErrorScreen() {
  const { t } = useTranslation();
  return (
    <ScreenMessage
      title={t('errors.appTitle')}
      description={t('errors.appDescription')}
      action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
    />
  );
}

/** Shown until a screen's chunk (and its entry check) is ready when there is no screen to keep showing. */
export function FullScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-busy="true">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand border-e-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
