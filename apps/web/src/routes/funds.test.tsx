import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useAssetFilterStore } from '@/features/wallet/stores/asset-filter-store';
import { setTokens } from '@/lib/token-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { exchangeRates, walletHandlers } from '../../test/wallet-fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => useAssetFilterStore.setState({ isHidingZero: false }));

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
