import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockOffer, BlockOrder } from '@exchange/contracts/http/block-trade/index';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

const offer = (overrides: Partial<BlockOffer> = {}): BlockOffer => ({
  id: 1,
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  instrumentType: 3,
  rate: '-0.02',
  minQuantity: '0.001',
  maxQuantity: '1',
  totalQuantity: '10',
  remainingQuantity: '9.5',
  lockupSeconds: 604_800,
  status: 1,
  priceAccuracy: 2,
  transactionAccuracy: 6,
  livePrice: '60000',
  livePriceAt: NOW - 500,
  blockPrice: '58800',
  ...overrides,
});

const order = (overrides: Partial<BlockOrder> = {}): BlockOrder => ({
  id: 7,
  no: 'K202611281200000000000007',
  offerId: 1,
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  quantity: '0.5',
  rate: '-0.02',
  price: '58800',
  amount: '29400',
  sourcePrice: '60000',
  sourcePriceAt: NOW - 500,
  lockupSeconds: 604_800,
  status: 1,
  createdAt: NOW,
  lockedUntil: NOW + 604_800_000,
  releasedAt: null,
  ...overrides,
});

function blockHandlers(state: { offers?: BlockOffer[]; orders?: BlockOrder[]; usdt?: string } = {}) {
  const bought: unknown[] = [];
  const offers = state.offers ?? [offer()];
  const orders = state.orders ?? [];
  const handlers = [
    http.get(`${API}/pay/bulk-config/page`, () => ok({ list: offers, total: offers.length })),
    http.get(`${API}/pay/bulk-order/page`, () => ok({ list: orders, total: orders.length })),
    http.get(`${API}/pay/bulk-order/detail`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = [...orders, order()].find((candidate) => candidate.id === id);
      return found
        ? ok(found)
        : HttpResponse.json(
            { code: 1_015_000_006, data: { field: 'id' }, msg: 'Block order not found.' },
            { status: 404 },
          );
    }),
    http.get(`${API}/wallet/get-by-coin`, () =>
      ok({
        wallet: 'spot',
        coin: 'USDT',
        available: state.usdt ?? '100000',
        frozen: '0',
        total: state.usdt ?? '100000',
        price: '1',
        priceStatus: 1,
        valueUsdt: state.usdt ?? '100000',
      }),
    ),
    http.post(`${API}/pay/bulk-order/buy`, async ({ request }) => {
      bought.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return ok(order());
    }),
  ];
  return { handlers, bought };
}

function open(path: string, state: Parameters<typeof blockHandlers>[0] = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = blockHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp(path), api };
}

afterEach(() => vi.restoreAllMocks());

describe('/blockTrade', () => {
  it('lists an offer with its live block price, rate, limits, remaining and lock-up', async () => {
    open('/blockTrade');
    const card = await screen.findByRole('article', { name: 'Block offer BTCUSDT' });
    expect(within(card).getByTestId('block-price').textContent).toBe('58,800.00 USDT');
    for (const text of ['Discount -2.00%', '60,000.00', '9.5 BTC', '7 d'])
      expect(within(card).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
  });

  it('shows the exact price, total and release date before the buy, then sends the rate the user saw', async () => {
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const { api, router } = open('/blockTrade');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy BTC' }));
    const sheet = await screen.findByRole('dialog', { name: 'Buy BTC in a block' });
    const quantity = within(sheet).getByLabelText('Quantity (BTC)');
    await user.clear(quantity);
    await user.type(quantity, '0.5');
    expect(within(sheet).getByTestId('sheet-block-price').textContent).toBe('58,800.00 USDT');
    expect(within(sheet).getByTestId('sheet-total').textContent).toBe('29,400.00 USDT');
    expect(within(sheet).getByTestId('sheet-release').textContent).not.toBe('');
    await user.click(within(sheet).getByRole('button', { name: 'Pay 29,400.00 USDT' }));
    await waitFor(() => expect(api.bought).toHaveLength(1));
    expect(api.bought[0]).toMatchObject({ body: { offerId: 1, quantity: '0.5', rate: '-0.02' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/bulk/detail'));
    expect(router.state.location.search).toBe('?id=7');
  });

  it('refuses a quantity outside the limits or beyond the USDT before sending anything', async () => {
    const { api } = open('/blockTrade', { usdt: '100' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy BTC' }));
    const sheet = await screen.findByRole('dialog');
    const quantity = within(sheet).getByLabelText('Quantity (BTC)');
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(sheet).getByText('Between 0.001 and 1 per order')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '0.5');
    expect(
      await within(sheet).findByText('Not enough USDT in your spot wallet (100 available)'),
    ).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: /^Pay/ }).hasAttribute('disabled')).toBe(true);
    expect(api.bought).toHaveLength(0);
  });

  it('turns buying off for a paused offer and one without a live price', async () => {
    open('/blockTrade', {
      offers: [
        offer({ status: 0 }),
        offer({ id: 2, symbol: 'ETHUSDT', baseAsset: 'ETH', livePrice: null, blockPrice: null }),
      ],
    });
    expect((await screen.findByRole('button', { name: 'Buy BTC' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Buy ETH' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No live price')).toBeTruthy();
  });

  it('says when there is no offer', async () => {
    open('/blockTrade', { offers: [] });
    expect(await screen.findByText('No block offers right now.')).toBeTruthy();
  });
});

describe('/order/bulk/detail', () => {
  it('shows the price, the source price and its time, and the lock-up countdown', async () => {
    open('/order/bulk/detail?id=7', { orders: [order({ lockedUntil: Date.now() + 90_061_000 })] });
    expect(await screen.findByText('K202611281200000000000007')).toBeTruthy();
    expect(screen.getByTestId('order-price').textContent).toBe('58,800.00 USDT');
    expect(screen.getByTestId('order-source-price').textContent).toBe('60,000.00 USDT');
    expect(screen.getByTestId('lockup-countdown').textContent).toMatch(/^1 d 01:01:0\d$/);
    expect(screen.getByText('-2.00%')).toBeTruthy();
  });

  it('says when the order does not exist', async () => {
    open('/order/bulk/detail?id=999');
    expect(await screen.findByText('This block trade was not found.')).toBeTruthy();
  });

  it('lists block orders in the Block trades tab of /order', async () => {
    open('/order?tab=block', { orders: [order()] });
    expect(
      await screen.findByRole('link', { name: 'Details of block trade K202611281200000000000007' }),
    ).toBeTruthy();
  });
});
