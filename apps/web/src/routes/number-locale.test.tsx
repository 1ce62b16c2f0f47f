import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNumberLocale } from '@exchange/ui/format';
import { getDataSocket } from '@/lib/data-socket';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import { spotAsset, usdtTrc20Withdrawal } from '../../test/payment-fixtures';
import { fundsOverview, walletAsset, walletHandlers } from '../../test/wallet-fixtures';
import { contractHandlers, orderInfo } from '../../test/contract-fixtures';
import type { FakeDataSocket } from '../../test/chart-fixtures';
import { renderApp } from '../../test/render-app';

// Issue 17: every amount on Wallet, Withdraw, Swap and the contract ticket goes through the shared formatter, so in a
// locale that groups with "." and marks decimals with "," (German) no figure shows as `9700` or `9,700.00`.
vi.mock('klinecharts', async () => (await import('../../test/chart-fixtures')).fakeKlineChartsModule);
vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;
const LOAD = { timeout: 5_000 };
/** Whole-screen tests render the app and its lazy route on a busy machine. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

/**
 * The numbers a text holds: digit runs joined by single `.` or `,`, standing on their own — not part of a word,
 * a code or an address (`FX000009`, `TXYZ123`), a date or a time (`2026-01-01`, `12:00`).
 */
const NUMBER = /(?<![\p{L}\d:/-])\d+(?:[.,]\d+)*(?![\p{L}\d:/-])/gu;
/** A German number: groups of three after `.`, decimals after `,` (`9.700,00`, `0,015`, `50`). */
const GERMAN_NUMBER = /^\d{1,3}(?:\.\d{3})*(?:,\d+)?$/;

/**
 * Every number shown as text under `root` (each text node on its own, so two figures never run together);
 * `skipRates` leaves out figures written straight before a `%`.
 */
function numbersIn(root: HTMLElement, { skipRates = false } = {}): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return texts.flatMap((text, index) =>
    Array.from(text.matchAll(NUMBER)).flatMap((match) => {
      // What follows the figure, in its own text node or (`{preset}%` in JSX) the next one.
      const after = text.slice((match.index ?? 0) + match[0].length) || (texts[index + 1] ?? '');
      return skipRates && after.startsWith('%') ? [] : [match[0]];
    }),
  );
}

/** Every figure reads as German; the ones that are not (`9700`, `9,700.00`) are named. */
function expectGermanNumbers(root: HTMLElement, options: { skipRates?: boolean } = {}) {
  const numbers = numbersIn(root, options);
  expect(numbers.length).toBeGreaterThan(0);
  expect(numbers.filter((number) => !GERMAN_NUMBER.test(number))).toEqual([]);
}

beforeEach(() => {
  socket.reset();
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  setNumberLocale('de');
});
afterEach(() => setNumberLocale('en'));

/** A user with 9,700 USDT and 0.5 BTC in spot. */
function richWallet() {
  const usdt = walletAsset({ coin: 'USDT', available: '9700', total: '9700', valueUsdt: '9700' });
  const btc = walletAsset({
    coin: 'BTC',
    available: '0.5',
    total: '0.5',
    price: '90000',
    valueUsdt: '45000',
  });
  const overview = fundsOverview({
    total: '54700',
    coin: {
      total: '54700',
      totalAvailable: '54700',
      totalFrozenAmount: '0',
      walletList: [usdt, btc],
    },
  });
  return walletHandlers({ overview, assets: [usdt, btc] });
}

describe('amounts in a locale that groups with "." (German)', () => {
  it('the number checker itself tells German figures from ungrouped and English ones', () => {
    const block = (...texts: string[]) => {
      const root = document.createElement('div');
      for (const text of texts)
        root.append(Object.assign(document.createElement('p'), { textContent: text }));
      return root;
    };
    const german = block('Available: 9.700,00 USDT', '+2,35 %', '0,00001 BTC', 'FX000009 · 2026-01-01 12:00');
    expect(numbersIn(german)).toEqual(['9.700,00', '2,35', '0,00001']);
    expectGermanNumbers(german);
    const byHand = block('Available: 9700 USDT', '$9,700.00', '50000', '0.5%');
    expect(numbersIn(byHand).filter((number) => !GERMAN_NUMBER.test(number))).toEqual([
      '9700',
      '9,700.00',
      '50000',
      '0.5',
    ]);
    expect(numbersIn(byHand, { skipRates: true })).not.toContain('0.5');
  });

  it('Wallet: the total, the wallets and every coin', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    server.use(...referenceHandlers(), ...richWallet());
    renderApp('/funds');
    expect(await screen.findAllByText('$54.700,00', {}, LOAD)).not.toHaveLength(0);
    const assets = await screen.findByRole('list', { name: 'Coin assets' });
    const usdt = assets.querySelector('[data-coin="USDT"]') as HTMLElement;
    expect(within(usdt).getByTestId('asset-available').textContent).toBe('9.700,00');
    expect(within(assets).getByText('$45.000,00')).toBeTruthy();
    expectGermanNumbers(screen.getByRole('main'));
  });

  it('Withdraw: the balance, the limits and the quote', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/get-current-member`, () => ok({ ...demoMember, hasPayPassword: true })),
      http.get(`${API}/withdrawal/channel-list`, () => ok([usdtTrc20Withdrawal])),
      http.get(`${API}/wallet/virtual-wallet/list`, () => ok([])),
      http.get(`${API}/wallet/get-by-coin`, () => ok(spotAsset('USDT', '9700'))),
      http.get(`${API}/withdrawal/fee`, ({ request }) => {
        const amount = new URL(request.url).searchParams.get('amount') ?? '0';
        return ok({
          amount,
          fee: '1',
          arrivalAmount: String(Number(amount) - 1),
          available: '9700',
          dailyLimit: '50000',
          dailyUsed: '1200',
        });
      }),
    );
    renderApp('/funds/withdraw?coin=USDT');
    const user = userEvent.setup();
    expect(await screen.findByText('Available: 9.700,00 USDT', {}, LOAD)).toBeTruthy();
    expect(await screen.findByText('50.000,00 USDT')).toBeTruthy();
    expect(screen.getByText('48.800,00 USDT')).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '1234.5');
    expect(await screen.findByText('1.233,50 USDT')).toBeTruthy();
    // What goes back to the server stays plain.
    expect((amount as HTMLInputElement).value).toBe('1234.5');
    expectGermanNumbers(screen.getByRole('main'));
  });

  it('Swap: the balance, the rate and the estimate', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    server.use(
      ...referenceHandlers(),
      ...richWallet(),
      http.get(`${API}/flash-exchange/coins`, () => ok(['USDT', 'BTC'])),
      http.get(`${API}/flash-exchange/quote`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        return ok({
          fromCoin: query.get('fromCoin'),
          toCoin: query.get('toCoin'),
          price: '0.00001',
          feeRate: '0.002',
          minAmount: '1',
          maxAmount: '100000',
          quotedAt: Date.now(),
        });
      }),
      http.get(`${API}/flash-exchange/record`, () => ok([])),
    );
    renderApp('/funds/swap');
    const user = userEvent.setup();
    expect(await screen.findByText(/9\.700,00/, {}, LOAD)).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: 'You pay' }), '1500');
    await waitFor(() => expect(screen.getByRole('main').textContent).toMatch(/0,01497/));
    // Every amount; the slippage presets and the fee rate (`0.5%`, `Fee (0.2%)`) are rates the wallet feature still
    // prints by hand (slippage-setting.tsx, swap-quote-panel.tsx): its owner moves them to formatPercent.
    expectGermanNumbers(screen.getByRole('main'), { skipRates: true });
  });

  it(
    'the contract ticket: prices, the preview and the balance',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      const api = contractHandlers({ account: orderInfo({ available: 9700, netWorthBigDecimal: 9700 }) });
      server.use(...api.handlers, ...referenceHandlers());
      renderApp('/contract?symbol=BTCUSDT');
      const user = userEvent.setup();
      const form = await screen.findByRole('form', { name: 'Order ticket' }, LOAD);
      await waitFor(() => expect(screen.getByTestId('contract-available').textContent).toBe('9.700,00 USDT'));
      expect(screen.getByTestId('contract-last-price').textContent).toBe('60.000,00');
      await user.type(within(form).getByRole('textbox', { name: 'Quantity (BTC)' }), '0.2');
      const preview = within(form).getByRole('region', { name: 'Order preview' });
      expect(await within(preview).findByText('12.000,00 USDT')).toBeTruthy();
      expectGermanNumbers(form);
      expectGermanNumbers(screen.getByRole('region', { name: 'BTC/USDT' }));
    },
  );
});
