import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useAssetFilterStore } from '@/features/wallet/stores/asset-filter-store';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, fail, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { exchangeRates, pendingDeposit, walletHandlers } from '../../test/wallet-fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => useAssetFilterStore.setState({ isHidingZero: false }));
afterEach(() => vi.restoreAllMocks());

function setUp() {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  server.use(...referenceHandlers(), ...walletHandlers());
}

/** The first screen of a test waits for the lazy route chunk too. */
const LOAD = { timeout: 5_000 };
/** Whole-screen tests render the app and its lazy route on a busy machine. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

const textOf = (testId: string) => screen.getAllByTestId(testId).map((element) => element.textContent);

describe('wallet tab', () => {
  it(
    'shows the total, the three wallets and the coin assets in the display currency',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      renderApp('/funds');
      expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 }, LOAD)).toBeTruthy();
      expect(await screen.findByText('$2,100.50')).toBeTruthy();
      expect(screen.getByText('≈ 2,100.50 USDT')).toBeTruthy();
      expect(textOf('wallet-total')).toEqual(['$1,900.50', '$200.00', '$0.00']);
      const assets = screen.getByRole('list', { name: 'Coin assets' });
      expect(within(assets).getAllByRole('listitem')).toHaveLength(3);
      const btc = assets.querySelector('[data-coin="BTC"]') as HTMLElement;
      expect(within(btc).getByTestId('asset-value').textContent).toBe('$900.00');
      expect(within(btc).getByTestId('asset-available').textContent).toBe('0.01');
      expect(within(btc).getByRole('link').getAttribute('href')).toBe('/funds/currency?coin=BTC&wallet=spot');
      const actions = screen.getByRole('navigation', { name: 'Wallet actions' });
      expect(within(actions).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
        '/funds/topUp',
      );
      expect(within(actions).getByRole('link', { name: 'Records' }).getAttribute('href')).toBe(
        '/funds/financeListView',
      );
    },
  );

  it(
    'masks every amount while show-amount is off, and remembers it on the device',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      renderApp('/funds');
      const user = userEvent.setup();
      await screen.findByText('$2,100.50', {}, LOAD);
      await user.click(screen.getByRole('button', { name: 'Hide amounts' }));
      expect(screen.getByTestId('funds-total').textContent).toBe('******');
      expect(screen.getByText('≈ ****** USDT')).toBeTruthy();
      expect(new Set(textOf('wallet-total'))).toEqual(new Set(['******']));
      expect(new Set(textOf('asset-available'))).toEqual(new Set(['******']));
      expect(screen.queryByText('$900.00')).toBeNull();
      expect(JSON.parse(localStorage.getItem('preferences') ?? '{}').state.showAmounts).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Show amounts' }));
      expect(screen.getByTestId('funds-total').textContent).toBe('$2,100.50');
    },
  );

  it(
    'converts into the chosen display currency at the current rate',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      usePreferencesStore.getState().setDisplayCurrency({ ...exchangeRates[1]!, price: '0.5' });
      setUp();
      renderApp('/funds');
      // The stored rate is refreshed from the server's list (0.9) before amounts are read.
      await waitFor(() => expect(screen.getByTestId('funds-total').textContent).toBe('1,890.45€'), LOAD);
      expect(screen.getByText('Total assets (EUR)')).toBeTruthy();
    },
  );

  it(
    'filters the assets by search text and hides zero balances',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      renderApp('/funds');
      const user = userEvent.setup();
      const assets = await screen.findByRole('list', { name: 'Coin assets' }, LOAD);
      await user.click(screen.getByRole('switch', { name: 'Hide zero balances' }));
      expect(within(assets).queryByText('ETH')).toBeNull();
      await user.type(screen.getByRole('searchbox', { name: 'Search coins' }), 'bt');
      await waitFor(() => expect(within(assets).getAllByRole('listitem')).toHaveLength(1));
      await user.type(screen.getByRole('searchbox', { name: 'Search coins' }), 'x');
      expect(await screen.findByText('No coins to show.')).toBeTruthy();
    },
  );
});

describe('deposits in progress on the wallet', () => {
  it(
    'shows a pending line per deposit with its amount, step and the usual review time, opening the order',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setTokens({ accessToken: 'a', refreshToken: 'r' });
      server.use(
        ...referenceHandlers(),
        ...walletHandlers({
          pending: {
            reviewMinutes: 90,
            list: [
              pendingDeposit({ id: 32, no: 'R32', amount: '1234.5' }),
              pendingDeposit({
                id: 31,
                no: 'R31',
                coin: 'BTC',
                amount: '0.05',
                methodType: 4,
                chain: 'BTC',
                step: 'confirmations',
                confirmations: 1,
                requiredConfirmations: 3,
              }),
            ],
          },
        }),
      );
      const { router } = renderApp('/funds');
      const user = userEvent.setup();
      const section = await screen.findByRole('list', { name: 'Deposits in progress' }, LOAD);
      const [usdt, btc] = within(section).getAllByTestId('pending-deposit') as [HTMLElement, HTMLElement];
      expect(within(usdt).getByText('Pending')).toBeTruthy();
      expect(within(usdt).getByTestId('pending-amount').textContent).toBe('1,234.50 USDT');
      expect(within(usdt).getByTestId('pending-step').textContent).toBe('Waiting for review');
      expect(within(usdt).getByTestId('pending-review-time').textContent).toBe(
        'Usually reviewed within 90 min',
      );
      expect(within(btc).getByTestId('pending-step').textContent).toBe('Waiting for confirmations 1/3');
      expect(within(btc).queryByTestId('pending-review-time')).toBeNull();

      // Show-amount off masks the pending amount like every other figure.
      await user.click(screen.getByRole('button', { name: 'Hide amounts' }));
      expect(within(usdt).getByTestId('pending-amount').textContent).toBe('****** USDT');

      await user.click(within(usdt).getByRole('link'));
      expect(router.state.location.pathname).toBe('/funds/orderHistoryDetail/32');
      expect(router.state.location.search).toBe('?kind=recharge');
    },
  );

  it(
    'shows no pending section while nothing is in progress',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      renderApp('/funds');
      await screen.findByText('$2,100.50', {}, LOAD);
      expect(screen.queryByRole('list', { name: 'Deposits in progress' })).toBeNull();
    },
  );
});

describe('demo funds', () => {
  const demoStatus = { isAvailable: true, amount: '10000', coin: 'USDT', wallet: 'spot', nextClaimAt: null };

  it(
    'offers "Get demo funds" on the demo market and credits once a day',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      const success = vi.spyOn(notify, 'success').mockReturnValue(undefined);
      const claims: (string | null)[] = [];
      let status: typeof demoStatus | (Omit<typeof demoStatus, 'nextClaimAt'> & { nextClaimAt: number }) =
        demoStatus;
      server.use(
        http.get(`${API}/market/feed/status`, () =>
          ok({ source: 'simulated', isDemo: true, lastTickTime: null }),
        ),
        http.get(`${API}/wallet/demo-funds/status`, () => ok(status)),
        http.post(`${API}/wallet/demo-funds`, ({ request }) => {
          claims.push(request.headers.get('idempotency-key'));
          status = { ...demoStatus, nextClaimAt: 1_767_312_000_000 };
          return ok({
            amount: '10000',
            coin: 'USDT',
            wallet: 'spot',
            transferId: 'demo-funds:100001:2026-01-01',
            claimedAt: 1_767_225_600_000,
            nextClaimAt: 1_767_312_000_000,
          });
        }),
      );
      renderApp('/funds');
      const user = userEvent.setup();
      const button = await screen.findByRole('button', { name: 'Get demo funds' }, LOAD);
      expect(screen.getByText(/10,000\.00 USDT in your coin account, once a day/)).toBeTruthy();
      await user.click(button);
      await waitFor(() =>
        expect(success).toHaveBeenCalledWith('10,000.00 USDT of demo funds added to your coin account.'),
      );
      expect(claims).toHaveLength(1);
      expect(claims[0]).toMatch(/^[0-9a-f-]{36}$/);
      // Taken today: the button waits for the next day and says when.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Get demo funds' })).toHaveProperty('disabled', true),
      );
      expect(screen.getByTestId('demo-funds-next').textContent).toMatch(
        /^Taken today\. More from 2026-01-02 /,
      );
    },
  );

  it('shows the refusal of a second claim the same day', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    setUp();
    const warning = vi.spyOn(notify, 'warning').mockReturnValue(undefined);
    server.use(
      http.get(`${API}/market/feed/status`, () =>
        ok({ source: 'simulated', isDemo: true, lastTickTime: null }),
      ),
      http.get(`${API}/wallet/demo-funds/status`, () => ok(demoStatus)),
      http.post(`${API}/wallet/demo-funds`, () =>
        fail(
          1_007_000_011,
          "You already took today's demo funds. You can take more from 2026-01-02 00:00 (UTC).",
          409,
          1,
        ),
      ),
    );
    renderApp('/funds');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get demo funds' }, LOAD));
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith(
        "You already took today's demo funds. You can take more from 2026-01-02 00:00 (UTC).",
      ),
    );
    expect(screen.getByRole('button', { name: 'Get demo funds' })).toBeTruthy();
  });

  it(
    'is not there on a live feed, and the app never asks for it',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      const asked: string[] = [];
      server.use(
        http.get(`${API}/wallet/demo-funds/status`, ({ request }) => {
          asked.push(request.url);
          return ok(demoStatus);
        }),
      );
      renderApp('/funds');
      await screen.findByText('$2,100.50', {}, LOAD);
      expect(screen.queryByRole('button', { name: 'Get demo funds' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Demo funds' })).toBeNull();
      expect(asked).toEqual([]);
    },
  );
});
