import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aggregateCandles, bucketStart, nextBucketStart, type KlineInterval } from '@exchange/domain';
import { PricePath, type PathCandle } from '../../src/engines/price-feed/simulated/price-path';
import {
  SimulatedMarket,
  toDomainCandle,
  type SimulatedInstrument,
} from '../../src/engines/price-feed/simulated/simulated-market';
import { AROUND_THE_CLOCK, sessionTradingTime } from '../../src/engines/price-feed/simulated/trading-time';
import { simulatedKlines } from '../../src/modules/market/kline-service';
import type { Instrument } from '../../src/modules/market/index';

const US_HOURS = { timezone: 'America/New_York', open: '09:30', close: '16:00', days: [1, 2, 3, 4, 5] };
const btcPath = (seed = 'seed-a') =>
  new PricePath(
    {
      seed,
      key: 'coin:BTC',
      referencePrice: 91500,
      annualVolatility: 0.65,
      priceDecimals: 2,
      volumeDecimals: 5,
      dailyTurnover: 3e9,
      tradingTime: AROUND_THE_CLOCK,
    },
    2027,
  );
const stockPath = () =>
  new PricePath(
    {
      seed: 'seed-a',
      key: 'stock:AAPL',
      referencePrice: 230,
      annualVolatility: 0.3,
      priceDecimals: 2,
      volumeDecimals: 4,
      dailyTurnover: 4e9,
      tradingTime: sessionTradingTime(US_HOURS),
    },
    2027,
  );

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Any second of 2020–2026: the property tests draw times from here.
const timeArbitrary = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2026, 10, 1) / 1000 })
  .map((seconds) => seconds * 1000);

/** The aggregate of `children`, as the parent must equal it. */
const aggregateOf = (children: PathCandle[]) => ({
  open: children[0]!.open,
  close: children[children.length - 1]!.close,
  high: Math.max(...children.map((child) => child.high)),
  low: Math.min(...children.map((child) => child.low)),
  volume: children.reduce((sum, child) => sum + child.volume, 0n),
});

describe('the simulated price path', () => {
  it('is a pure function of its seed: the same seed gives the same path, another seed another', () => {
    const times = [Date.UTC(2026, 10, 20, 14, 3, 7), Date.UTC(1999, 1, 3), Date.UTC(2026, 0, 1)];
    const [first, second, other] = [btcPath(), btcPath(), btcPath('seed-b')];
    for (const time of times) {
      expect(second.nodeAt(5, time)).toEqual(first.nodeAt(5, time));
      expect(second.aggregate(time - DAY_MS, time)).toEqual(first.aggregate(time - DAY_MS, time));
    }
    expect(other.priceAt(times[0]!)).not.toBe(first.priceAt(times[0]!));
  });

  it('opens 2026 at the reference price and stays in a plausible band around it', () => {
    const path = btcPath();
    expect(path.nodeAt(0, Date.UTC(2026, 5, 1)).open).toBe(9_150_000);
    for (let year = 1600; year <= 2026; year += 25) {
      const price = path.nodeAt(0, Date.UTC(year, 0, 1)).open / 100;
      expect(price).toBeGreaterThan(91_500 / 10);
      expect(price).toBeLessThan(91_500 * 10);
    }
  });

  it('realises the configured volatility at minute resolution (0.65 ± 25 %)', () => {
    const path = btcPath();
    const start = Date.UTC(2026, 9, 1);
    let previous = path.nodeAt(4, start).close;
    let sumOfSquares = 0;
    const minutes = 7 * 1440;
    for (let index = 1; index <= minutes; index += 1) {
      const close = path.nodeAt(4, start + index * 60_000).close;
      sumOfSquares += Math.log(close / previous) ** 2;
      previous = close;
    }
    const annualised = Math.sqrt((sumOfSquares / minutes) * 365.25 * 1440);
    expect(annualised).toBeGreaterThan(0.65 * 0.75);
    expect(annualised).toBeLessThan(0.65 * 1.25);
  });

  it('makes every candle the exact aggregate of its children, at every level (property)', () => {
    const path = btcPath();
    fc.assert(
      fc.property(timeArbitrary, fc.integer({ min: 0, max: 4 }), (time, level) => {
        const parent = path.nodeAt(level, time);
        const children: PathCandle[] = [];
        for (let cursor = parent.start; cursor < parent.end;) {
          const child = path.nodeAt(level + 1, cursor);
          children.push(child);
          cursor = child.end;
        }
        const { open, close, high, low, volume } = aggregateOf(children);
        expect({ open, close, high, low, volume }).toEqual({
          open: parent.open,
          close: parent.close,
          high: parent.high,
          low: parent.low,
          volume: parent.volume,
        });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a stock flat and without volume outside its session, and moving inside it', () => {
    const path = stockPath();
    const saturday = Date.UTC(2026, 10, 21);
    const weekend = path.aggregate(saturday, saturday + 2 * DAY_MS)!;
    expect(weekend.weightMs).toBe(0);
    expect(weekend.volume).toBe(0n);
    expect(weekend.high).toBe(weekend.low);
    // Friday 20 Nov 2026: the session is 14:30–21:00 UTC (New York is on EST).
    const friday = Date.UTC(2026, 10, 20);
    expect(path.aggregate(friday + 14 * HOUR_MS, friday + 14.5 * HOUR_MS)!.weightMs).toBe(0);
    const session = path.aggregate(friday + 14.5 * HOUR_MS, friday + 21 * HOUR_MS)!;
    expect(session.weightMs).toBe(6.5 * HOUR_MS);
    expect(session.volume).toBeGreaterThan(0n);
    // In July (EDT) the session is an hour earlier in UTC.
    const july = Date.UTC(2026, 6, 15);
    expect(path.aggregate(july + 13.5 * HOUR_MS, july + 20 * HOUR_MS)!.weightMs).toBe(6.5 * HOUR_MS);
  });
});

const instrument = (overrides: Partial<SimulatedInstrument> = {}) =>
  ({
    id: 1,
    type: 1,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    priceAccuracy: 2,
    transactionAccuracy: 5,
    referencePrice: '91500',
    annualVolatility: '0.65',
    tradingHours: null,
    sort: 10,
    ...overrides,
  }) as unknown as Instrument;

const appleStock = () =>
  instrument({ type: 3, symbol: 'AAPL', baseAsset: 'AAPL', referencePrice: '230', tradingHours: US_HOURS });

describe('simulated klines', () => {
  const market = new SimulatedMarket('seed-a', 2027);
  const klines = simulatedKlines(market);
  const now = Date.UTC(2026, 10, 23, 10, 17, 42);

  it.each(['1', '5', '15', '30', '60', '2H', '4H', '1D', '1W', '1M', '12M'] as KlineInterval[])(
    'gives 500 ascending %s candles up to the open one',
    async (interval) => {
      const list = await klines.list(instrument(), interval, 500, undefined, now);
      expect(list).toHaveLength(500);
      const times = list.map((candle) => candle.t);
      expect(times).toEqual([...times].sort((left, right) => left - right));
      expect(list[499]!.t).toBe(bucketStart(now, interval));
      for (const candle of list) expect(Number(candle.h)).toBeGreaterThanOrEqual(Number(candle.l));
    },
  );

  it('makes each coarse candle the domain aggregate of its one-minute candles (property)', async () => {
    const path = market.pathOf(instrument());
    await fc.assert(
      fc.asyncProperty(
        timeArbitrary,
        fc.constantFrom<KlineInterval>('5', '15', '30', '60', '2H', '4H', '1D'),
        async (time, interval) => {
          const start = bucketStart(time, interval);
          const end = nextBucketStart(start, interval);
          const minutes = [];
          for (let cursor = start; cursor < end; cursor += 60_000)
            minutes.push(toDomainCandle(path.nodeAt(4, cursor), path.decimals));
          const [expected] = aggregateCandles(minutes, interval);
          const [candle] = await klines.list(instrument(), interval, 1, end, now);
          expect(candle).toEqual({
            t: expected!.openTime,
            o: expected!.open,
            h: expected!.high,
            l: expected!.low,
            c: expected!.close,
            v: expected!.volume,
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('pages back with endTime and skips a stock’s closed sessions', async () => {
    const latest = await klines.list(instrument(), '1D', 10, undefined, now);
    const older = await klines.list(instrument(), '1D', 10, latest[0]!.t, now);
    expect(older[9]!.t).toBe(latest[0]!.t - DAY_MS);
    const hours = await klines.list(appleStock(), '60', 50, undefined, now);
    for (const candle of hours) {
      const weekday = new Date(candle.t).getUTCDay();
      expect(weekday).not.toBe(0);
      expect(weekday).not.toBe(6);
    }
    expect(hours).toHaveLength(50);
  });

  it('synthesizes a book around the last price: asks above bids, best first, empty while a stock is closed', () => {
    const depth = market.depth(instrument(), now);
    expect(depth.asks).toHaveLength(20);
    expect(depth.bids).toHaveLength(20);
    expect(Number(depth.asks[0]!.price)).toBeGreaterThan(Number(depth.bids[0]!.price));
    const asks = depth.asks.map((level) => Number(level.price));
    expect(asks).toEqual([...asks].sort((left, right) => left - right));
    const bids = depth.bids.map((level) => Number(level.price));
    expect(bids).toEqual([...bids].sort((left, right) => right - left));
    const sunday = Date.UTC(2026, 10, 22, 15);
    expect(market.depth(appleStock(), sunday)).toMatchObject({ asks: [], bids: [] });
  });

  it('prices a perpetual’s mark as the median of index, basis-adjusted index and last', () => {
    const spot = instrument();
    const perpetual = instrument({ type: 2, priceAccuracy: 1, transactionAccuracy: 3 });
    const mark = market.mark(perpetual, spot, now);
    const last = Number(market.tick(perpetual, now).price);
    const index = Number(mark.indexPrice);
    const value = Number(mark.markPrice);
    expect(value).toBeGreaterThanOrEqual(Math.min(index, last) - 0.1);
    expect(value).toBeLessThanOrEqual(Math.max(index, last) * 1.001);
    expect(Math.abs(Number(mark.fundingRate))).toBeLessThanOrEqual(0.01);
    expect(mark.nextFundingTime % (8 * HOUR_MS)).toBe(0);
  });
});
