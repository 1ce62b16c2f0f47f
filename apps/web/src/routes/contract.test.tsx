import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_DEBOUNCE_MS } from '@/lib/api-client';
import { getDataSocket } from '@/lib/data-socket';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, fail, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { chartHandlers } from '../../test/chart-fixtures';
import type { FakeDataSocket } from '../../test/chart-fixtures';
import {
  contractHandlers,
  contractPosition,
  contractSpec,
  orderInfo,
  perpetualRow,
  refusal,
} from '../../test/contract-fixtures';

// jsdom has no canvas: the chart library is replaced by a fake (the desktop layout composes the chart).
vi.mock('klinecharts', async () => (await import('../../test/chart-fixtures')).fakeKlineChartsModule);
vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;
const LATER = 2e12;

function open(path: string, state: Parameters<typeof contractHandlers>[0] = {}, isSignedIn = true) {
  if (isSignedIn) setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = contractHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp(path), api };
}

const ticket = () => screen.findByRole('form', { name: 'Order ticket' });
const marketRow = (a: string, mp: string, st = 1) => ({
  p: 'BTCUSDT',
  type: 2,
  a,
  mp,
  b: '1',
  pe: '1',
  peA: '10',
  t: LATER,
  st,
});

beforeEach(() => {
  socket.reset();
  vi.spyOn(notify, 'success').mockReturnValue(undefined);
  vi.spyOn(notify, 'warning').mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/contract', () => {
  it('shows the first perpetual live to a visitor, who is asked to log in to trade', async () => {
    open('/contract', {}, false);
    expect(await screen.findByRole('button', { name: 'Switch contract, now BTC/USDT' })).toBeTruthy();
    expect(screen.getByTestId('contract-last-price').textContent).toBe('60,000.00');
    // Before the first push, the mark the server last had.
    await waitFor(() => expect(screen.getByTestId('contract-mark-price').textContent).toBe('59,990.00'));
    await waitFor(() => expect(socket.topics.has('2:BTCUSDT')).toBe(true));
    socket.push('MARKET', marketRow('60100.5', '60090'));
    // Quotes reach the shared cache entry in batches (data/quotes), so the header follows within a batch.
    await waitFor(() => expect(screen.getByTestId('contract-last-price').textContent).toBe('60,100.50'));
    expect(screen.getByTestId('contract-mark-price').textContent).toBe('60,090.00');
    expect(within(await ticket()).getByRole('link', { name: 'Log in to trade' })).toBeTruthy();
    expect(screen.getByText('Log in to see your positions and orders.')).toBeTruthy();
  });

  it("starts the ticket on the side the address asks for (a chart's Buy / Sell)", async () => {
    const first = open('/contract?symbol=BTCUSDT&side=sell');
    const form = await ticket();
    expect(within(form).getByRole('radio', { name: 'Sell / Short' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('radio', { name: 'Buy / Long' })).toHaveProperty('checked', false);
    first.unmount();
    open('/contract?symbol=BTCUSDT&side=buy');
    expect(within(await ticket()).getByRole('radio', { name: 'Buy / Long' })).toHaveProperty('checked', true);
  });

  it('previews a market long, confirms exactly what is sent and sends it with an idempotency key', async () => {
    const { api } = open('/contract?symbol=BTCUSDT');
    const user = userEvent.setup();
    const form = await ticket();
    expect(await within(form).findByTestId('contract-available')).toHaveProperty(
      'textContent',
      '1,000.00 USDT',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Quantity (BTC)' }), '0.01');
    const preview = within(form).getByRole('region', { name: 'Order preview' });
    expect(within(preview).getByText('600.00 USDT')).toBeTruthy();
    expect(within(preview).getByText('60.00 USDT')).toBeTruthy();
    expect(within(preview).getByText('0.30 USDT')).toBeTruthy();
    expect(within(preview).getByText('60.30 USDT')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Open long' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm order' });
    expect(within(dialog).getByText('BTCUSDT')).toBeTruthy();
    expect(within(dialog).getByText('0.01 BTC')).toBeTruthy();
    expect(within(dialog).getByText('Market (last 60,000.00)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('create')).toHaveLength(1));
    expect(api.callsTo('create')[0]).toMatchObject({
      body: { symbol: 'BTCUSDT', direction: 1, orderType: 1, marginMode: 1, lever: 10, quantity: '0.01' },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Order CO000900 filled'));
    expect(within(form).getByRole('textbox', { name: 'Quantity (BTC)' })).toHaveProperty('value', '');
  });

  it('shows a refusal under the field it names and retries with the same key', async () => {
    const { api } = open('/contract', {
      answer: (path) =>
        path === 'create' ? refusal(1_009_000_001, 'The most allowed is 20×.', 'lever') : undefined,
    });
    const user = userEvent.setup();
    const form = await ticket();
    await user.type(within(form).getByRole('textbox', { name: 'Quantity (BTC)' }), '0.01');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // Identical calls within 300 ms share one request (the API client's debounce): retry after it.
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, REQUEST_DEBOUNCE_MS + 50));
      await user.click(within(form).getByRole('button', { name: 'Open long' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));
      expect(await within(form).findByText('The most allowed is 20×.')).toBeTruthy();
    }
    expect(api.callsTo('create').map((call) => call.key)).toEqual([
      api.callsTo('create')[0]?.key,
      api.callsTo('create')[0]?.key,
    ]);
  });

  it("shows the server's message when staff restricted the account's trading", async () => {
    const error = vi.spyOn(notify, 'error').mockReturnValue(undefined);
    const message = 'Account trading function restricted, please contact customer service.';
    const { api } = open('/contract', {
      answer: (path) => (path === 'create' ? fail(1_003_000_010, message, 403) : undefined),
    });
    const user = userEvent.setup();
    const form = await ticket();
    await user.type(within(form).getByRole('textbox', { name: 'Quantity (BTC)' }), '0.01');
    await user.click(within(form).getByRole('button', { name: 'Open long' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(error).toHaveBeenCalledTimes(1);
    expect(api.callsTo('create')).toHaveLength(1);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('opens by margin with create-specify and prefills a limit price from the last price', async () => {
    const { api } = open('/contract');
    const user = userEvent.setup();
    const form = await ticket();
    await user.click(within(form).getByRole('radio', { name: 'Limit' }));
    expect(within(form).getByRole('textbox', { name: 'Price (USDT)' })).toHaveProperty('value', '60000.00');
    await user.click(within(form).getByRole('radio', { name: 'USDT margin' }));
    await user.type(within(form).getByRole('textbox', { name: 'Margin (USDT)' }), '100');
    await user.click(within(form).getByRole('radio', { name: 'Sell / Short' }));
    await user.click(within(form).getByRole('button', { name: 'Open short' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('create-specify')).toHaveLength(1));
    expect(api.callsTo('create-specify')[0]?.body).toEqual({
      symbol: 'BTCUSDT',
      direction: 2,
      orderType: 2,
      marginMode: 1,
      lever: 10,
      price: '60000',
      earnestMoney: '100',
    });
  });

  it('shows a perpetual’s prices with the decimals of the same coin on spot, and keeps its own tick for input', async () => {
    // The catalogue lists BTCUSDT spot at 2 decimals and its perpetual at a 0.1 tick (as Binance does).
    const coarse = { priceAccuracy: 1 };
    open('/contract?symbol=BTCUSDT', {
      perpetuals: [perpetualRow({ ...coarse, price: '60000.1' })],
      specs: [contractSpec(coarse)],
    });
    server.use(
      http.get(`${API}/market/list/page`, ({ request }) => {
        const type = Number(new URL(request.url).searchParams.get('type'));
        const rows =
          type === 1 ? [perpetualRow({ id: 1, type: 1 })] : [perpetualRow({ ...coarse, price: '60000.1' })];
        return ok({ list: rows, total: rows.length });
      }),
    );
    const user = userEvent.setup();
    const form = await ticket();
    await waitFor(() => expect(screen.getByTestId('contract-last-price').textContent).toBe('60,000.10'));
    await user.click(within(form).getByRole('radio', { name: 'Limit' }));
    const price = within(form).getByRole('textbox', { name: 'Price (USDT)' });
    expect(price).toHaveProperty('value', '60000.1');
    await user.type(price, '5');
    expect(price).toHaveProperty('value', '60000.1');
  });

  it('pauses orders with the reason while the price is stale', async () => {
    open('/contract');
    const form = await ticket();
    await waitFor(() => expect(socket.topics.has('2:BTCUSDT')).toBe(true));
    socket.push('MARKET', marketRow('60000', '60000', 2));
    expect(
      await within(form).findByText(
        'Trading is paused: the price of BTCUSDT is out of date. It resumes when a fresh price arrives.',
      ),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Open long' })).toHaveProperty('disabled', true);
  });

  it('recomputes PnL and ROE on every tick and follows the account push', async () => {
    open('/contract', { positions: [contractPosition()] });
    const card = await screen.findByRole('article', { name: 'BTCUSDT Long' });
    expect(within(card).getByTestId('position-pnl').textContent).toBe('0.00');
    await waitFor(() => expect(socket.topics.has('2:BTCUSDT')).toBe(true));
    socket.push('MARKET', marketRow('61000', '61000'));
    await waitFor(() => expect(within(card).getByTestId('position-pnl').textContent).toBe('+20.00'));
    expect(within(card).getByTestId('position-roe').textContent).toBe('+16.66%');
    socket.push('CONTRACT_ACCOUNT', {
      orderInfo: orderInfo({ available: 880 }),
      positions: [
        {
          id: 7,
          symbol: 'BTCUSDT',
          endPrice: '62000',
          plAmount: '40',
          plRatio: '33.3',
          liquidationPrice: '48000.5',
        },
      ],
      time: LATER + 1,
    });
    expect(within(card).getByTestId('position-pnl').textContent).toBe('+40.00');
    expect(within(card).getByText('48,000.50')).toBeTruthy();
    expect(screen.getByTestId('contract-available').textContent).toBe('880.00 USDT');
  });
});

describe('/contract positions', () => {
  it('reverses every position after a confirmation and names the ones it could not', async () => {
    const { api } = open('/contract', {
      positions: [contractPosition(), contractPosition({ id: 8, symbol: 'ETHUSDT', openPrice: '3000' })],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reverse all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reverse all positions?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reverse all' }));
    await waitFor(() => expect(api.callsTo('reverse-all')).toHaveLength(1));
    expect(api.callsTo('reverse-all')[0]).toMatchObject({ key: expect.any(String) });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Positions reversed: 1'));
    expect(notify.warning).toHaveBeenCalledWith('ETHUSDT was not reversed: it has no live price right now.');
  });
});

describe('contract pushes anywhere in the app', () => {
  it('tells which stop fired and opens the forced-liquidation dialog', async () => {
    open('/contract', { positions: [contractPosition()] });
    await screen.findByRole('article', { name: 'BTCUSDT Long' });
    socket.push('CONTRACT_STOP', {
      positionId: 7,
      orderId: 30,
      symbol: 'BTCUSDT',
      trigger: 2,
      triggerPrice: '65000',
      dealPrice: '65010.5',
      quantity: '0.02',
      plAmount: '100.21',
    });
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Take-profit triggered: BTCUSDT closed at 65,010.50, PnL +100.21 USDT',
      ),
    );
    socket.push('CONTRACT_LIQUIDATION', {
      marginMode: 2,
      positions: [
        {
          positionId: 7,
          symbol: 'BTCUSDT',
          direction: 1,
          quantity: '0.02',
          markPrice: '54216.87',
          dealPrice: '54000',
        },
      ],
      markPrice: '54216.87',
      forfeited: '120',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Forced liquidation' });
    expect(
      within(dialog).getByText('Your BTCUSDT position was liquidated at mark price 54,216.87.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Margin lost: 120.00 USDT')).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('/contract on a desktop', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width: 640px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('puts the chart, the order book and the ticket side by side', async () => {
    server.use(...chartHandlers().handlers.slice(1));
    open('/contract');
    expect(await screen.findByRole('region', { name: 'Chart' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Asks' })).toBeTruthy();
    expect(await ticket()).toBeTruthy();
    await waitFor(() => expect(socket.topics.has('2:BTCUSDT:depth')).toBe(true));
  });
});
