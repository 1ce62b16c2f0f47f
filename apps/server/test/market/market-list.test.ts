import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, QuoteStatus } from '@exchange/contracts';
import { INSTRUMENTS } from '@exchange/contracts/reference/index';
import { marketRuntimeOf } from '../../src/modules/market/market-state';
import type { Quote } from '../../src/modules/market/quote-lookup';
import { call } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import { listedSymbols, marketPage, setClock } from './market-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const COUNTS = { coin: 22, contract: 22, stock: 20, fastContract: 5 };

describe('market list: content and paging', () => {
  it('lists every seeded instrument per type, in sort order, without prices until the source sends one', async () => {
    expect((await listedSymbols(t, 1)).length).toBe(COUNTS.coin);
    expect((await listedSymbols(t, 2)).length).toBe(COUNTS.contract);
    expect((await listedSymbols(t, 3)).length).toBe(COUNTS.stock);
    expect(await listedSymbols(t, 5)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BNBUSDT', 'XRPUSDT']);
    expect((await listedSymbols(t, 2)).slice(0, 2)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(await listedSymbols(t, 2)).toContain('1000SHIBUSDT');

    const result = await marketPage(t);
    expect(result.status).toBe(200);
    expect(result.data.total).toBe(COUNTS.coin);
    expect(result.data.list[0]).toEqual({
      id: expect.any(Number),
      symbol: 'BTCUSDT',
      displayName: 'Bitcoin',
      logo: '',
      plate: 'mainstream',
      type: 1,
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      priceAccuracy: 2,
      transactionAccuracy: 5,
      tradingHours: null,
      isOpen: true,
      price: null,
      change: null,
      changeRate: null,
      high24h: null,
      low24h: null,
      volume24h: null,
      status: QuoteStatus.noPrice,
    });
  });

  it('pages with the default size 15, any size up to 200, and an empty page past the end', async () => {
    const first = await marketPage(t, { type: 1 });
    const second = await marketPage(t, { type: 1, pageNo: 2 });
    const third = await marketPage(t, { type: 1, pageNo: 3 });
    expect(first.data.list).toHaveLength(15);
    expect(second.data.list).toHaveLength(COUNTS.coin - 15);
    expect(third.data).toEqual({ list: [], total: COUNTS.coin });
    const all = await marketPage(t, { type: 1, pageSize: 200 });
    expect(all.data.list.map((row) => row.symbol)).toEqual(
      [...first.data.list, ...second.data.list].map((row) => row.symbol),
    );
    expect(
      (await marketPage(t, { type: 3, pageSize: 4, pageNo: 2 })).data.list.map((row) => row.symbol),
    ).toEqual(['AMZN', 'META', 'AVGO', 'TSLA']);
  });

  it('refuses page, size and type out of range, each naming the field', async () => {
    for (const [query, field] of [
      [{ pageSize: 201 }, 'pageSize'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageNo: 0 }, 'pageNo'],
      [{ pageNo: 'x' }, 'pageNo'],
      [{ type: 4 }, 'type'],
      [{ type: 6 }, 'type'],
      [{ symbol: 'x'.repeat(21) }, 'symbol'],
      [{ plate: 'p'.repeat(33) }, 'plate'],
      [{ priceSort: 3 }, 'priceSort'],
      [{ isAdmin: 1 }, 'isAdmin'],
    ] as const) {
      const result = await marketPage(t, query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(result.code).toBe(ErrorCodes.BAD_REQUEST.code);
      expect(result.data).toMatchObject({ field });
    }
  });
});

describe('market list: search and plates', () => {
  const search = async (symbol: string, type = 1) =>
    (await marketPage(t, { type, symbol, pageSize: 200 })).data.list.map((row) => row.symbol);

  it('searches symbol, base asset and name, case-insensitively, with or without a separator', async () => {
    expect(await search('btc')).toEqual(['BTCUSDT']);
    expect(await search('BTC/usdt')).toEqual(['BTCUSDT']);
    expect(await search('bitcoin')).toEqual(['BTCUSDT', 'BCHUSDT']);
    expect(await search('Solana')).toEqual(['SOLUSDT']);
    expect(await search('apple', 3)).toEqual(['AAPL']);
    expect(await search('brk.b', 3)).toEqual(['BRK.B']);
    expect(await search('shib', 2)).toEqual(['1000SHIBUSDT']);
    expect(await search('zzz')).toEqual([]);
    expect((await search('  ')).length).toBe(COUNTS.coin);
    const counted = await marketPage(t, { symbol: 'usdt', pageSize: 5 });
    expect(counted.data.total).toBe(COUNTS.coin);
  });

  it('filters by plate (case-insensitive) and combines the filter with search', async () => {
    const plate = async (name: string, extra: Record<string, string> = {}) =>
      (await marketPage(t, { type: 1, plate: name, pageSize: 200, ...extra })).data.list.map(
        (row) => row.symbol,
      );
    expect(await plate('layer2')).toEqual(['ARBUSDT', 'OPUSDT', 'POLUSDT']);
    expect(await plate('MEME')).toEqual(['DOGEUSDT', 'SHIBUSDT']);
    expect(await plate('payments', { symbol: 'bitcoin' })).toEqual(['BCHUSDT']);
    expect(await plate('nothing')).toEqual([]);
  });

  it('lists the plates of a type once each, in list order, for the filter chips', async () => {
    const plates = async (query: Record<string, number>) =>
      (await call<string[]>(t.app, 'GET', 'market/plate/list', { query })).data;
    expect(await plates({})).toEqual(['mainstream', 'layer1', 'payments', 'meme', 'defi', 'layer2']);
    expect(await plates({ type: 3 })).toEqual(['technology', 'consumer', 'finance', 'healthcare', 'energy']);
    expect(await plates({ type: 5 })).toEqual(['mainstream', 'layer1', 'payments']);
    expect((await call(t.app, 'GET', 'market/plate/list', { query: { type: 7 } })).data).toMatchObject({
      field: 'type',
    });
  });
});

describe('market list: sorting', () => {
  const quote = (price: string, change: string, changeRate: string): Quote => ({
    price,
    change,
    changeRate,
    high24h: price,
    low24h: price,
    volume24h: '1000',
    status: QuoteStatus.live,
  });
  const QUOTED: Record<string, Quote> = {
    BTCUSDT: quote('91500.5', '-500', '-0.54'),
    ETHUSDT: quote('3050', '20', '0.66'),
    XRPUSDT: quote('2.15', '-0.1', '-4.44'),
    DOGEUSDT: quote('0.152', '0.004', '2.7'),
  };
  const sorted = async (query: Record<string, number>) =>
    (await marketPage(t, { type: 1, pageSize: 200, ...query })).data.list.map((row) => row.symbol);
  let unpriced: string[] = [];

  beforeAll(async () => {
    const { quotes } = marketRuntimeOf(t.context)!;
    for (const [symbol, value] of Object.entries(QUOTED)) quotes.put(1, symbol, value);
    unpriced = (await listedSymbols(t, 1)).filter((symbol) => !(symbol in QUOTED));
  });
  afterAll(() => {
    const { quotes } = marketRuntimeOf(t.context)!;
    for (const symbol of Object.keys(QUOTED)) quotes.remove(1, symbol);
  });

  it('shows a quote exactly as the source sent it', async () => {
    const [btc] = (await marketPage(t, { symbol: 'BTCUSDT' })).data.list;
    expect(btc).toMatchObject({
      price: '91500.5',
      change: '-500',
      changeRate: '-0.54',
      status: QuoteStatus.live,
    });
  });

  it('sorts by price, change and change rate in both directions, as decimals, unpriced rows last', async () => {
    expect(await sorted({ priceSort: 1 })).toEqual([
      'DOGEUSDT',
      'XRPUSDT',
      'ETHUSDT',
      'BTCUSDT',
      ...unpriced,
    ]);
    expect(await sorted({ priceSort: 2 })).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      ...unpriced,
    ]);
    expect(await sorted({ upDownSort: 1 })).toEqual([
      'BTCUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      'ETHUSDT',
      ...unpriced,
    ]);
    expect(await sorted({ upDownSort: 2 })).toEqual([
      'ETHUSDT',
      'DOGEUSDT',
      'XRPUSDT',
      'BTCUSDT',
      ...unpriced,
    ]);
    // -4.44 < -0.54: a string comparison would get this one wrong.
    expect(await sorted({ upDownRangSort: 1 })).toEqual([
      'XRPUSDT',
      'BTCUSDT',
      'ETHUSDT',
      'DOGEUSDT',
      ...unpriced,
    ]);
    expect(await sorted({ upDownRangSort: 2 })).toEqual([
      'DOGEUSDT',
      'ETHUSDT',
      'BTCUSDT',
      'XRPUSDT',
      ...unpriced,
    ]);
  });

  it('sorts before paging', async () => {
    const page = await marketPage(t, { type: 1, priceSort: 2, pageSize: 2, pageNo: 2 });
    expect(page.data.list.map((row) => row.symbol)).toEqual(['XRPUSDT', 'DOGEUSDT']);
    expect(page.data.total).toBe(COUNTS.coin);
  });

  it('takes at most one sort field and names the second one', async () => {
    const both = await marketPage(t, { priceSort: 1, upDownSort: 2 });
    expect(both.status).toBe(400);
    expect(both.data).toMatchObject({ field: 'upDownSort' });
    const rateAndChange = await marketPage(t, { upDownSort: 1, upDownRangSort: 1 });
    expect(rateAndChange.data).toMatchObject({ field: 'upDownRangSort' });
  });
});

describe('market list: stock trading hours', () => {
  const isOpenAt = async (isoInstant: string) => {
    setClock(t, isoInstant);
    const stocks = (await marketPage(t, { type: 3, pageSize: 200 })).data.list;
    const coins = (await marketPage(t, { type: 1, pageSize: 200 })).data.list;
    expect(coins.every((row) => row.isOpen)).toBe(true);
    const states = new Set(stocks.map((row) => row.isOpen));
    expect(states.size).toBe(1);
    return [...states][0];
  };

  it('carries the session and says whether New York is trading, by the injected clock', async () => {
    const [apple] = (await marketPage(t, { type: 3, symbol: 'AAPL' })).data.list;
    expect(apple?.tradingHours).toEqual({
      timezone: 'America/New_York',
      open: '09:30',
      close: '16:00',
      days: [1, 2, 3, 4, 5],
    });
    // Summer (EDT, UTC-4), Wednesday 16 July 2025.
    expect(await isOpenAt('2025-07-16T13:29:00Z')).toBe(false);
    expect(await isOpenAt('2025-07-16T13:30:00Z')).toBe(true);
    expect(await isOpenAt('2025-07-16T19:59:00Z')).toBe(true);
    expect(await isOpenAt('2025-07-16T20:00:00Z')).toBe(false);
  });

  it('follows daylight saving time and the local weekday, not UTC', async () => {
    // Winter (EST, UTC-5), Wednesday 10 December 2025: 13:30 UTC is 08:30 in New York.
    expect(await isOpenAt('2025-12-10T13:30:00Z')).toBe(false);
    expect(await isOpenAt('2025-12-10T14:30:00Z')).toBe(true);
    expect(await isOpenAt('2025-12-10T20:59:00Z')).toBe(true);
    expect(await isOpenAt('2025-12-10T21:00:00Z')).toBe(false);
    // Saturday in New York; and Monday 02:00 UTC, which is still Sunday evening there.
    expect(await isOpenAt('2025-07-19T15:00:00Z')).toBe(false);
    expect(await isOpenAt('2025-07-14T02:00:00Z')).toBe(false);
    // The first trading day after the spring change: Monday 10 March 2025, 09:30 EDT = 13:30 UTC.
    expect(await isOpenAt('2025-03-10T13:30:00Z')).toBe(true);
    expect(await isOpenAt('2025-03-07T14:29:00Z')).toBe(false);
  });
});

describe('symbols and precisions', () => {
  interface SymbolEntry {
    id: number;
    symbol: string;
    displayName: string;
    type: number;
  }
  interface Precision {
    symbol: string;
    type: number;
    priceAccuracy: number;
    transactionAccuracy: number;
  }

  it('lists the symbols of one type, or of every type grouped by type', async () => {
    const fast = await call<SymbolEntry[]>(t.app, 'GET', 'market/symbol/list', { query: { type: 5 } });
    expect(fast.data.map((entry) => entry.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'BNBUSDT',
      'XRPUSDT',
    ]);
    expect(fast.data[0]).toEqual({
      id: expect.any(Number),
      symbol: 'BTCUSDT',
      displayName: 'Bitcoin',
      type: 5,
    });
    const all = await call<SymbolEntry[]>(t.app, 'GET', 'market/symbol/list');
    expect(all.data).toHaveLength(INSTRUMENTS.length);
    const types = all.data.map((entry) => entry.type);
    expect(types).toEqual([...types].sort((a, b) => a - b));
  });

  it('gives every listed instrument its price and quantity decimals, per type', async () => {
    const result = await call<Precision[]>(t.app, 'GET', 'market/coin/precision-list');
    expect(result.data).toHaveLength(INSTRUMENTS.length);
    expect(result.data).toContainEqual({
      symbol: 'BTCUSDT',
      type: 1,
      priceAccuracy: 2,
      transactionAccuracy: 5,
    });
    expect(result.data).toContainEqual({
      symbol: 'BTCUSDT',
      type: 2,
      priceAccuracy: 1,
      transactionAccuracy: 3,
    });
    expect(result.data).toContainEqual({ symbol: 'AAPL', type: 3, priceAccuracy: 2, transactionAccuracy: 4 });
    expect(result.data).toContainEqual({
      symbol: 'BTCUSDT',
      type: 5,
      priceAccuracy: 2,
      transactionAccuracy: 2,
    });
  });
});
