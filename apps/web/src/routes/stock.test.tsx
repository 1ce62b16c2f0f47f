import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { getDataSocket } from '@/lib/data-socket';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { resetMarketState } from '../../test/market-fixtures';
import { renderApp } from '../../test/render-app';
import type { FakeDataSocket } from '../../test/chart-fixtures';
import { refusal } from '../../test/contract-fixtures';
import {
  HOLIDAY_MS,
  IN_SESSION_MS,
  aaplHolding,
  holidaySession,
  stockConfig,
  stockHandlers,
  stockOrder,
} from '../../test/stock-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});
const socket = getDataSocket() as unknown as FakeDataSocket;

function open(path: string, state: Parameters<typeof stockHandlers>[0] = {}, isSignedIn = true) {
  if (isSignedIn) setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = stockHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp(path), api };
}

const ticket = () => screen.findByRole('form', { name: 'Stock order ticket' });
const quantityField = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'Quantity' });

beforeEach(() => {
  resetMarketState();
  socket.reset();
  // The clock the screen reads (sessions, staleness); timers stay real so the app runs as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(IN_SESSION_MS);
  vi.spyOn(notify, 'success').mockReturnValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/stock sessions', () => {
  it('tells a visitor on a holiday that the market is closed and when it opens, in their time zone', async () => {
    vi.setSystemTime(HOLIDAY_MS);
    open('/stock?symbol=AAPL', {}, false);
    // Friday 3 July 2026 (Independence Day observed): it opens Monday 09:30 New York, 14:30 in London (BST).
    // Times carry the zone's short name (BST, or GMT+1 where the language writes London's summer time so).
    expect((await screen.findByTestId('stock-session')).textContent).toMatch(
      /^Closed for Independence Day · opens Mon.*6.*14:30 (BST|GMT\+1)$/,
    );
    expect(
      within(await screen.findByRole('region', { name: 'AAPL' })).getByTestId('stock-last-price').textContent,
    ).toBe('200.00');
    expect(screen.getAllByRole('link', { name: 'Log in to trade' }).length).toBeGreaterThan(0);
    // The list stays under the ticket.
    expect(await screen.findByRole('list', { name: 'Stocks' })).toBeTruthy();
  });

  it("shows a signed-in user the server's session: open until today's close", async () => {
    open('/stock?symbol=AAPL');
    expect((await screen.findByTestId('stock-session')).textContent).toMatch(
      /^Market open · closes 21:00 (BST|GMT\+1)$/,
    );
  });

  it('says plainly when the operator has stocks off, instead of the ticket', async () => {
    open('/stock?symbol=AAPL', { config: stockConfig({ isEnabled: false }) });
    expect(await screen.findByText('Stock trading is switched off')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Stock order ticket' })).toBeNull();
  });
});

describe('/stock ticket', () => {
  it('previews a market buy, confirms exactly what is sent and sends it with an idempotency key', async () => {
    const { api } = open('/stock?symbol=AAPL');
    const user = userEvent.setup();
    const form = await ticket();
    await waitFor(() =>
      expect(within(form).getByTestId('stock-available').textContent).toBe('1,000.00 USDT'),
    );
    await user.type(quantityField(form), '0.5');
    expect(within(form).getByTestId('stock-preview-price').textContent).toBe('200.00');
    expect(within(form).getByTestId('stock-preview-notional').textContent).toBe('100.00 USDT');
    expect(within(form).getByTestId('stock-preview-fee').textContent).toBe('0.10 USDT');
    expect(within(form).getByTestId('stock-preview-total').textContent).toBe('100.10 USDT');
    await user.click(within(form).getByRole('button', { name: 'Buy AAPL' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm order' });
    expect(within(dialog).getByText('Market (last 200.00)')).toBeTruthy();
    expect(within(dialog).getByText('0.5')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('create')).toHaveLength(1));
    expect(api.callsTo('create')[0]).toMatchObject({
      body: { symbol: 'AAPL', orderType: 1, quantity: '0.5' },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Order SO000900 filled'));
    expect(quantityField(form)).toHaveProperty('value', '');
  });

  it('buys by USDT amount, fee included', async () => {
    const { api } = open('/stock?symbol=AAPL');
    const user = userEvent.setup();
    const form = await ticket();
    await user.click(within(form).getByRole('radio', { name: 'USDT' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount to spend' }), '100');
    // 100 USDT at 200 with a 0.1 % fee: 0.4995 shares (99.90 + 0.0999 fee).
    expect(within(form).getByTestId('stock-preview-quantity').textContent).toBe('0.4995');
    await user.click(within(form).getByRole('button', { name: 'Buy AAPL' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.callsTo('create')[0]?.body).toEqual({ symbol: 'AAPL', orderType: 1, amount: '100' }),
    );
  });

  it('refuses what the server would: too many decimals, more than the wallet holds, below the minimum', async () => {
    const { api } = open('/stock?symbol=AAPL', { config: stockConfig({ minAmount: '5' }) });
    const user = userEvent.setup();
    const form = await ticket();
    await waitFor(() =>
      expect(within(form).getByTestId('stock-available').textContent).toBe('1,000.00 USDT'),
    );
    await user.type(quantityField(form), '0.12345');
    expect(await within(form).findByText('At most 4 decimals.')).toBeTruthy();
    await user.clear(quantityField(form));
    await user.type(quantityField(form), '10');
    expect(await within(form).findByText('Not enough USDT in your spot wallet.')).toBeTruthy();
    await user.clear(quantityField(form));
    await user.type(quantityField(form), '0.01');
    expect(await within(form).findByText('The smallest order is 5 USDT.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Buy AAPL' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('allows only limit orders while the market is closed, and shows a refusal by its field', async () => {
    vi.setSystemTime(HOLIDAY_MS);
    const { api } = open('/stock?symbol=AAPL', {
      session: holidaySession(),
      answer: (path) =>
        path === 'create' ? refusal(1_011_000_002, 'The market is closed.', 'orderType', 409) : undefined,
    });
    const user = userEvent.setup();
    const form = await ticket();
    const closed = await within(form).findByRole('button', { name: 'Market closed: limit orders only' });
    expect(closed).toHaveProperty('disabled', true);
    expect(
      within(form).getByText(/^Market orders fill only while the market is open; it opens Mon/),
    ).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: 'Limit' }));
    await user.type(within(form).getByRole('textbox', { name: 'Limit price' }), '190');
    await user.type(quantityField(form), '1');
    expect(within(form).getByTestId('stock-preview-total').textContent).toBe('190.19 USDT');
    await user.click(within(form).getByRole('button', { name: 'Buy AAPL' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.callsTo('create')[0]?.body).toEqual({
        symbol: 'AAPL',
        orderType: 2,
        quantity: '1',
        price: '190',
      }),
    );
    expect(await within(form).findByText('The market is closed.')).toBeTruthy();
  });

  it('sells half of a holding from its card, then the whole of it', async () => {
    const { api } = open('/stock?symbol=AAPL', { holdings: [aaplHolding()] });
    const user = userEvent.setup();
    const holding = await screen.findByRole('article', { name: 'Holding AAPL' });
    expect(within(holding).getByTestId('holding-averageCost').textContent).toBe('150.00');
    expect(within(holding).getByTestId('holding-pnl').textContent).toBe('+100.00 USDT (+33.33%)');
    // The live price revalues it.
    await waitFor(() => expect(socket.topics.has('3:AAPL')).toBe(true));
    socket.push('MARKET', {
      p: 'AAPL',
      type: 3,
      a: '210',
      b: '1',
      pe: '5',
      peA: '10',
      t: IN_SESSION_MS,
      st: 1,
    });
    await waitFor(() =>
      expect(within(holding).getByTestId('holding-pnl').textContent).toBe('+120.00 USDT (+40.00%)'),
    );
    await user.click(within(holding).getByRole('button', { name: 'Sell' }));
    const form = await ticket();
    expect(within(form).getByRole('radio', { name: 'Sell' })).toHaveProperty('checked', true);
    await user.click(within(form).getByRole('button', { name: '50%' }));
    expect(quantityField(form)).toHaveProperty('value', '1');
    expect(within(form).getByTestId('stock-preview-total').textContent).toBe('209.79 USDT');
    await user.click(within(form).getByRole('button', { name: 'Sell AAPL' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.callsTo('complete')[0]?.body).toEqual({ symbol: 'AAPL', orderType: 1, quantity: '1' }),
    );
    await user.click(within(form).getByRole('button', { name: '100%' }));
    await user.click(within(form).getByRole('button', { name: 'Sell AAPL' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm order' });
    expect(within(dialog).getByText('All available (2.0000)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('complete')[1]?.body).toEqual({ symbol: 'AAPL', orderType: 1 }));
  });

  it('cancels a waiting limit order with an idempotency key', async () => {
    const waiting = stockOrder({
      id: 5,
      orderType: 2,
      status: 0,
      price: '180',
      dealPrice: null,
      dealQuantity: null,
      dealAmount: null,
      fee: '0',
      heldAmount: '180.18',
      dealTime: null,
    });
    const { api } = open('/stock?symbol=AAPL', { openOrders: [waiting] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order SO000005' }));
    await waitFor(() =>
      expect(api.callsTo('revoke')[0]).toMatchObject({ body: { id: 5 }, key: expect.any(String) }),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Order SO000005 cancelled'));
    expect(screen.getByRole('link', { name: 'Order SO000005 details' }).getAttribute('href')).toBe(
      '/order/detail/5?kind=stock',
    );
  });
});
