import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, type KlineItem, type Sparkline } from '@exchange/contracts';
import { marketRuntimeOf } from '../../src/modules/market/market-state';
import { SPARKLINE_CACHE_MS } from '../../src/modules/market/sparklines';
import { call } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import { listedSymbols } from './market-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sparklines = (query: Record<string, string | number>, ip?: string) =>
  call<Sparkline[]>(t.app, 'GET', 'market/sparklines', { query, ...(ip ? { ip } : {}) });

/** The closes the kline endpoint gives for the last 24 hours, now. */
const hourCloses = async (symbol: string, type = 1) =>
  (
    await call<KlineItem[]>(t.app, 'GET', 'market/kline/list', {
      query: { symbol, type, interval: '60', limit: 24 },
    })
  ).data.map((candle) => candle.c);

describe('market sparklines', () => {
  it('gives every listed instrument of a type its last 24 hour closes, in list order, without a session', async () => {
    const result = await sparklines({ type: 1 });
    expect(result.status).toBe(200);
    expect(result.data.map((line) => line.symbol)).toEqual(await listedSymbols(t, 1));
    for (const line of result.data) {
      expect(line.closes, line.symbol).toHaveLength(24);
      for (const close of line.closes) expect(close).toMatch(/^\d+(\.\d+)?$/);
    }
    expect(result.data[0]).toEqual({ symbol: 'BTCUSDT', closes: await hourCloses('BTCUSDT') });
    const contracts = await sparklines({ type: 2 });
    expect(contracts.data.map((line) => line.symbol)).toContain('1000SHIBUSDT');
  });

  it('gives the named symbols only (any case, repeats once), leaving out what is not listed', async () => {
    const result = await sparklines({ type: 1, symbols: 'ethusdt, BTCUSDT,NOPEUSDT,ETHUSDT' });
    expect(result.status).toBe(200);
    expect(result.data.map((line) => line.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
    expect(result.data[0]?.closes).toEqual(await hourCloses('ETHUSDT'));
    const stockAsCoin = await sparklines({ type: 1, symbols: 'AAPL' });
    expect(stockAsCoin.data).toEqual([]);
    const stocks = await sparklines({ type: 3, symbols: 'AAPL' });
    expect(stocks.data[0]?.closes.length).toBeGreaterThan(0);
    expect(stocks.data[0]?.closes).toEqual(await hourCloses('AAPL', 3));
  });

  it('computes each line at most once a minute', async () => {
    const before = await hourCloses('SOLUSDT', 5);
    const runtime = marketRuntimeOf(t.context)!;
    const { klines } = runtime;
    let reads = 0;
    runtime.klines = { ...klines, list: (...args) => ((reads += 1), klines.list(...args)) };
    const first = await sparklines({ type: 5 });
    expect(reads).toBe(5);
    t.clock.advance(SPARKLINE_CACHE_MS - 1_000);
    expect((await sparklines({ type: 5 })).data).toEqual(first.data);
    expect(reads).toBe(5);
    t.clock.advance(2_000);
    const fresh = await sparklines({ type: 5, symbols: 'SOLUSDT' });
    expect(reads).toBe(6);
    runtime.klines = klines;
    expect(first.data.find((line) => line.symbol === 'SOLUSDT')?.closes).toEqual(before);
    expect(fresh.data[0]?.closes).toEqual(await hourCloses('SOLUSDT', 5));
  });

  it('refuses a malformed query with the field named', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ symbols: '' }, 'symbols'],
      [{ symbols: 'BTC USDT' }, 'symbols'],
      [{ symbols: 'BTCUSDT,,ETHUSDT' }, 'symbols'],
      [{ symbols: Array.from({ length: 201 }, (_, index) => `C${index}USDT`).join(',') }, 'symbols'],
      [{ type: 4 }, 'type'],
      [{ type: 'coin' }, 'type'],
      [{ limit: 24 }, 'limit'],
    ];
    for (const [query, field] of cases) {
      const result = await sparklines(query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(result.body), JSON.stringify(query)).toContain(field);
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const)
      expect((await call(t.app, method, 'market/sparklines', { body: {} })).status).toBe(404);
  });

  it('is rate-limited per client address', async () => {
    const ip = '127.0.0.9';
    for (let count = 0; count < 120; count += 1) expect((await sparklines({ type: 5 }, ip)).status).toBe(200);
    const limited = await sparklines({ type: 5 }, ip);
    expect(limited).toMatchObject({ status: 429, code: ErrorCodes.RATE_LIMITED.code });
    expect((await sparklines({ type: 5 }, '127.0.0.10')).status).toBe(200);
  });
});
