import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KlineItem, MarketListRow } from '@exchange/contracts';
import { systemClock } from '../../src/platform/clock';
import { call } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import { startReplayServer, type ReplayServer } from './replay-server';
import { loadFrames } from './source-harness';

// The Binance-format source wired into the app: the leader connects to a local server replaying recorded frames.
let replay: ReplayServer;
let t: TestApp;
beforeAll(async () => {
  replay = await startReplayServer(() => loadFrames());
  t = await createTestApp({
    config: {
      PRICE_FEED_ENABLED: 'true',
      PRICE_SOURCE: 'binance',
      BINANCE_SPOT_URL: replay.url,
      BINANCE_FUTURES_URL: replay.url,
      PRICE_STALE_AFTER_MS: '1500',
    },
    overrides: { clock: systemClock },
  });
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

const row = async (type: number, symbol: string) => {
  const page = await call<{ list: MarketListRow[] }>(t.app, 'GET', 'market/list/page', {
    query: { type, symbol, pageSize: 200 },
  });
  return page.data.list.find((entry) => entry.symbol === symbol);
};

const eventually = async <T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 5000) => {
  for (let waited = 0; ; waited += 50) {
    const value = await read();
    if (isDone(value) || waited >= timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the live (Binance-format) source in the app', () => {
  it('subscribes spot streams for coins and fast contracts and futures streams for perpetuals', async () => {
    await eventually(
      async () => replay.requestUrls.length,
      (count) => count >= 2,
    );
    const urls = replay.requestUrls.join(' ');
    expect(urls).toContain('btcusdt@ticker');
    expect(urls).toContain('1000shibusdt@markPrice');
    const status = await call(t.app, 'GET', 'market/feed/status');
    expect(status.data).toMatchObject({ source: 'binance', isDemo: false });
  });

  it('quotes what the feed sends, for every type of the pair, and nothing for stocks', async () => {
    const coin = await eventually(
      () => row(1, 'BTCUSDT'),
      (value) => value?.price !== null,
    );
    expect(coin).toMatchObject({ status: expect.any(Number), price: expect.stringMatching(/^9\d{4}\.\d+$/) });
    const fast = await eventually(
      () => row(5, 'BTCUSDT'),
      (value) => value?.price !== null,
    );
    expect(fast?.price).not.toBeNull();
    expect((await row(3, 'AAPL'))?.price).toBeNull();
  });

  it('stores the closed minutes the leader receives and serves them as klines', async () => {
    const query = { symbol: 'BTCUSDT', interval: '1', limit: 10, endTime: 1767225960000 };
    const minutes = await eventually(
      async () => (await call<KlineItem[]>(t.app, 'GET', 'market/kline/list', { query })).data,
      (list) => list.length >= 3,
    );
    expect(minutes.slice(0, 3).map((candle) => [candle.t, candle.c])).toEqual([
      [1767225600000, '97250'],
      [1767225660000, '97290'],
      [1767225840000, '97320'],
    ]);
    const fiveMinutes = await call<KlineItem[]>(t.app, 'GET', 'market/kline/list', {
      query: { ...query, interval: '5' },
    });
    expect(fiveMinutes.data[0]).toMatchObject({ t: 1767225600000, o: '97201', c: '97320' });
  });

  it('marks an instrument stale when its ticker stops, instead of inventing prices', async () => {
    const stale = await eventually(
      () => row(1, 'BTCUSDT'),
      (value) => value?.status === 2,
      6000,
    );
    expect(stale?.status).toBe(2);
    expect(stale?.price).not.toBeNull();
  });
});
