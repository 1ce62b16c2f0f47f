import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { contractHandlers, contractOrder } from '../../test/contract-fixtures';

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
