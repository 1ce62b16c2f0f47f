import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { resetQuoteFeeds } from '@/data/quotes/quote-feed';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '@/data/preferences/preferences-store';
import { resetApiClientState } from '@/lib/api-client';
import { resetAppHistory } from '@/lib/app-history';
import { startedContractSchemasLoad } from '@/lib/form-rules';
import { i18nTestSupport, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { syncTokensFromStorage } from '@/lib/token-store';
import { englishNamespaces } from './english';
import { server } from './msw-server';

// Every English namespace is there from the start, so a component test need not load its screen's strings; the
// tests that watch a screen load its namespaces (app/screen-namespaces.test.tsx, lib/i18n.test.ts) reset to core.
initI18n(englishNamespaces.core);
i18nTestSupport.addEnglish(englishNamespaces);
// A lazy route's first render (its chunk, i18n, the first query) can take over a second when the suite shares two
// cores with the server tests; findBy* waits up to 5 s instead of failing on machine load.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // A form mounted by the test started loading the contract schemas (a dynamic import) without waiting: finish it
  // while the environment is there, or an import chain still running at teardown fails the run.
  await startedContractSchemasLoad();
  cleanup();
  // Unmounting released the quote topics, which schedules their release from the socket 150 ms later; done now,
  // while jsdom is still there (a timer that fired after the last test of a file met no `document` and failed the
  // run with an unhandled rejection).
  resetQuoteFeeds();
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
