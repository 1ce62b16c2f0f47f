import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { DepthRow, KlineItem, MarkPriceView } from '@exchange/contracts';
import { ErrorCodes } from '@exchange/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { testConfig } from '../support/test-config';
import { PRICE_FEED_LOCK_KEY } from '../../src/engines/price-feed/price-feed-engine';
import { marketRuntimeOf } from '../../src/modules/market/market-state';
import { call } from '../support/api';
import { connectSocket } from '../support/socket-client';
import {
  createTestApp,
  createTestDatabase,
  createTestDatabaseUrl,
  isPostgres,
  type TestApp,
} from '../support/test-app';
import { marketPage } from './market-fixtures';

const FEED_ON = { PRICE_FEED_ENABLED: 'true' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: FEED_ON });
});
afterAll(async () => t.close());

/** Waits until the market list of `type` shows prices from the feed. */
const waitForPrices = async (app: TestApp, type = 1) => {
  for (let waited = 0; waited < 5000; waited += 50) {
    const page = await marketPage(app, { type });
    if (page.data.list.every((row) => row.price !== null)) return page.data.list;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no prices from the feed within 5 s');
};

describe('the simulated price feed', () => {
  it('prices every listed instrument, says it is a demo market, and writes no price on request', async () => {
    const coins = await waitForPrices(t, 1);
    expect(coins[0]).toMatchObject({
      symbol: 'BTCUSDT',
      status: 1,
      price: expect.stringMatching(/^\d+(\.\d+)?$/),
    });
    await waitForPrices(t, 2);
    await waitForPrices(t, 5);
    const stocks = await marketPage(t, { type: 3 });
    expect(stocks.data.list.every((row) => row.price !== null)).toBe(true);
    const status = await call<{ source: string; isDemo: boolean; lastTickTime: number }>(
      t.app,
      'GET',
      'market/feed/status',
    );
    expect(status.data).toEqual({ source: 'simulated', isDemo: true, lastTickTime: expect.any(Number) });
    for (const method of ['POST', 'PUT', 'DELETE'] as const)
      expect((await call(t.app, method, 'market/kline/list', { body: {} })).status).toBe(404);
  });

  it('serves 500 candles of every interval, ascending, ending with the open one', async () => {
    for (const interval of ['1', '5', '15', '30', '60', '2H', '4H', '1D', '1W', '1M', '12M']) {
      const result = await call<KlineItem[]>(t.app, 'GET', 'market/kline/list', {
        query: { symbol: 'BTCUSDT', interval },
      });
      expect(result.status, interval).toBe(200);
      expect(result.data).toHaveLength(500);
      const times = result.data.map((candle) => candle.t);
      expect(times).toEqual([...times].sort((left, right) => left - right));
    }
    const byDefault = await call<KlineItem[]>(t.app, 'GET', 'market/kline/list', {
      query: { symbol: 'ethusdt', limit: 3 },
    });
    expect(byDefault.data).toHaveLength(3);
    expect(byDefault.data[1]!.t - byDefault.data[0]!.t).toBe(30 * 60_000);
  });

  it('refuses bad kline, depth and mark-price queries with the field named', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['market/kline/list', { symbol: 'BTCUSDT', interval: '3' }, 'interval'],
      ['market/kline/list', { symbol: 'BTCUSDT', limit: 1501 }, 'limit'],
      ['market/kline/list', { symbol: 'BTC USDT' }, 'symbol'],
      ['market/kline/list', { symbol: 'BTCUSDT', type: 4 }, 'type'],
      ['market/kline/list', { symbol: 'BTCUSDT', endTime: 'soon' }, 'endTime'],
      ['market/depth', { symbol: 'BTCUSDT', limit: 21 }, 'limit'],
      ['market/mark-price', { symbol: 'BTCUSDT', price: '1' }, 'price'],
    ];
    for (const [path, query, field] of cases) {
      const result = await call(t.app, 'GET', path, { query });
      expect(result.status, `${path} ${field}`).toBe(400);
      expect(JSON.stringify(result.body)).toContain(field);
    }
    const unknown = await call(t.app, 'GET', 'market/kline/list', { query: { symbol: 'NOPEUSDT' } });
    expect(unknown).toMatchObject({ status: 404, code: ErrorCodes.INSTRUMENT_NOT_FOUND.code });
    expect(unknown.body.data).toEqual({ field: 'symbol' });
    const stockAsCoin = await call(t.app, 'GET', 'market/depth', { query: { symbol: 'AAPL', type: 1 } });
    expect(stockAsCoin.status).toBe(404);
  });

  it('serves the book and a contract’s mark price from the feed', async () => {
    await waitForPrices(t, 2);
    const depth = await call<DepthRow>(t.app, 'GET', 'market/depth', {
      query: { symbol: 'BTCUSDT', limit: 5 },
    });
    expect(depth.data.a).toHaveLength(5);
    expect(depth.data.b).toHaveLength(5);
    expect(Number(depth.data.a[0]![0])).toBeGreaterThan(Number(depth.data.b[0]![0]));
    const mark = await call<MarkPriceView>(t.app, 'GET', 'market/mark-price', {
      query: { symbol: 'BTCUSDT' },
    });
    expect(mark.status).toBe(200);
    expect(mark.data).toMatchObject({
      symbol: 'BTCUSDT',
      markPrice: expect.any(String),
      fundingRate: expect.any(String),
    });
    const coinMark = await call(t.app, 'GET', 'market/mark-price', { query: { symbol: 'BTCUSDT', type: 1 } });
    expect(coinMark.code).toBe(ErrorCodes.PRICE_UNAVAILABLE.code);
  });

  it('pushes rows, books and the open candle to the topics a socket follows', async () => {
    await waitForPrices(t, 1);
    const client = await connectSocket(t.app);
    client.socket.send(
      JSON.stringify({ type: 'SUB', data: ['1:BTCUSDT', '1:BTCUSDT:depth', '1:BTCUSDT:kline:30'] }),
    );
    const row = await client.next('MARKET', 1, 4000);
    expect(row.data).toMatchObject({ p: 'BTCUSDT', type: 1, st: 1 });
    const depth = await client.next('DEPTH', 1, 4000);
    expect(depth.data.a.length).toBe(20);
    const candle = await client.next('KLINE', 1, 4000);
    const [open] = (
      await call<KlineItem[]>(t.app, 'GET', 'market/kline/list', { query: { symbol: 'BTCUSDT', limit: 1 } })
    ).data;
    expect(candle.data).toMatchObject({ s: 'BTCUSDT', type: 1, interval: '30', t: open!.t });
    client.socket.terminate();
  });

  it('keeps the same history across a restart on the same database (the seed is kept)', async () => {
    const database = await createTestDatabase();
    const config = { PRICE_SIM_SEED: '' };
    const first = await createTestApp({ config, overrides: { database } });
    const query = { symbol: 'SOLUSDT', interval: '1D', limit: 30, endTime: Date.UTC(2026, 5, 1) };
    const before = await call<KlineItem[]>(first.app, 'GET', 'market/kline/list', { query });
    await first.app.close();
    const second = await createTestApp({ config, overrides: { database } });
    const after = await call<KlineItem[]>(second.app, 'GET', 'market/kline/list', { query });
    expect(after.data).toEqual(before.data);
    expect(after.data).toHaveLength(30);
    await second.app.close();
    await database.close();
  });
});

describe.runIf(isPostgres() && process.env.REDIS_URL)('the feed on several instances', () => {
  it('runs on one leader, delivers its ticks on every instance, and fails over when the leader goes', async () => {
    const database = await createTestDatabase();
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const config = { ...FEED_ON, REDIS_KEY_PREFIX: prefix };
    const first = await createTestApp({ config, overrides: { database } });
    const second = await createTestApp({ config, overrides: { database } });
    try {
      const leaders = () =>
        [first, second].filter((instance) => marketRuntimeOf(instance.context)?.engine?.isLeader).length;
      expect(leaders()).toBe(1);
      const [leader, follower] = marketRuntimeOf(first.context)?.engine?.isLeader
        ? [first, second]
        : [second, first];
      const client = await connectSocket(follower.app);
      client.socket.send(JSON.stringify({ type: 'SUB', data: ['1:ETHUSDT'] }));
      expect((await client.next('MARKET', 1, 4000)).data.p).toBe('ETHUSDT');
      await waitForPrices(follower, 1);

      await leader.app.close();
      const engine = marketRuntimeOf(follower.context)?.engine;
      for (let waited = 0; waited < 6000 && !engine?.isLeader; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(engine?.isLeader).toBe(true);
      const seen = client.messages().filter((message) => message.type === 'MARKET').length;
      await client.next('MARKET', seen + 1, 4000);
      client.socket.terminate();
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  });

  it('takes over when the leader’s database session dies without a goodbye (as after kill -9)', async () => {
    const database = await createTestDatabase();
    const config = { ...FEED_ON, REDIS_KEY_PREFIX: `test:${randomBytes(4).toString('hex')}:` };
    const first = await createTestApp({ config, overrides: { database } });
    const second = await createTestApp({ config, overrides: { database } });
    try {
      const engineOf = (instance: TestApp) => marketRuntimeOf(instance.context)?.engine;
      const [leader, follower] = engineOf(first)?.isLeader ? [first, second] : [second, first];
      // End the lock holder's session from outside, as the server does for a process that died.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = ${PRICE_FEED_LOCK_KEY} and granted`,
      );
      for (let waited = 0; waited < 8000 && !engineOf(follower)?.isLeader; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(engineOf(follower)?.isLeader).toBe(true);
      for (let waited = 0; waited < 4000 && engineOf(leader)?.isLeader; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(engineOf(leader)?.isLeader).toBe(false);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  });

  it('closes cleanly when it owns the pool: the feed lets go of its lock connection first', async () => {
    const url = await createTestDatabaseUrl();
    const { app } = await buildApp(
      testConfig(mkdtempSync(join(tmpdir(), 'exchange-app-')), { ...FEED_ON, DATABASE_URL: url }),
      {
        isPrepared: true,
      },
    );
    await app.ready();
    const closed = await Promise.race([
      app.close().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    expect(closed).toBe(true);
  });
});
