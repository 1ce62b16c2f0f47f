import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { marketRow } from '../../test/market-fixtures';
import { fundRecord, pendingDeposit, walletAsset, walletHandlers } from '../../test/wallet-fixtures';
import { renderApp } from '../../test/render-app';

const LOAD = { timeout: 5_000 };
/** Whole-screen tests render the app and its lazy route on a busy machine. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

const BTC_ASSETS = [
  walletAsset({
    coin: 'BTC',
    available: '0.01',
    frozen: '0.002',
    total: '0.012',
    price: '90000',
    valueUsdt: '1080',
  }),
  walletAsset({
    wallet: 'contract',
    coin: 'BTC',
    available: '1.5',
    total: '1.5',
    price: '90000',
    valueUsdt: '135000',
  }),
];

function setUp(options: { records?: ReturnType<typeof fundRecord>[] } = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const recordQueries: URLSearchParams[] = [];
  server.use(...referenceHandlers());
  // Added after the reference data, so these answer first.
  server.use(
    ...walletHandlers({
      assets: BTC_ASSETS,
      pending: {
        reviewMinutes: 30,
        list: [
          pendingDeposit({ id: 40, no: 'R40', coin: 'BTC', amount: '0.25', methodType: 4, chain: 'BTC' }),
          pendingDeposit({ id: 41, no: 'R41', coin: 'USDT', amount: '500' }),
        ],
      },
    }),
    http.get(`${API}/market/list/page`, () =>
      ok({ list: [marketRow({ symbol: 'BTCUSDT', displayName: 'Bitcoin' })], total: 1 }),
    ),
    http.get(`${API}/wallet/fund-record/page`, ({ request }) => {
      recordQueries.push(new URL(request.url).searchParams);
      const list = options.records ?? [];
      return ok({ list, total: list.length });
    }),
  );
  return recordQueries;
}

describe('the coin page', () => {
  it(
    "shows the coin's logo and name, total / available / frozen per wallet, its deposits in progress, actions and records",
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      const queries = setUp({
        records: [fundRecord({ id: 'recharge:9', coin: 'BTC', amount: '0.01', type: 1, businessType: 105 })],
      });
      renderApp('/funds/currency?coin=BTC&wallet=spot');
      expect(await screen.findByRole('heading', { name: 'BTC details', level: 1 }, LOAD)).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('currency-total').textContent).toBe('1.512 BTC'));
      expect(await screen.findByTestId('currency-name')).toHaveProperty('textContent', 'Bitcoin');
      expect(screen.getByText('Value: $136,080.00')).toBeTruthy();

      const wallets = screen.getByRole('list', { name: 'Balance per account' });
      const spot = wallets.querySelector('[data-wallet="spot"]') as HTMLElement;
      expect(within(spot).getByTestId('wallet-total').textContent).toBe('0.012');
      expect(within(spot).getByTestId('wallet-available').textContent).toBe('0.01');
      expect(within(spot).getByTestId('wallet-frozen').textContent).toBe('0.002');
      const contract = wallets.querySelector('[data-wallet="contract"]') as HTMLElement;
      expect(within(contract).getByTestId('wallet-available').textContent).toBe('1.50');

      // Only this coin's deposit in progress.
      const pending = screen.getByRole('list', { name: 'Deposits in progress' });
      expect(within(pending).getAllByTestId('pending-deposit')).toHaveLength(1);
      expect(within(pending).getByTestId('pending-amount').textContent).toBe('0.25 BTC');

      const actions = screen.getByRole('navigation', { name: 'Wallet actions' });
      const href = (name: string) => within(actions).getByRole('link', { name }).getAttribute('href');
      expect(href('Deposit')).toBe('/funds/topUp?coin=BTC');
      expect(href('Withdraw')).toBe('/funds/withdraw?coin=BTC');
      expect(href('Transfer')).toBe('/funds/transfer?coin=BTC&from=spot');
      expect(href('Swap')).toBe('/funds/swap?from=BTC');

      const records = await screen.findByRole('list', { name: 'Fund records' });
      expect(within(records).getAllByRole('listitem')).toHaveLength(1);
      expect(queries[0]?.get('coin')).toBe('BTC');
    },
  );

  it('says so when the coin has no records yet', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    setUp();
    renderApp('/funds/currency?coin=BTC');
    expect(await screen.findByText('No records for this coin yet.', {}, LOAD)).toBeTruthy();
  });

  it('offers a retry when the balances cannot be read', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    setUp();
    let failures = 3;
    server.use(
      http.get(`${API}/wallet/get-by-coin`, () => {
        if (failures-- > 0) return HttpResponse.json({ code: 500, data: null, msg: 'down' }, { status: 500 });
        return ok(walletAsset({ coin: 'BTC', available: '2', total: '2', valueUsdt: '180000' }));
      }),
    );
    renderApp('/funds/currency?coin=BTC');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }, LOAD));
    await waitFor(() => expect(screen.getByTestId('currency-total').textContent).toBe('6.00 BTC'));
  });

  it('goes back to the wallet when opened without a coin', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    setUp();
    const { router } = renderApp('/funds/currency');
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds'), LOAD);
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 }, LOAD)).toBeTruthy();
  });
});
