import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { useOnlineStatus } from '../hooks/use-online-status';

/**
 * Shown instead of the screen while the browser is offline: prices, balances and orders are never served from a
 * cache (the service worker never stores the API), so the screen would only show stale or failing data.
 */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="offline-title"
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-12 text-muted"
        fill="none"
        stroke="currentColor"
      >
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16.2a5 5 0 0 1 6 0M12 20h.01M3 3l18 18"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="offline-title" className="text-2xl font-semibold">
        {t('offline.title')}
      </h1>
      <p className="max-w-md text-sm text-muted">{t('offline.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('offline.retry')}</Button>
    </section>
  );
}

/**
 * The screen when online, the offline notice otherwise. The screen is hidden (`hidden` wins over `contents` in
 * Tailwind's preflight), not unmounted, so a connection that drops for a moment keeps what the user typed; it comes
 * back by itself on reconnecting.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const isOnline = useOnlineStatus();
  return (
    <>
      <div hidden={!isOnline} className="contents">
        {children}
      </div>
      {isOnline ? null : <OfflineScreen />}
    </>
  );
}
