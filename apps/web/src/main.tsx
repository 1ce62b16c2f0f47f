import '@exchange/ui/zod-jitless';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { FEED_STATUS_WAIT_MS, prefetchShellData, readyWithin } from '@/app/prefetch';
import { preloadScreen } from '@/app/router';
import { installImageGuard } from '@/app/image-guard';
import { loadEnglishBundle } from '@/lib/english-bundle';
import { initI18n } from '@/lib/i18n';
import { installSessionHandlers } from '@/lib/session';
import { registerServiceWorker } from '@/lib/service-worker';
import { storageKeys } from '@/lib/storage';
import { consumeUrlTokens, syncTokensFromStorage } from '@/lib/token-store';

consumeUrlTokens();
installSessionHandlers();
installImageGuard();
registerServiceWorker();
// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === storageKeys.accessToken || event.key === storageKeys.refreshToken) {
    syncTokensFromStorage();
  }
});

// The first screen's chunks and the data every screen's frame shows start now, not after the first render.
preloadScreen(window.location.pathname);
const feedStatus = prefetchShellData();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The English strings arrive beside the scripts (preloaded by index.html); the first render waits for them, and
// briefly for the feed status (started by index.html too). Not a top-level await: that would make Rollup split the
// entry's modules into many small preloaded chunks.
const english = loadEnglishBundle();
void readyWithin(
  english.then(() => undefined),
  feedStatus,
  FEED_STATUS_WAIT_MS,
).then(async () => {
  initI18n(await english);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
