import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import { ws } from 'msw';
import { resetQuoteFeeds } from '@/data/quotes/quote-feed';
import { useMarketViewStore } from '@/features/market/stores/market-view-store';
import { useRecentSearchStore } from '@/features/market/stores/recent-search-store';
import { API, http, ok } from './msw-server';

const US_EQUITY_HOURS = {
  timezone: 'America/New_York',
  open: '09:30',
  close: '16:00',
  days: [1, 2, 3, 4, 5],
};

let nextId = 1;

/** A market-list row as the server sends it; coin BTCUSDT unless overridden. */
export function marketRow(overrides: Partial<MarketListRow> = {}): MarketListRow {
  const symbol = overrides.symbol ?? 'BTCUSDT';
  const baseAsset = overrides.baseAsset ?? symbol.replace(/USDT$/, '');
  return {
    id: nextId++,
    symbol,
    displayName: baseAsset,
    logo: '',
    plate: 'mainstream',
    type: 1,
    baseAsset,
    quoteAsset: 'USDT',
    priceAccuracy: 2,
    transactionAccuracy: 4,
    tradingHours: null,
    isOpen: true,
    price: '100.00',
    change: '1.00',
    changeRate: '1.00',
    high24h: '101.00',
    low24h: '99.00',
    volume24h: '1000',
    status: 1,
    ...overrides,
  };
}

export function stockRow(overrides: Partial<MarketListRow> = {}): MarketListRow {
  const symbol = overrides.symbol ?? 'AAPL';
  return marketRow({
    symbol,
    baseAsset: symbol,
    quoteAsset: 'USD',
    displayName: symbol,
    plate: 'technology',
    type: 3,
    tradingHours: US_EQUITY_HOURS,
    ...overrides,
  });
}

/** The coin tab of a small market: BTC up, ETH down, SOL without a price yet, DOGE stale. */
export function coinRows(): MarketListRow[] {
  return [
    marketRow({
      symbol: 'BTCUSDT',
      displayName: 'Bitcoin',
      price: '91500.12',
      change: '1500.5',
      changeRate: '1.67',
      volume24h: '20000',
    }),
    marketRow({
      symbol: 'ETHUSDT',
      displayName: 'Ethereum',
      price: '3050.5',
      change: '-40.1',
      changeRate: '-1.30',
      volume24h: '300000',
    }),
    marketRow({
      symbol: 'SOLUSDT',
      displayName: 'Solana',
      plate: 'layer1',
      price: null,
      change: null,
      changeRate: null,
      high24h: null,
      low24h: null,
      volume24h: null,
      status: 0,
    }),
    marketRow({
      symbol: 'DOGEUSDT',
      displayName: 'Dogecoin',
      plate: 'meme',
      priceAccuracy: 5,
      price: '0.152345',
      change: '0.001',
      changeRate: '0.66',
      status: 2,
    }),
  ];
}

export interface MarketRequests {
  /** Query strings of every market-list request, in order. */
  lists: URLSearchParams[];
  /** Query strings of every sparkline request, in order. */
  sparklines: URLSearchParams[];
}

/** 24 hourly closes ending at the row's price: rising for a row that is up, falling for one that is down. */
export function sparklineCloses(row: MarketListRow): string[] {
  if (row.price === null) return [];
  const price = Number(row.price);
  const slope = row.changeRate?.startsWith('-') ? 0.001 : -0.001;
  return Array.from({ length: 24 }, (_, index) => String(price * (1 + slope * (23 - index))));
}

/** Market endpoints answering from `rowsByType` (filtered by plate and symbol like the server). */
export function marketHandlers(
  rowsByType: Record<number, MarketListRow[]>,
  options: { isDemo?: boolean } = {},
) {
  const requests: MarketRequests = { lists: [], sparklines: [] };
  const handlers = [
    http.get(`${API}/market/list/page`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.lists.push(query);
      const symbol = (query.get('symbol') ?? '').toLowerCase();
      const list = (rowsByType[Number(query.get('type') ?? 1)] ?? [])
        .filter((row) => !query.get('plate') || row.plate === query.get('plate'))
        .filter((row) => !symbol || `${row.symbol} ${row.displayName}`.toLowerCase().includes(symbol));
      return ok({ list, total: list.length });
    }),
    http.get(`${API}/market/sparklines`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.sparklines.push(query);
      const rows = rowsByType[Number(query.get('type') ?? 1)] ?? [];
      return ok(rows.map((row) => ({ symbol: row.symbol, closes: sparklineCloses(row) })));
    }),
    http.get(`${API}/market/plate/list`, ({ request }) => {
      const type = Number(new URL(request.url).searchParams.get('type') ?? 1);
      return ok([...new Set((rowsByType[type] ?? []).map((row) => row.plate))]);
    }),
    http.get(`${API}/market/feed/status`, () =>
      ok({
        source: options.isDemo ? 'simulated' : 'binance',
        isDemo: options.isDemo ?? false,
        lastTickTime: null,
      }),
    ),
  ];
  return { handlers, requests };
}

/** Favourites kept in memory like the server does, per category. */
export function favouriteHandlers(rowsByType: Record<number, MarketListRow[]>) {
  const favourites = new Map<number, number[]>();
  const calls: { path: string; body: unknown }[] = [];
  const change = (path: string, update: (ids: number[], id: number) => number[]) =>
    http.post(`${API}/market/favourite/${path}`, async ({ request }) => {
      const body = (await request.json()) as { category: number; instrumentId: number };
      calls.push({ path, body });
      favourites.set(body.category, update(favourites.get(body.category) ?? [], body.instrumentId));
      return ok(true);
    });
  const handlers = [
    http.get(`${API}/market/favourite/page`, ({ request }) => {
      const category = Number(new URL(request.url).searchParams.get('category'));
      const ids = favourites.get(category) ?? [];
      const list = ids.flatMap((id) => (rowsByType[category] ?? []).filter((row) => row.id === id));
      return ok({ list, total: list.length });
    }),
    change('add', (ids, id) => (ids.includes(id) ? ids : [id, ...ids])),
    change('delete', (ids, id) => ids.filter((entry) => entry !== id)),
  ];
  return { handlers, calls, favourites };
}

/**
 * A data socket that says READY, records SUB/UNSUB frames and lets the test push MARKET rows to whoever is
 * connected.
 */
export function fakeDataSocket() {
  const link = ws.link('ws://localhost:3000/app-websocket');
  const frames: { type: string; data: unknown }[] = [];
  const clients: { send: (data: string) => void }[] = [];
  const handler = link.addEventListener('connection', ({ client }) => {
    clients.push(client);
    client.send(
      JSON.stringify({ type: 'READY', data: { socketId: 's', version: 1, isAuthenticated: false } }),
    );
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data !== 'ping') frames.push(JSON.parse(event.data));
    });
  });
  const subscribed = () => {
    const topics = new Set<string>();
    for (const frame of frames) {
      if (frame.type !== 'SUB' && frame.type !== 'UNSUB') continue;
      for (const topic of frame.data as string[]) {
        if (frame.type === 'SUB') topics.add(topic);
        else topics.delete(topic);
      }
    }
    return topics;
  };
  const push = (row: Record<string, unknown>) => {
    for (const client of clients) client.send(JSON.stringify({ type: 'MARKET', data: row }));
  };
  return { handler, frames, subscribed, push };
}

const initialView = useMarketViewStore.getState();

/** Forgets what earlier tests left in the market stores and the socket subscriptions. */
export function resetMarketState(): void {
  resetQuoteFeeds();
  useMarketViewStore.setState(initialView, true);
  useRecentSearchStore.setState({ terms: [] });
}
