import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { fundRecord, walletHandlers } from '../../test/wallet-fixtures';
import { renderApp } from '../../test/render-app';

const LOAD = { timeout: 5_000 };
const SCREEN_TEST_TIMEOUT_MS = 20_000;

function setUp() {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const records = [fundRecord({ id: 'transfer:1:k0#out', amount: '-1' })];
  server.use(
    ...referenceHandlers(),
    ...walletHandlers(),
    http.get(`${API}/wallet/fund-record/page`, () => ok({ list: records, total: records.length })),
    http.get(`${API}/wallet/fund-record/detail-list`, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
      return ok(records.filter((record) => ids.includes(record.id)));
    }),
  );
}

describe('/funds/tradingHistoryDetail', () => {
  it(
    'opened without a record id, goes to the fund record list',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      const { router } = renderApp('/funds/tradingHistoryDetail');
      const list = await screen.findByRole('list', { name: 'Fund records' }, LOAD);
      expect(router.state.location.pathname).toBe('/funds/financeListView');
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      // The list fitted in one page: it ends with nothing, not a sentence.
      expect(screen.queryByText('No more records')).toBeNull();
    },
  );

  it('opens the record its address names (a reload works)', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    setUp();
    renderApp('/funds/tradingHistoryDetail?id=transfer%3A1%3Ak0%23out');
    expect(await screen.findByRole('heading', { name: 'Record details' }, LOAD)).toBeTruthy();
    expect(await screen.findByText('transfer:1:k0#out', {}, LOAD)).toBeTruthy();
  });

  it(
    'says an unknown record was not found and leads back to the list',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      renderApp('/funds/tradingHistoryDetail?id=nothing%231');
      expect(await screen.findByText('This record was not found.', {}, LOAD)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Fund records' }).getAttribute('href')).toBe(
        '/funds/financeListView',
      );
    },
  );
});
