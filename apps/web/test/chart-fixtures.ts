import { act } from '@testing-library/react';
import type {
  CandleTooltipLegendsCustomCallback,
  CandleStyle,
  DataLoader,
  KLineData,
  Period,
  SymbolInfo,
} from 'klinecharts';
import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import type { KlineItem } from '@exchange/contracts/http/market/get-klines';
import type { ServerMessage } from '@exchange/contracts/ws/data-socket';
import { API, http, ok } from './msw-server';

/** A market-list row (the chart's instrument), BTCUSDT as a live coin unless overridden. */
export function instrumentRow(overrides: Partial<MarketListRow> = {}): MarketListRow {
  return {
    id: 1,
    symbol: 'BTCUSDT',
    displayName: 'Bitcoin',
    logo: '',
    plate: 'main',
    type: 1,
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    priceAccuracy: 2,
    transactionAccuracy: 4,
    tradingHours: null,
    isOpen: true,
    price: '64000.5',
    change: '1200.25',
    changeRate: '1.91',
    high24h: '65000',
    low24h: '62000',
    volume24h: '1234.5',
    status: 1,
    ...overrides,
  };
}

export const ethRow = instrumentRow({
  id: 2,
  symbol: 'ETHUSDT',
  displayName: 'Ethereum',
  baseAsset: 'ETH',
  price: '3200.1',
  change: '-20',
  changeRate: '-0.62',
});

export const KLINE_START_MS = Date.UTC(2026, 0, 15, 8, 0);
const HALF_HOUR_MS = 30 * 60_000;

/** `count` ascending candles from {@link KLINE_START_MS}, 30 minutes apart. */
export function klineItems(count: number, start = KLINE_START_MS, stepMs = HALF_HOUR_MS): KlineItem[] {
  return Array.from({ length: count }, (_, index) => {
    const open = 64_000 + index;
    return {
      t: start + index * stepMs,
      o: String(open),
      h: String(open + 5),
      l: String(open - 5),
      c: String(open + 1),
      v: '1.5',
    };
  });
}

export const depthSnapshot = {
  p: 'BTCUSDT',
  type: 1,
  a: [
    ['64001', '0.5'],
    ['64002', '1.25'],
  ] as [string, string][],
  b: [
    ['64000', '2'],
    ['63999', '0.75'],
  ] as [string, string][],
  t: 1,
};

/** What the chart screen asks the server for, with the requests recorded. */
export function chartHandlers(options: { rows?: MarketListRow[]; klines?: KlineItem[] } = {}) {
  const rows = options.rows ?? [instrumentRow(), ethRow];
  const requests = { klines: [] as URLSearchParams[], markets: [] as URLSearchParams[] };
  const handlers = [
    http.get(`${API}/market/list/page`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.markets.push(query);
      const type = Number(query.get('type') ?? 1);
      const search = (query.get('symbol') ?? '').toUpperCase();
      const list = rows.filter(
        (row) => row.type === type && (search === '' || row.symbol.includes(search.replace('/', ''))),
      );
      return ok({ list, total: list.length });
    }),
    http.get(`${API}/market/kline/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.klines.push(query);
      return ok(query.get('endTime') ? [] : (options.klines ?? klineItems(3)));
    }),
    http.get(`${API}/market/depth`, () => ok(depthSnapshot)),
  ];
  return { handlers, requests };
}

type PushType = ServerMessage['type'];

/** The data socket as the chart uses it, with the topics it holds and a way to push frames. */
export class FakeDataSocket {
  readonly topics = new Set<string>();
  readonly frames: { type: 'SUB' | 'UNSUB'; data: string[] }[] = [];
  holders = 0;
  private readonly handlers = new Map<PushType, Set<(data: unknown) => void>>();

  retain(): () => void {
    this.holders += 1;
    return () => {
      this.holders -= 1;
    };
  }

  subscribe(topics: readonly string[]): void {
    for (const topic of topics) this.topics.add(topic);
    this.frames.push({ type: 'SUB', data: [...topics] });
  }

  unsubscribe(topics: readonly string[]): void {
    for (const topic of topics) this.topics.delete(topic);
    this.frames.push({ type: 'UNSUB', data: [...topics] });
  }

  private readonly holds = new Map<string, number>();

  /** Counted like the real socket's: SUB for the first holder of a topic, UNSUB when the last one lets go. */
  acquireTopics(topics: readonly string[]): void {
    const added = topics.filter((topic) => {
      this.holds.set(topic, (this.holds.get(topic) ?? 0) + 1);
      return this.holds.get(topic) === 1;
    });
    if (added.length > 0) this.subscribe(added);
  }

  releaseTopics(topics: readonly string[]): void {
    const dropped = topics.filter((topic) => {
      const count = (this.holds.get(topic) ?? 1) - 1;
      if (count > 0) this.holds.set(topic, count);
      else this.holds.delete(topic);
      return count <= 0;
    });
    if (dropped.length > 0) this.unsubscribe(dropped);
  }

  holdTopics(topics: readonly string[]): () => void {
    this.acquireTopics(topics);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.releaseTopics(topics);
    };
  }

  onMessage(type: PushType, handler: (data: unknown) => void): () => void {
    const set = this.handlers.get(type) ?? new Set();
    set.add(handler);
    this.handlers.set(type, set);
    return () => set.delete(handler);
  }

  push<T extends PushType>(type: T, data: Extract<ServerMessage, { type: T }>['data']): void {
    act(() => {
      for (const handler of this.handlers.get(type) ?? []) handler(data);
    });
  }

  reset(): void {
    this.topics.clear();
    this.holds.clear();
    this.frames.length = 0;
    this.handlers.clear();
    this.holders = 0;
  }
}

/** The colours of indicator lines the fake chart reports (KLineChart's defaults). */
export const FAKE_LINE_COLORS = ['#FF9600', '#935EBD', '#1677FF'];

interface FakeIndicator {
  id: string;
  name: string;
  paneId: string;
  createTooltipDataSource?: unknown;
  visible: boolean;
  figures: { key: string; title: string; type: string }[];
  result: Record<string, number>[];
}

/**
 * A stand-in for a KLineChart instance (jsdom has no canvas): it drives the data loader the way the library does
 * (a new symbol or period resets the data and asks for the bars again) and records what the app told it.
 * `paint(index)` calls the candle tooltip's legend template as the library's paint does, with that bar as the one
 * under the crosshair; an MA's one line ("MA5") is the bar's close.
 */
export class FakeChart {
  dataLoader: DataLoader | null = null;
  symbol: SymbolInfo | null = null;
  period: Period | null = null;
  timezone = '';
  locale = '';
  bars: KLineData[] = [];
  indicators: FakeIndicator[] = [];
  legendTemplate: CandleTooltipLegendsCustomCallback | null = null;
  offsetRightDistance = 80;
  barSpace = 10;

  setDataLoader(loader: DataLoader) {
    this.dataLoader = loader;
    this.reset();
  }
  setSymbol(symbol: SymbolInfo) {
    this.symbol = symbol;
    this.reset();
  }
  setPeriod(period: Period) {
    this.period = period;
    this.reset();
  }
  setTimezone(timezone: string) {
    this.timezone = timezone;
  }
  setLocale(locale: string) {
    this.locale = locale;
  }
  setStyles(styles: unknown) {
    if (typeof styles !== 'object' || styles === null) return;
    const template = (styles as { candle?: { tooltip?: { legend?: { template?: unknown } } } }).candle
      ?.tooltip?.legend?.template;
    if (typeof template === 'function') this.legendTemplate = template as CandleTooltipLegendsCustomCallback;
  }
  getStyles() {
    return { indicator: { lines: FAKE_LINE_COLORS.map((color) => ({ color })) } };
  }
  setOffsetRightDistance(distance: number) {
    this.offsetRightDistance = distance;
  }
  setBarSpace(space: number) {
    this.barSpace = space;
  }
  getBarSpace() {
    return {
      bar: this.barSpace,
      halfBar: this.barSpace / 2,
      gapBar: this.barSpace,
      halfGapBar: this.barSpace / 2,
    };
  }
  subscribeAction() {}
  overrideYAxis() {}
  getDataList() {
    return this.bars;
  }
  resize() {}
  getIndicators(filter: { paneId?: string } = {}) {
    const shown = this.indicators.filter(
      (indicator) => filter.paneId === undefined || indicator.paneId === filter.paneId,
    );
    for (const indicator of shown)
      if (indicator.name === 'MA') indicator.result = this.bars.map((bar) => ({ ma1: bar.close }));
    return shown;
  }
  createIndicator(indicator: {
    id: string;
    name: string;
    paneId: string;
    createTooltipDataSource?: unknown;
  }) {
    const figures = indicator.name === 'MA' ? [{ key: 'ma1', title: 'MA5: ', type: 'line' }] : [];
    this.indicators.push({ ...indicator, visible: true, figures, result: [] });
    return indicator.id;
  }
  /** One paint of the candle pane with the crosshair on bar `index` (the newest by default). */
  paint(index = this.bars.length - 1) {
    const current = this.bars[index];
    if (!current) return;
    const data = { prev: this.bars[index - 1] ?? null, current, next: this.bars[index + 1] ?? null };
    act(() => {
      this.legendTemplate?.(data, {} as CandleStyle);
    });
  }
  removeIndicator({ id }: { id: string }) {
    this.indicators = this.indicators.filter((indicator) => indicator.id !== id);
    return true;
  }

  private reset() {
    this.dataLoader?.unsubscribeBar?.({ symbol: this.symbol as SymbolInfo, period: this.period as Period });
    if (!this.dataLoader || !this.symbol || !this.period) return;
    const symbol = this.symbol;
    const period = this.period;
    void this.dataLoader.getBars({
      type: 'init',
      timestamp: null,
      symbol,
      period,
      callback: (bars) => {
        this.bars = [...bars];
        this.dataLoader?.subscribeBar?.({
          symbol,
          period,
          callback: (bar) => {
            const last = this.bars.at(-1);
            if (last && last.timestamp === bar.timestamp) this.bars[this.bars.length - 1] = bar;
            else if (!last || bar.timestamp > last.timestamp) this.bars.push(bar);
          },
        });
      },
    });
  }
}

/** Charts the fake `klinecharts` module created, newest last. */
export const fakeCharts: FakeChart[] = [];

/** The `klinecharts` module as the chart component loads it (`vi.mock('klinecharts', ...)`), backed by fakes. */
export const fakeKlineChartsModule = {
  init: () => {
    const chart = new FakeChart();
    fakeCharts.push(chart);
    return chart;
  },
  dispose: () => undefined,
  registerLocale: () => undefined,
};
