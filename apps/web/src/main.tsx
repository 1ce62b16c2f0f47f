import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { installImageGuard } from '@/app/image-guard';
import { initI18n } from '@/lib/i18n';
import { installSessionHandlers } from '@/lib/session';
import { storageKeys } from '@/lib/storage';
import { consumeUrlTokens, syncTokensFromStorage } from '@/lib/token-store';

consumeUrlTokens();
initI18n();
installSessionHandlers();
installImageGuard();
// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === storageKeys.accessToken || event.key === storageKeys.refreshToken) {
    syncTokensFromStorage();
  }
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
