import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataSocket } from '@/lib/data-socket';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { FakeDataSocket } from '../../test/chart-fixtures';
import { contractHandlers, contractOrder, contractPosition, refusal } from '../../test/contract-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;

function open(state: Parameters<typeof contractHandlers>[0] = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = contractHandlers({
    positions: [contractPosition(), contractPosition({ id: 8, symbol: 'ETHUSDT', openPrice: '3000' })],
    ...state,
  });
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp('/transaction?kind=contract&symbol=BTCUSDT'), api };
}

const position = () => screen.findByRole('article', { name: 'BTCUSDT Long' });

beforeEach(() => {
  socket.reset();
  vi.spyOn(notify, 'success').mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/transaction?kind=contract', () => {
  it('shows the ticket with this perpetual’s position only, and locks its side, mode and leverage', async () => {
    open();
    const form = await screen.findByRole('form', { name: 'Order ticket' });
    await position();
    // The perpetual's order book sits beside the ticket (side by side on a phone too).
    const layout = screen.getByTestId('ticket-with-book');
    expect(within(layout).getByRole('form', { name: 'Order ticket' })).toBe(form);
    expect(await within(layout).findByText('60,010.00')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'ETHUSDT Long' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Positions (1)' })).toBeTruthy();
    expect(within(form).getByText('Set by your open position or orders in this contract')).toBeTruthy();
    expect(within(form).getByRole('spinbutton', { name: 'Leverage' })).toHaveProperty('disabled', true);
    await userEvent.setup().click(within(form).getByRole('radio', { name: 'Sell / Short' }));
    expect(
      within(form).getByText('You hold the other side in this contract: close or reverse it first'),
    ).toBeTruthy();
  });

  it('closes half of a position at market with a key, then places a limit close', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await user.click(within(await position()).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close BTCUSDT' });
    await user.click(within(dialog).getByRole('button', { name: 'Close 50%' }));
    expect(within(dialog).getByRole('textbox', { name: 'Quantity (BTC)' })).toHaveProperty('value', '0.01');
    expect(within(dialog).getByText('0.00 USDT')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close at market' }));
    await waitFor(() => expect(api.callsTo('complete')).toHaveLength(1));
    expect(api.callsTo('complete')[0]).toMatchObject({
      body: { id: 7, quantity: '0.01' },
      key: expect.any(String),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await position()).getByRole('button', { name: 'Limit close' }));
    const limit = await screen.findByRole('dialog', { name: 'Close BTCUSDT' });
    const price = within(limit).getByRole('textbox', { name: 'Limit price (USDT)' });
    await user.clear(price);
    await user.type(price, '63000');
    expect(within(limit).getByText('+60.00 USDT')).toBeTruthy();
    await user.click(within(limit).getByRole('button', { name: 'Place limit close' }));
    await waitFor(() => expect(api.callsTo('limit-complete')).toHaveLength(1));
    expect(api.callsTo('limit-complete')[0]?.body).toEqual({ id: 7, price: '63000' });
  });

  it('sets TP/SL on the right side of the mark and shows a server refusal under its field', async () => {
    const { api } = open({
      answer: (path, call) =>
        path === 'update-profit-loss' && (call.body as { stopLossPrice?: string }).stopLossPrice === '59999'
          ? refusal(1_009_000_007, 'It must be below 59990.', 'stopLossPrice')
          : undefined,
    });
    const user = userEvent.setup();
    await user.click(within(await position()).getByRole('button', { name: 'TP/SL' }));
    const dialog = await screen.findByRole('dialog', { name: 'TP/SL for BTCUSDT' });
    const takeProfit = within(dialog).getByRole('textbox', { name: 'Take-profit price' });
    await user.type(takeProfit, '59000');
    expect(within(dialog).getByText('Must be above 60,000.00')).toBeTruthy();
    await user.clear(takeProfit);
    await user.type(takeProfit, '65000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Stop-loss price' }), '59999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('It must be below 59990.')).toBeTruthy();
    expect(api.callsTo('update-profit-loss')[0]?.body).toEqual({
      id: 7,
      stopProfitPrice: '65000',
      stopLossPrice: '59999',
    });
  });

  it('clears a stop with null and leaves the other one out', async () => {
    const { api } = open({
      positions: [contractPosition({ stopProfitPrice: '65000', stopLossPrice: '55000' })],
    });
    const user = userEvent.setup();
    await user.click(within(await position()).getByRole('button', { name: 'TP/SL' }));
    const dialog = await screen.findByRole('dialog', { name: 'TP/SL for BTCUSDT' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Stop-loss price' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('update-profit-loss')).toHaveLength(1));
    expect(api.callsTo('update-profit-loss')[0]?.body).toEqual({ id: 7, stopLossPrice: null });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Take-profit and stop-loss saved'));
  });

  it('reverses and closes all after a confirmation', async () => {
    const { api } = open();
    const user = userEvent.setup();
    await user.click(within(await position()).getByRole('button', { name: 'Reverse' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Reverse BTCUSDT?' })).getByRole('button', {
        name: 'Reverse',
      }),
    );
    await waitFor(() => expect(api.callsTo('reverse')).toHaveLength(1));
    expect(api.callsTo('reverse')[0]).toMatchObject({ query: { id: '7' }, key: expect.any(String) });
    await user.click(screen.getByRole('button', { name: 'Close all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close all positions?' });
    await user.click(within(confirm).getByRole('button', { name: 'Close all' }));
    await waitFor(() => expect(api.callsTo('close-one-click')).toHaveLength(1));
    expect(api.callsTo('close-one-click')[0]?.body).toEqual({ symbol: 'BTCUSDT' });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Positions closed: 1'));
  });

  it('lists this perpetual’s open orders and cancels one', async () => {
    const pending = contractOrder({
      id: 50,
      orderType: 2,
      price: '55000',
      status: 0,
      dealPrice: null,
      dealTime: null,
    });
    const { api } = open({ positions: [], openOrders: [pending] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Open orders' }));
    const list = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(list).getByText('55,000.00')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Cancel order CO000050' }));
    await waitFor(() => expect(api.callsTo('revoke')).toHaveLength(1));
    expect(api.callsTo('revoke')[0]).toMatchObject({ query: { id: '50' }, key: expect.any(String) });
    expect(
      api.callsTo('page').some((call) => call.query.symbol === 'BTCUSDT' && call.query.scope === 'open'),
    ).toBe(true);
  });
});
