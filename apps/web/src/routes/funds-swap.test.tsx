import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { walletHandlers } from '../../test/wallet-fixtures';
import { renderApp } from '../../test/render-app';

const LOAD = { timeout: 5_000 };
/** Whole-screen tests render the app and its lazy route on a busy machine. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

const swapOrder = {
  id: 9,
  no: 'FX000009',
  fromCoin: 'USDT',
  toCoin: 'BTC',
  fromAmount: '100',
  toAmount: '0.000998',
  price: '0.00001',
  fee: '0.000002',
  createdAt: 1_767_225_600_000,
};

function setUp(createAnswer: 'ok' | 'slippage' = 'ok') {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const calls = { quotes: 0, records: 0, created: [] as { body: unknown; key: string | null }[] };
  server.use(
    ...referenceHandlers(),
    ...walletHandlers(),
    http.get(`${API}/flash-exchange/coins`, () => ok(['USDT', 'BTC', 'ETH'])),
    http.get(`${API}/flash-exchange/quote`, ({ request }) => {
      calls.quotes += 1;
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
    http.get(`${API}/flash-exchange/record`, () => {
      calls.records += 1;
      return ok(calls.created.length > 0 ? [swapOrder] : []);
    }),
    http.post(`${API}/flash-exchange/create`, async ({ request }) => {
      calls.created.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      if (createAnswer === 'slippage') {
        return HttpResponse.json(
          { code: 1_007_000_009, data: { field: 'expectedPrice' }, msg: 'The price moved', showType: 1 },
          { status: 409 },
        );
      }
      return ok(swapOrder);
    }),
  );
  return calls;
}

afterEach(() => vi.restoreAllMocks());

const amountField = () => screen.getByRole('textbox', { name: 'You pay' });

describe('swap', () => {
  it(
    'shows the live quote and the receive estimate after the fee, within the slippage',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      renderApp('/funds/swap');
      const user = userEvent.setup();
      expect(await screen.findByTestId('swap-price', {}, LOAD)).toHaveProperty(
        'textContent',
        '1 USDT ≈ 0.00001 BTC',
      );
      expect(screen.getByText(/Quoted \d+ s ago/)).toBeTruthy();
      expect(await screen.findByText('No swaps yet.')).toBeTruthy();
      await user.type(amountField(), '100');
      const quote = screen.getByRole('region', { name: 'Quote' });
      expect(within(quote).getByText('Fee (0.2%)')).toBeTruthy();
      expect(within(quote).getByTestId('swap-receive').textContent).toBe('0.000998 BTC');
      expect(within(quote).getByText('0.00099301 BTC')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: '1%' }));
      expect(within(quote).getByText('0.00098802 BTC')).toBeTruthy();
      await user.type(screen.getByRole('textbox', { name: 'Custom slippage in percent' }), '6');
      expect(screen.getByText('Enter a percentage from 0 to 5')).toBeTruthy();
    },
  );

  it('confirms at the price on screen and lists the swap', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const calls = setUp();
    renderApp('/funds/swap');
    const user = userEvent.setup();
    await screen.findByTestId('swap-price', {}, LOAD);
    await user.type(amountField(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Confirm swap' }));
    expect(await screen.findByText('The minimum is 1 USDT')).toBeTruthy();
    await user.clear(amountField());
    await user.type(amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Confirm swap' }));
    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]?.body).toEqual({
      fromCoin: 'USDT',
      toCoin: 'BTC',
      amount: '100',
      expectedPrice: '0.00001',
      maxSlippage: '0.005',
    });
    expect(calls.created[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Swapped USDT for BTC'));
    const recent = await screen.findByRole('list', { name: 'Recent swaps' });
    expect(within(recent).getByText('100.00 USDT → 0.000998 BTC')).toBeTruthy();
    expect((amountField() as HTMLInputElement).value).toBe('');
  });

  it('shows a refused price and fetches a new quote', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    vi.spyOn(notify, 'warning').mockReturnValue(undefined);
    const calls = setUp('slippage');
    renderApp('/funds/swap');
    const user = userEvent.setup();
    await screen.findByTestId('swap-price', {}, LOAD);
    const quotesBefore = calls.quotes;
    await user.type(amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Confirm swap' }));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('The price moved'));
    await waitFor(() => expect(calls.quotes).toBeGreaterThan(quotesBefore));
  });

  it('turns the pair around', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    setUp();
    renderApp('/funds/swap');
    const user = userEvent.setup();
    await screen.findByTestId('swap-price', {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Reverse the pair' }));
    expect(await screen.findByText('1 BTC ≈ 0.00001 USDT')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'BTC');
    expect((screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('USDT');
  });
});
