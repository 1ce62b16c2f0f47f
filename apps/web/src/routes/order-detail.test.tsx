import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { contractHandlers, contractOrder } from '../../test/contract-fixtures';
import { spotFill, spotHandlers, spotOrder } from '../../test/spot-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

function open(path: string, state: Parameters<typeof contractHandlers>[0] = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = contractHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp(path), api };
}

afterEach(() => vi.restoreAllMocks());

describe('/order/detail/:id', () => {
  it('shows every field of a take-profit close with its realised PnL, and leads to the share card', async () => {
    const close = contractOrder({
      id: 31,
      action: 2,
      trigger: 2,
      dealPrice: '65000.5',
      plAmount: '100.01',
      fee: '0.65',
      stopProfitPrice: '65000',
    });
    const { router } = open('/order/detail/31', { history: [close] });
    expect(await screen.findByText('CO000031')).toBeTruthy();
    for (const text of ['Close', 'Take-profit', 'Filled', 'Cross', '0.010 BTC', '65,000.50', '0.65 USDT'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByTestId('order-pnl').textContent).toBe('+100.01 USDT');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Share PnL' }));
    await waitFor(() => expect(router.state.location.search).toBe('?orderId=31'));
  });

  it('cancels a pending order', async () => {
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const pending = contractOrder({
      id: 32,
      orderType: 2,
      price: '55000',
      status: 0,
      dealPrice: null,
      dealTime: null,
    });
    const { api } = open('/order/detail/32', { openOrders: [pending] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel order CO000032' }));
    await waitFor(() => expect(api.callsTo('revoke')[0]?.query).toEqual({ id: '32' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Order cancelled'));
  });

  it('says when the order does not exist', async () => {
    open('/order/detail/999');
    expect(await screen.findByText('This order was not found.')).toBeTruthy();
  });
});

function openSpot(path: string, state: Parameters<typeof spotHandlers>[0] = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = spotHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp(path), api };
}

describe('/order/detail/:id?kind=coin', () => {
  it('shows a filled market buy with each fill: price, amount, fee, role, time and the book level it came from', async () => {
    const order = spotOrder({
      id: 40,
      quoteAmount: '500',
      filledQuantity: '0.0078',
      averagePrice: '64004.23',
    });
    const fills = [
      spotFill({ id: 1, quantity: '0.005', quoteAmount: '320.005', fee: '0.000005' }),
      spotFill({
        id: 2,
        price: '64010',
        quantity: '0.0028',
        quoteAmount: '179.228',
        fee: '0.0000028',
        sourcePrice: '64010',
        sourceLevel: 1,
        sourceQuantity: '1',
      }),
    ];
    openSpot('/order/detail/40?kind=coin', { details: [{ ...order, fills, transferIds: ['t1', 't2'] }] });
    expect(await screen.findByText('SO000040')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order details', level: 1 })).toBeTruthy();
    for (const text of ['BTC/USDT', 'Buy', 'Market', 'Filled', '500.00 USDT', '0.0078 BTC', '64,004.23'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    const second = screen.getByRole('article', { name: 'Fill 2' });
    for (const text of [
      '64,010.00',
      '0.0028 BTC',
      '179.22 USDT',
      '0.0000028 BTC',
      'Taker',
      'Book level 2 at 64,010.00',
    ])
      expect(within(second).getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('cancels an open limit order, which holds its USDT until then', async () => {
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const resting = spotOrder({
      id: 51,
      orderType: 2,
      status: 0,
      price: '60000',
      quantity: '0.01',
      quoteAmount: null,
      filledQuantity: '0',
      filledQuoteAmount: '0',
      averagePrice: null,
      frozenAmount: '600',
      dealTime: null,
    });
    const { api } = openSpot('/order/detail/51?kind=coin', {
      details: [{ ...resting, fills: [], transferIds: [] }],
    });
    expect(await screen.findByText('600.00 USDT')).toBeTruthy();
    expect(screen.getByText('No fills yet')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel order SO000051' }));
    await waitFor(() =>
      expect(api.callsTo('revoke')[0]).toMatchObject({ query: { id: '51' }, key: expect.any(String) }),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Order cancelled'));
  });

  it('says when the coin order does not exist, and leads back to the coin orders', async () => {
    openSpot('/order/detail/999?kind=coin');
    expect(await screen.findByText('This order was not found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order details' })).toBeTruthy();
  });
});
