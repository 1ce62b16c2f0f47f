import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../test/english';
import { getDataSocket } from '@/lib/data-socket';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import {
  CHART_SETTINGS_STORAGE_KEY,
  DEFAULT_CHART_SETTINGS,
  useChartSettingsStore,
} from '@/features/chart/stores/chart-settings-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import {
  KLINE_START_MS,
  chartHandlers,
  fakeCharts,
  instrumentRow,
  klineItems,
} from '../../test/chart-fixtures';
import type { FakeDataSocket } from '../../test/chart-fixtures';

// jsdom has no canvas: the chart library is replaced by a fake that drives the data loader like the real one.
vi.mock('klinecharts', async () => (await import('../../test/chart-fixtures')).fakeKlineChartsModule);
vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;
const latestChart = () => {
  const chart = fakeCharts.at(-1);
  if (!chart) throw new Error('no chart was created');
  return chart;
};
const lastClose = () => latestChart().bars.at(-1)?.close;

function open(path: string, options: Parameters<typeof chartHandlers>[0] = {}) {
  const { handlers, requests } = chartHandlers(options);
  // Earlier handlers answer first: the screen's market data before the shared (empty) market.
  server.use(...handlers, ...referenceHandlers());
  return { ...renderApp(path), requests };
}

beforeEach(() => {
  socket.reset();
  fakeCharts.length = 0;
  useChartSettingsStore.setState(DEFAULT_CHART_SETTINGS);
});

describe('chart screen', () => {
  it('opens the first coin of the market list with its quote, candles, indicators and live topics', async () => {
    const { router, requests } = open('/chart');
    await waitFor(() => expect(router.state.location.search).toBe('?symbol=BTCUSDT&type=1'));
    expect(await screen.findByRole('button', { name: 'Switch instrument, now BTC/USDT' })).toBeTruthy();
    expect(screen.getByText('Bitcoin')).toBeTruthy();
    expect(screen.getByTestId('last-price').textContent).toBe('64,000.50');
    expect(screen.getByText('+1,200.25 +1.91%')).toBeTruthy();
    expect(screen.getByText('65,000.00')).toBeTruthy();
    await waitFor(() => expect(latestChart().bars).toHaveLength(3));
    const query = Object.fromEntries(requests.klines[0] ?? []);
    expect(query).toEqual({ type: '1', symbol: 'BTCUSDT', interval: '30', limit: '500' });
    expect(latestChart().period).toEqual({ type: 'minute', span: 30 });
    expect(latestChart().symbol).toMatchObject({ ticker: 'BTC/USDT', pricePrecision: 2, volumePrecision: 4 });
    expect(latestChart().timezone).toBe('Europe/London');
    expect(latestChart().indicators.map((indicator) => indicator.id)).toEqual(['main_MA', 'sub_VOL']);
    expect(latestChart().bars[0]).toEqual({
      timestamp: KLINE_START_MS,
      open: 64000,
      high: 64005,
      low: 63995,
      close: 64001,
      volume: 1.5,
    });
    await waitFor(() => expect([...socket.topics].sort()).toEqual(['1:BTCUSDT', '1:BTCUSDT:kline:30']));
    // On a phone the book is a tab: it is loaded and followed while shown.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Depth' }));
    await waitFor(() => expect(socket.topics.has('1:BTCUSDT:depth')).toBe(true));
  });

  it('switches interval, follows the new candle topic and remembers the choice', async () => {
    const { requests, unmount } = open('/chart?symbol=BTCUSDT&type=1');
    const user = userEvent.setup();
    await waitFor(() => expect(latestChart().bars).toHaveLength(3));
    expect(screen.getByRole('button', { name: '30m' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '1H' }));
    await waitFor(() => expect(requests.klines.at(-1)?.get('interval')).toBe('60'));
    await waitFor(() => expect(latestChart().period).toEqual({ type: 'hour', span: 1 }));
    await waitFor(() => expect(socket.topics.has('1:BTCUSDT:kline:60')).toBe(true));
    expect(socket.topics.has('1:BTCUSDT:kline:30')).toBe(false);
    expect(window.localStorage.getItem(CHART_SETTINGS_STORAGE_KEY)).toContain('"interval":"60"');
    for (const label of ['1m', '5m', '15m', '2H', '4H', '1D', '1W', '1M', '1Y'])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();

    unmount();
    const again = open('/chart?symbol=BTCUSDT&type=1');
    await waitFor(() => expect(again.requests.klines[0]?.get('interval')).toBe('60'));
  });

  it('toggles indicators on the chart', async () => {
    open('/chart?symbol=BTCUSDT&type=1');
    const user = userEvent.setup();
    await waitFor(() => expect(latestChart().indicators).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Indicators' }));
    await user.click(await screen.findByRole('button', { name: 'BOLL' }));
    await user.click(screen.getByRole('button', { name: 'VOL' }));
    await user.click(screen.getByRole('button', { name: 'MACD' }));
    await waitFor(() =>
      expect(
        latestChart()
          .indicators.map((indicator) => indicator.id)
          .sort(),
      ).toEqual(['main_BOLL', 'main_MA', 'sub_MACD']),
    );
  });

  it('applies live candles, quotes and order-book pushes', async () => {
    open('/chart?symbol=BTCUSDT&type=1');
    const user = userEvent.setup();
    await waitFor(() => expect(latestChart().bars).toHaveLength(3));
    await waitFor(() => expect(socket.topics.size).toBe(2));
    const lastOpen = KLINE_START_MS + 2 * 30 * 60_000;
    const candle = {
      s: 'BTCUSDT',
      type: 1,
      interval: '30' as const,
      ts: lastOpen + 5,
      o: '1',
      h: '2',
      l: '1',
      v: '3',
    };
    socket.push('KLINE', { ...candle, t: lastOpen, c: '64050' });
    expect(latestChart().bars).toHaveLength(3);
    expect(lastClose()).toBe(64050);
    socket.push('KLINE', { ...candle, t: lastOpen + 30 * 60_000, c: '64060' });
    expect(latestChart().bars).toHaveLength(4);
    socket.push('KLINE', { ...candle, interval: '5', t: lastOpen + 60 * 60_000, c: '1' });
    expect(latestChart().bars).toHaveLength(4);

    const market = { p: 'BTCUSDT', type: 1, a: '64100.5', b: '2000', pe: '-0.5', peA: '-320', t: 10, st: 1 };
    socket.push('MARKET', market);
    // Quotes reach the shared cache entry in batches (data/quotes), so the header follows within a batch.
    await waitFor(() => expect(screen.getByTestId('last-price').textContent).toBe('64,100.50'));
    expect(screen.getByText('-320.00 -0.50%')).toBeTruthy();
    expect(screen.queryByText(en.chart.stale)).toBeNull();
    socket.push('MARKET', { ...market, t: 11, st: 2 });
    expect(await screen.findByText(en.chart.stale)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Depth' }));
    const asks = await screen.findByRole('list', { name: 'Asks' });
    expect(
      within(asks)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['64,002.001.25001.7500', '64,001.000.50000.5000']);
    const bids = screen.getByRole('list', { name: 'Bids' });
    expect(
      within(bids)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['64,000.002.00002.0000', '63,999.000.75002.7500']);
    expect(screen.getByTestId('depth-spread').textContent).toBe('1.00 (0.00%)');
    socket.push('DEPTH', { p: 'BTCUSDT', type: 1, a: [['64010', '1']], b: [['64005', '3']], t: 20 });
    expect(within(screen.getByRole('list', { name: 'Asks' })).getByText('64,010.00')).toBeTruthy();
    expect(screen.getByTestId('depth-spread').textContent).toBe('5.00 (0.01%)');
  });

  it('follows the chart time zone preference', async () => {
    open('/chart?symbol=BTCUSDT&type=1');
    await waitFor(() => expect(latestChart().timezone).toBe('Europe/London'));
    expect(screen.getByTestId('chart-time-zone').textContent).toMatch(/^Time zone: London \(GMT/);
    act(() => usePreferencesStore.getState().setTimeZone('Asia/Tokyo'));
    await waitFor(() => expect(latestChart().timezone).toBe('Asia/Tokyo'));
    expect(screen.getByTestId('chart-time-zone').textContent).toBe('Time zone: Tokyo (GMT+9)');
    expect(screen.getByTestId('chart-time-zone').getAttribute('href')).toBe('/timezoneselector');
  });

  it('shows an error with a retry when the candles cannot be loaded', async () => {
    let calls = 0;
    open('/chart?symbol=BTCUSDT&type=1');
    // Added after the screen's handlers, so it answers first.
    server.use(
      http.get(`${API}/market/kline/list`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 500, msg: 'boom', data: null }, { status: 500 })
          : ok(klineItems(2));
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(latestChart().bars).toHaveLength(2));
    expect(screen.queryByRole('button', { name: en.common.retry })).toBeNull();
  });

  it('says so when there are no candles, when a stock market is closed, and when a symbol is not listed', async () => {
    const stock = instrumentRow({
      id: 9,
      symbol: 'AAPL',
      displayName: 'Apple Inc.',
      baseAsset: 'AAPL',
      quoteAsset: 'USD',
      type: 3,
      isOpen: false,
    });
    const first = open('/chart?symbol=BTCUSDT&type=1', { klines: [] });
    expect(await screen.findByText(en.chart.noCandles)).toBeTruthy();
    first.unmount();

    const second = open('/chart?symbol=AAPL&type=3', { rows: [stock], klines: [] });
    // The header's badge and the chart's empty state.
    await waitFor(() => expect(screen.getAllByText(en.chart.marketClosed)).toHaveLength(2));
    second.unmount();

    open('/chart?symbol=NOPE1&type=1');
    expect(await screen.findByText('NOPE1 is not listed.')).toBeTruthy();
  });

  it('switches instrument from the sheet, searching the market list', async () => {
    const { router, requests } = open('/chart?symbol=BTCUSDT&type=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch instrument, now BTC/USDT' }));
    const sheet = await screen.findByRole('dialog', { name: en.chart.chooseInstrument });
    await user.type(within(sheet).getByRole('searchbox', { name: en.chart.searchInstruments }), 'eth');
    await waitFor(() => expect(requests.markets.some((query) => query.get('symbol') === 'eth')).toBe(true));
    await waitFor(() => expect(within(sheet).queryByText('BTC/USDT')).toBeNull());
    await user.click(within(sheet).getByRole('button', { name: /ETH\/USDT/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?symbol=ETHUSDT&type=1'));
    expect(await screen.findByRole('button', { name: 'Switch instrument, now ETH/USDT' })).toBeTruthy();
    await waitFor(() => expect(requests.klines.at(-1)?.get('symbol')).toBe('ETHUSDT'));
    await waitFor(() => expect(socket.topics.has('1:ETHUSDT:kline:30')).toBe(true));
    expect(socket.topics.has('1:BTCUSDT:kline:30')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('chart screen on a desktop', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width: 640px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    // The market pane is virtualised: give its scroll box a size (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(240);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the instruments of the type live beside the chart and the book, and switches on a click', async () => {
    const { router } = open('/chart?symbol=BTCUSDT&type=1');
    const user = userEvent.setup();
    const pane = await screen.findByRole('region', { name: en.chart.markets });
    const eth = await within(pane).findByRole('button', { name: /ETH\/USDT/ });
    expect(eth.textContent).toContain('3,200.10');
    expect(await screen.findByRole('list', { name: 'Asks' })).toBeTruthy();
    await waitFor(() => expect(socket.topics.has('1:ETHUSDT')).toBe(true));
    socket.push('MARKET', { p: 'ETHUSDT', type: 1, a: '3300.25', b: '1', pe: '2.5', peA: '80', t: 5, st: 1 });
    await waitFor(() => expect(eth.textContent).toContain('3,300.25'));
    expect(eth.textContent).toContain('+2.50%');
    await user.click(eth);
    await waitFor(() => expect(router.state.location.search).toBe('?symbol=ETHUSDT&type=1'));
    expect(await screen.findByRole('button', { name: 'Switch instrument, now ETH/USDT' })).toBeTruthy();
    expect(socket.topics.has('1:BTCUSDT')).toBe(true);
  });
});
