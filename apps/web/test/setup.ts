import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import en from '@exchange/contracts/i18n/locales/en/app.json';
import { resetMarketTopics } from '@/features/market/stores/market-topics';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '@/features/preferences/stores/preferences-store';
import { resetApiClientState } from '@/lib/api-client';
import { resetAppHistory } from '@/lib/app-history';
import { startedContractSchemasLoad } from '@/lib/form-rules';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { syncTokensFromStorage } from '@/lib/token-store';
import { server } from './msw-server';

initI18n(en);
// A lazy route's first render (its chunk, i18n, the first query) can take over a second when the suite shares two
// cores with the server tests; findBy* waits up to 5 s instead of failing on machine load.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // A form mounted by the test started loading the contract schemas (a dynamic import) without waiting: finish it
  // while the environment is there, or an import chain still running at teardown fails the run.
  await startedContractSchemasLoad();
  cleanup();
  // Unmounting released the market topics, which schedules their release from the socket 150 ms later; done now,
  // while jsdom is still there (a timer that fired after the last test of a file met no `document` and failed the
  // run with an unhandled rejection).
  resetMarketTopics();
  server.resetHandlers();
  resetApiClientState();
  resetAppHistory();
  queryClient.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  syncTokensFromStorage();
  usePreferencesStore.setState(DEFAULT_PREFERENCES);
  await i18next.changeLanguage('en');
});
afterAll(() => server.close());
