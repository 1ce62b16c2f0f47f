import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { installSessionHandlers } from '@/lib/staff-session';
import { syncAccessTokenFromStorage } from '@/lib/token-store';
import { server } from './msw-server';

initI18n();
installSessionHandlers();
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  queryClient.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  syncAccessTokenFromStorage();
  await i18next.changeLanguage('en');
});
afterAll(() => server.close());
