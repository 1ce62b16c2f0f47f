import { afterEach, describe, expect, it } from 'vitest';
import {
  createBinanceSource,
  reconnectDelayMs,
  subscribeUrl,
  type BinanceLogger,
  type BinanceSourceOptions,
} from '../../src/engines/price-feed/binance-source';
import type { SourceEvent } from '../../src/engines/price-feed/price-source';
import { createLogger } from '../../src/platform/logger';
import { startReplayServer } from './replay-server';
import { EventLog, ManualTimers, RecordingLogger, loadFrames } from './source-harness';

const T0 = Date.UTC(2026, 0, 1);
const FRAMES = loadFrames();
const [BTC_TICKER, ETH_TICKER, BTC_DEPTH] = FRAMES as [string, string, string];
const LATER_BTC_TICKER = FRAMES[7] as string;
const EXPECTED_STREAMS =
  'btcusdt@ticker/btcusdt@depth20@100ms/btcusdt@kline_1m/btcusdt@markPrice@1s/' +
  'ethusdt@ticker/ethusdt@depth20@100ms/ethusdt@kline_1m/ethusdt@markPrice@1s';
// With `random` fixed at 0.5 the jittered delay is 3/4 of the ceiling: 500 ms initial → 375 ms.
const FIRST_RETRY_MS = 375;

/** The fixture's last frame: once it is seen, everything before it has been read. */
const isLastFrame = (event: SourceEvent) =>
  event.kind === 'tick' && event.tick.symbol === 'ETHUSDT' && event.tick.time === T0 + 300_300;

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

interface SetupOptions {
  framesFor?: (connectionIndex: number) => readonly string[];
  source?: Partial<BinanceSourceOptions>;
  onEvent?: (event: SourceEvent, log: EventLog) => void;
}

async function setup({ framesFor = () => FRAMES, source: overrides = {}, onEvent }: SetupOptions = {}) {
  const server = await startReplayServer(framesFor);
  cleanups.push(() => server.close());
  const timers = new ManualTimers();
  const logger = new RecordingLogger();
  const log = new EventLog();
  const source = createBinanceSource({
    url: server.url,
    clock: timers.clock,
    timers,
    logger,
    random: () => 0.5,
    ...overrides,
  });
  cleanups.push(() => source.stop());
  await source.start(['BTCUSDT', 'ETHUSDT'], onEvent ? (event) => onEvent(event, log) : log.push);
  return { server, timers, logger, log, source };
}

const fixtureData = (index: number) => (JSON.parse(FRAMES[index] as string) as { data: unknown }).data;

describe('binance source: replayed frames', () => {
  it('turns each stream kind into one event, with decimal strings exactly as received', async () => {
    const { log, timers } = await setup();
    await log.waitFor(isLastFrame);

    expect(log.of('tick')[0]?.tick).toEqual({
      symbol: 'BTCUSDT',
      price: '97234.56000000',
      bid: '97234.55000000',
      ask: '97234.56000000',
      open24h: '96120.01000000',
      high24h: '97888.00000000',
      low24h: '95800.10000000',
      volume24h: '18234.12345000',
      time: T0 + 1_000,
    });
    const depth = log.of('depth')[0]?.depth;
    const recordedDepth = fixtureData(2) as { bids: [string, string][]; asks: [string, string][] };
    expect(depth?.symbol).toBe('BTCUSDT');
    expect(depth?.bids).toEqual(recordedDepth.bids.map(([price, quantity]) => ({ price, quantity })));
    expect(depth?.asks).toEqual(recordedDepth.asks.map(([price, quantity]) => ({ price, quantity })));
    expect(depth?.bids).toHaveLength(20);
    // Spot depth has no time of its own: it is stamped with the injected clock on receipt.
    expect(depth?.time).toBe(timers.clock.nowMs());
    expect(log.of('candle')[0]?.candle).toEqual({
      symbol: 'BTCUSDT',
      openTime: T0,
      open: '97201.00000000',
      high: '97240.00000000',
      low: '97190.10000000',
      close: '97234.56000000',
      volume: '12.50210000',
      isClosed: false,
    });
    expect(log.of('mark')[1]?.mark).toEqual({
      symbol: 'ETHUSDT',
      markPrice: '3391.80000000',
      indexPrice: '3391.10000000',
      fundingRate: '-0.00003125',
      nextFundingTime: T0 + 8 * 3_600_000,
      time: T0 + 1_210,
    });
    const counts = ['tick', 'depth', 'candle', 'mark'].map(
      (kind) => log.events.filter((e) => e.kind === kind).length,
    );
    expect(counts).toEqual([6, 4, 7, 4]);
  });

  it('skips malformed frames and unknown streams, logs them, and keeps going', async () => {
    const { log, logger } = await setup();
    await log.waitFor(isLastFrame);

    const symbols = new Set(log.of('tick').map((event) => event.tick.symbol));
    expect(symbols).toEqual(new Set(['BTCUSDT', 'ETHUSDT']));
    // The ticker whose price was a JSON number is gone entirely, not half-emitted.
    expect(log.of('tick').map((event) => event.tick.price)).not.toContain('97251.1');
    const malformed = logger.warnings.filter(
      (warning) => warning.message === 'binance: malformed frame skipped',
    );
    expect(malformed.map((warning) => (warning.details as { reason: string }).reason)).toEqual([
      expect.stringMatching(/^ticker: /),
      'not JSON',
    ]);
    expect(logger.debugs.map((entry) => (entry.details as { stream: string }).stream)).toEqual([
      'btcusdt@aggTrade',
      'solusdt@ticker',
    ]);
    expect(log.connectionStates()).toEqual(['connecting:1', 'open:1']);
  });

  it('subscribes to exactly the four streams of each symbol, once', async () => {
    const { log, server } = await setup({ framesFor: () => [] });
    await log.waitForConnection('open', 1);
    expect(server.requestUrls).toEqual([`/stream?streams=${EXPECTED_STREAMS}`]);
    expect(subscribeUrl('wss://fstream.binance.com/', ['BTCUSDT'])).toBe(
      'wss://fstream.binance.com/stream?streams=btcusdt@ticker/btcusdt@depth20@100ms/btcusdt@kline_1m/btcusdt@markPrice@1s',
    );
  });

  it('delivers events to the caller under its own spelling of each symbol, duplicates folded', async () => {
    const server = await startReplayServer(() => [BTC_TICKER]);
    cleanups.push(() => server.close());
    const timers = new ManualTimers();
    const log = new EventLog();
    const source = createBinanceSource({ url: server.url, clock: timers.clock, timers });
    cleanups.push(() => source.stop());
    await source.start(['BtcUsdt', 'BTCUSDT', 'ethusdt'], log.push);
    await log.waitFor((event) => event.kind === 'tick');
    expect(log.of('tick')[0]?.tick.symbol).toBe('BtcUsdt');
    expect(server.requestUrls[0]).toBe(`/stream?streams=${EXPECTED_STREAMS}`);
  });
});

describe('binance source: reconnecting', () => {
  it('reconnects with backoff after the server drops, resubscribes and resumes', async () => {
    const { log, server, timers, source } = await setup();
    await log.waitFor(isLastFrame);
    server.dropClients();
    await log.waitForConnection('closed', 1);
    const resumeFrom = log.events.length;

    timers.advance(FIRST_RETRY_MS - 1);
    expect(log.connectionStates()).toEqual(['connecting:1', 'open:1', 'closed:1']);
    timers.advance(1);
    expect(log.connectionStates()).toContain('connecting:2');
    await log.waitForConnection('open', 2);
    await log.waitFor(isLastFrame, resumeFrom);

    expect(server.requestUrls).toEqual([
      `/stream?streams=${EXPECTED_STREAMS}`,
      `/stream?streams=${EXPECTED_STREAMS}`,
    ]);
    expect(log.events.slice(resumeFrom).filter((event) => event.kind === 'tick')).toHaveLength(6);
    // The replayed candles are older than the watermark: no second, false gap.
    expect(source.gaps()).toHaveLength(1);
  });

  it('backs off exponentially up to maxDelayMs while the server is down, and resets after an open', async () => {
    const { log, server, timers } = await setup({
      framesFor: () => [],
      source: { reconnect: { initialDelayMs: 500, maxDelayMs: 2_000 } },
    });
    await log.waitForConnection('open', 1);
    const port = server.port;
    await server.close();
    await log.waitForConnection('closed', 1);

    // Ceilings 500, 1000, 2000, 2000 (capped) → with jitter at 0.5: 375, 750, 1500, 1500.
    const expectedDelaysMs = [375, 750, 1_500, 1_500];
    for (const [index, delayMs] of expectedDelaysMs.entries()) {
      const attempt = index + 2;
      timers.advance(delayMs - 1);
      expect(log.connectionStates()).not.toContain(`connecting:${attempt}`);
      timers.advance(1);
      expect(log.connectionStates()).toContain(`connecting:${attempt}`);
      await log.waitForConnection('closed', attempt);
    }

    const revived = await startReplayServer(() => [], port);
    cleanups.push(() => revived.close());
    timers.advance(1_500);
    await log.waitForConnection('open', 6);
    revived.dropClients();
    await log.waitForConnection('closed', 6);
    timers.advance(FIRST_RETRY_MS - 1);
    expect(log.connectionStates()).not.toContain('connecting:7');
    timers.advance(1);
    expect(log.connectionStates()).toContain('connecting:7');
  });

  it('keeps every jittered delay within [ceiling / 2, ceiling] and never above maxDelayMs', () => {
    for (let failures = 1; failures <= 40; failures += 1) {
      const ceilingMs = Math.min(30_000, 500 * 2 ** (failures - 1));
      for (const random of [0, 0.25, 0.999_999]) {
        const delayMs = reconnectDelayMs(failures, 500, 30_000, () => random);
        expect(delayMs).toBeGreaterThanOrEqual(ceilingMs / 2);
        expect(delayMs).toBeLessThanOrEqual(ceilingMs);
      }
    }
  });

  it('replaces a socket that stays silent past idleTimeoutMs', async () => {
    const { log, logger, timers } = await setup({ framesFor: () => [], source: { idleTimeoutMs: 5_000 } });
    await log.waitForConnection('open', 1);
    timers.advance(4_999);
    expect(log.connectionStates()).toEqual(['connecting:1', 'open:1']);
    timers.advance(1);
    await log.waitForConnection('closed', 1);
    expect(logger.messages()).toContain('binance: socket silent, presumed half-open');
    timers.advance(FIRST_RETRY_MS);
    await log.waitForConnection('open', 2);
  });

  it('drops a connection that sends a frame above maxPayloadBytes, then reconnects', async () => {
    const oversized = JSON.stringify({ stream: 'btcusdt@ticker', data: { padding: 'x'.repeat(8_192) } });
    const { log, logger, timers } = await setup({
      framesFor: (index) => (index === 0 ? [oversized] : [BTC_TICKER]),
      source: { maxPayloadBytes: 4_096 },
    });
    await log.waitForConnection('closed', 1);
    expect(logger.warnings.find((warning) => warning.message === 'binance: socket error')).toBeDefined();
    timers.advance(FIRST_RETRY_MS);
    await log.waitFor((event) => event.kind === 'tick');
    expect(log.of('tick')).toHaveLength(1);
  });
});

describe('binance source: staleness', () => {
  it('reports a symbol stale once after the window without tickers, not before, and resumes on a tick', async () => {
    const { log, server, timers } = await setup({
      framesFor: () => [BTC_TICKER, ETH_TICKER],
      source: { staleAfterMs: 10_000, idleTimeoutMs: 600_000 },
    });
    await log.waitFor((event) => event.kind === 'tick' && event.tick.symbol === 'ETHUSDT');

    // Depth carries no last price, so it does not keep a symbol fresh.
    timers.advance(5_000);
    server.broadcast(BTC_DEPTH);
    await log.waitFor((event) => event.kind === 'depth');
    timers.advance(4_999);
    expect(log.of('stale')).toEqual([]);
    timers.advance(1);
    expect(log.of('stale')).toEqual([
      { kind: 'stale', symbol: 'BTCUSDT', lastTime: T0 + 1_000 },
      { kind: 'stale', symbol: 'ETHUSDT', lastTime: T0 + 1_010 },
    ]);
    timers.advance(30_000);
    expect(log.of('stale')).toHaveLength(2);

    const resumeFrom = log.events.length;
    server.broadcast(LATER_BTC_TICKER);
    await log.waitFor((event) => event.kind === 'tick', resumeFrom);
    expect(log.events.slice(resumeFrom)).toEqual([
      { kind: 'tick', tick: expect.objectContaining({ price: '97235.10000000' }) },
    ]);
    timers.advance(9_999);
    expect(log.of('stale')).toHaveLength(2);
    timers.advance(1);
    expect(log.of('stale').slice(2)).toEqual([{ kind: 'stale', symbol: 'BTCUSDT', lastTime: T0 + 2_000 }]);
  });

  it('makes symbols stale after the window when the connection is lost, inventing no price', async () => {
    const { log, server, timers } = await setup({
      framesFor: (index) => (index === 0 ? [BTC_TICKER, ETH_TICKER] : []),
      source: { staleAfterMs: 10_000 },
    });
    await log.waitFor((event) => event.kind === 'tick' && event.tick.symbol === 'ETHUSDT');
    timers.advance(3_000);
    server.dropClients();
    await log.waitForConnection('closed', 1);

    timers.advance(6_999);
    expect(log.of('stale')).toEqual([]);
    timers.advance(1);
    expect(log.of('stale').map((event) => event.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    await log.waitForConnection('open', 2);
    expect(log.of('tick')).toHaveLength(2);
  });

  it('reports a symbol that never ticked as stale with no last time', async () => {
    const { log, timers } = await setup({ framesFor: () => [BTC_TICKER], source: { staleAfterMs: 10_000 } });
    await log.waitFor((event) => event.kind === 'tick');
    timers.advance(10_000);
    expect(log.of('stale')).toEqual([
      { kind: 'stale', symbol: 'BTCUSDT', lastTime: T0 + 1_000 },
      { kind: 'stale', symbol: 'ETHUSDT', lastTime: null },
    ]);
  });
});

describe('binance source: kline gaps', () => {
  it('records a jump between closed one-minute candles, logs it, and still delivers the candle', async () => {
    const { log, logger, source } = await setup();
    await log.waitFor(isLastFrame);
    expect(source.gaps()).toEqual([
      { symbol: 'BTCUSDT', firstMissingOpenTime: T0 + 120_000, lastMissingOpenTime: T0 + 180_000 },
    ]);
    expect(logger.messages()).toContain('binance: one-minute klines missing, to be backfilled');
    const closedBtc = log
      .of('candle')
      .filter((event) => event.candle.symbol === 'BTCUSDT' && event.candle.isClosed)
      .map((event) => event.candle.openTime);
    expect(closedBtc).toEqual([T0, T0 + 60_000, T0 + 240_000]);
  });
});

describe('binance source: stop and misuse', () => {
  it('stop() closes the socket, cancels every timer and never reconnects', async () => {
    const { log, server, timers, source } = await setup({ framesFor: () => [] });
    await log.waitForConnection('open', 1);
    await source.stop();
    expect(log.connectionStates()).toEqual(['connecting:1', 'open:1', 'closed:1']);
    expect(timers.pendingCount).toBe(0);
    timers.advance(120_000);
    expect(log.events).toHaveLength(3);
    expect(server.requestUrls).toHaveLength(1);
  });

  it('stop() during the backoff wait cancels the pending reconnect', async () => {
    const { log, server, timers, source } = await setup({ framesFor: () => [] });
    await log.waitForConnection('open', 1);
    server.dropClients();
    await log.waitForConnection('closed', 1);
    await source.stop();
    timers.advance(120_000);
    expect(log.connectionStates()).toEqual(['connecting:1', 'open:1', 'closed:1']);
    expect(server.requestUrls).toHaveLength(1);
  });

  it('survives a consumer that throws', async () => {
    const { log, logger } = await setup({
      onEvent: (event, eventLog) => {
        eventLog.push(event);
        if (event.kind === 'tick' && eventLog.of('tick').length === 1) throw new Error('consumer bug');
      },
    });
    await log.waitFor(isLastFrame);
    expect(logger.messages()).toContain('binance: price event consumer threw');
  });

  it('refuses more symbols than one connection carries, and bad symbols, before connecting', async () => {
    const timers = new ManualTimers();
    // The server's pino logger fits the logger option as is.
    const logger: BinanceLogger = createLogger('silent');
    const options = { url: 'ws://127.0.0.1:9', clock: timers.clock, timers, logger };
    const tooMany = Array.from({ length: 257 }, (_, index) => `COIN${index}USDT`);
    await expect(createBinanceSource(options).start(tooMany, () => {})).rejects.toThrow(
      /257 symbols need 1028 streams; one connection carries at most 1024 \(256 symbols\)/,
    );
    await expect(createBinanceSource(options).start(['BTC/USDT'], () => {})).rejects.toThrow(
      /not a Binance symbol/,
    );
    await expect(createBinanceSource(options).start([], () => {})).rejects.toThrow(/at least one symbol/);
    expect(() => createBinanceSource({ ...options, url: 'https://example.com' })).toThrow(
      /not a ws\(s\):\/\/ URL/,
    );
    expect(timers.pendingCount).toBe(0);
  });
});
