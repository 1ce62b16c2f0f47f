import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_KLINE_INTERVAL,
  KLINE_INTERVALS,
  aggregateCandles,
  bucketStart,
  isKlineInterval,
  mergeIntoOpenCandle,
  nextBucketStart,
} from '../src/index';
import type { Candle, KlineInterval } from '../src/index';
import { decimalString } from './support/decimal-arbitrary';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const at = (iso: string): number => Date.parse(iso);

const FIXED_LENGTH_MS: Partial<Record<KlineInterval, number>> = {
  '1': MINUTE_MS,
  '5': 5 * MINUTE_MS,
  '15': 15 * MINUTE_MS,
  '30': 30 * MINUTE_MS,
  '60': 60 * MINUTE_MS,
  '2H': 120 * MINUTE_MS,
  '4H': 240 * MINUTE_MS,
  '1D': DAY_MS,
};

/**
 * Whether every `coarse` bucket is a union of `fine` buckets, the condition for re-aggregating `fine` candles
 * into `coarse` ones. Epoch-aligned lengths nest when one divides the other; weeks, months and years all start
 * at midnight, so days (and anything finer) nest in them; months nest in years; weeks nest in neither.
 */
function nests(fine: KlineInterval, coarse: KlineInterval): boolean {
  const fineLength = FIXED_LENGTH_MS[fine];
  const coarseLength = FIXED_LENGTH_MS[coarse];
  if (fineLength !== undefined && coarseLength !== undefined) return coarseLength % fineLength === 0;
  if (fineLength !== undefined) return true;
  return fine === '1M' && coarse === '12M';
}

const NESTED_PAIRS = KLINE_INTERVALS.flatMap((fine) =>
  KLINE_INTERVALS.filter((coarse) => coarse !== fine && nests(fine, coarse)).map(
    (coarse) => [fine, coarse] as const,
  ),
);

/** A valid candle: low ≤ min(open, close) ≤ max(open, close) ≤ high; prices are integers scaled by 10^-4. */
const candleValues = fc
  .record({
    open: fc.integer({ min: 1, max: 10_000_000 }),
    close: fc.integer({ min: 1, max: 10_000_000 }),
    above: fc.integer({ min: 0, max: 100_000 }),
    below: fc.integer({ min: 0, max: 100_000 }),
    volume: decimalString({ isNonNegative: true, maximumScale: 8 }),
  })
  .map(({ open, close, above, below, volume }) => {
    const price = (units: number) => new BigNumber(units).shiftedBy(-4).toFixed();
    return {
      open: price(open),
      close: price(close),
      high: price(Math.max(open, close) + above),
      low: price(Math.min(open, close) - below),
      volume,
    };
  });

// Gaps mix neighbouring minutes with jumps of hours, days and weeks, so a few dozen candles still cross
// day, week, month and year boundaries.
const minuteGap = fc.oneof(
  fc.integer({ min: 1, max: 3 }),
  fc.integer({ min: 1, max: 600 }),
  fc.integer({ min: 1, max: 60 * 24 * 45 }),
);

/** One-minute candles, strictly ascending, starting anywhere from 1965 to 2100. */
const minuteCandles = fc
  .tuple(
    fc.integer({ min: at('1965-01-01T00:00:00Z') / MINUTE_MS, max: at('2100-01-01T00:00:00Z') / MINUTE_MS }),
    fc.array(fc.tuple(minuteGap, candleValues), { maxLength: 60 }),
  )
  .map(([firstMinute, steps]) => {
    let minute = firstMinute;
    return steps.map(([gap, values]): Candle => {
      minute += gap;
      return { openTime: minute * MINUTE_MS, ...values };
    });
  });

const anyInterval = fc.constantFrom(...KLINE_INTERVALS);

const sum = (values: readonly string[]) =>
  values.reduce((total, value) => total.plus(value), new BigNumber(0));

function foldMinutes(minutes: readonly Candle[], interval: KlineInterval): Candle[] {
  const candles: Candle[] = [];
  let open: Candle | null = null;
  for (const minute of minutes) {
    const merged = mergeIntoOpenCandle(open, minute, interval);
    if (open !== null && merged.openTime !== open.openTime) candles.push(open);
    open = merged;
  }
  return open === null ? candles : [...candles, open];
}

const minute = (iso: string, values: Partial<Candle> = {}): Candle => ({
  openTime: at(iso),
  open: '1',
  high: '1',
  low: '1',
  close: '1',
  volume: '1',
  ...values,
});

describe('kline intervals', () => {
  it('lists the spec intervals with 30 minutes as the default', () => {
    expect(KLINE_INTERVALS).toEqual(['1', '5', '15', '30', '60', '2H', '4H', '1D', '1W', '1M', '12M']);
    expect(DEFAULT_KLINE_INTERVAL).toBe('30');
  });

  it.each([...KLINE_INTERVALS])('recognises %s', (interval) => {
    expect(isKlineInterval(interval)).toBe(true);
  });

  it.each(['', '3', '1h', '1d', '2h', '60 ', 60, null, undefined])('rejects %j', (value) => {
    expect(isKlineInterval(value)).toBe(false);
  });
});

describe('bucketStart', () => {
  it.each<[string, KlineInterval, string]>([
    ['2024-01-01T00:07:30.123Z', '1', '2024-01-01T00:07:00.000Z'],
    ['2024-01-01T00:07:30.123Z', '5', '2024-01-01T00:05:00.000Z'],
    ['2024-01-01T00:04:59.999Z', '5', '2024-01-01T00:00:00.000Z'],
    ['2024-01-01T00:29:59.999Z', '15', '2024-01-01T00:15:00.000Z'],
    ['2024-01-01T00:45:00.000Z', '30', '2024-01-01T00:30:00.000Z'],
    ['2024-01-01T12:59:59.999Z', '60', '2024-01-01T12:00:00.000Z'],
    ['2024-01-01T13:00:00.000Z', '2H', '2024-01-01T12:00:00.000Z'],
    ['2024-03-10T03:59:59.999Z', '4H', '2024-03-10T00:00:00.000Z'],
    ['2024-03-10T04:00:00.000Z', '4H', '2024-03-10T04:00:00.000Z'],
    ['2024-03-10T23:00:00.000Z', '4H', '2024-03-10T20:00:00.000Z'],
    ['2024-02-29T23:59:59.999Z', '1D', '2024-02-29T00:00:00.000Z'],
    ['1969-12-31T23:59:00.000Z', '1D', '1969-12-31T00:00:00.000Z'],
    ['1970-01-01T00:00:00.000Z', '1W', '1969-12-29T00:00:00.000Z'],
    ['2024-12-31T10:00:00.000Z', '1W', '2024-12-30T00:00:00.000Z'],
    ['2025-01-01T00:00:00.000Z', '1W', '2024-12-30T00:00:00.000Z'],
    ['2025-01-05T23:59:59.999Z', '1W', '2024-12-30T00:00:00.000Z'],
    ['2025-01-06T00:00:00.000Z', '1W', '2025-01-06T00:00:00.000Z'],
    ['2020-12-31T23:59:59.999Z', '1W', '2020-12-28T00:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', '1M', '2024-02-01T00:00:00.000Z'],
    ['2024-03-01T00:00:00.000Z', '1M', '2024-03-01T00:00:00.000Z'],
    ['2023-02-28T23:59:59.999Z', '1M', '2023-02-01T00:00:00.000Z'],
    ['2024-12-31T23:59:59.999Z', '1M', '2024-12-01T00:00:00.000Z'],
    ['1969-07-20T20:17:00.000Z', '1M', '1969-07-01T00:00:00.000Z'],
    ['2024-12-31T23:59:59.999Z', '12M', '2024-01-01T00:00:00.000Z'],
    ['2025-01-01T00:00:00.000Z', '12M', '2025-01-01T00:00:00.000Z'],
    ['0050-06-15T00:00:00.000Z', '12M', '0050-01-01T00:00:00.000Z'],
  ])('puts %s in the %s bucket opening %s', (time, interval, expected) => {
    expect(new Date(bucketStart(at(time), interval)).toISOString()).toBe(expected);
  });

  it.each<[string, KlineInterval, string]>([
    ['2024-03-10T04:00:00.000Z', '4H', '2024-03-10T08:00:00.000Z'],
    ['2024-02-29T00:00:00.000Z', '1D', '2024-03-01T00:00:00.000Z'],
    ['2024-12-30T00:00:00.000Z', '1W', '2025-01-06T00:00:00.000Z'],
    ['2024-01-01T00:00:00.000Z', '1M', '2024-02-01T00:00:00.000Z'],
    ['2024-02-01T00:00:00.000Z', '1M', '2024-03-01T00:00:00.000Z'],
    ['2023-02-01T00:00:00.000Z', '1M', '2023-03-01T00:00:00.000Z'],
    ['2024-12-01T00:00:00.000Z', '1M', '2025-01-01T00:00:00.000Z'],
    ['2024-01-01T00:00:00.000Z', '12M', '2025-01-01T00:00:00.000Z'],
  ])('follows the %s %s bucket with %s', (start, interval, expected) => {
    expect(new Date(nextBucketStart(at(start), interval)).toISOString()).toBe(expected);
  });

  it.each<[number, KlineInterval]>([
    [Number.NaN, '1'],
    [1.5, '1'],
    [Number.POSITIVE_INFINITY, '1D'],
    [9e15, '1M'],
    [0, '3' as KlineInterval],
  ])('rejects time %d with interval %s', (time, interval) => {
    expect(() => bucketStart(time, interval)).toThrow(RangeError);
  });

  it('rejects a next-bucket request from inside a bucket', () => {
    expect(() => nextBucketStart(at('2024-01-02T00:00:00Z'), '1M')).toThrow(RangeError);
    expect(() => nextBucketStart(at('2024-12-31T00:00:00Z'), '1W')).toThrow(RangeError);
  });

  it('returns the bucket containing the time, which is its own bucket', () => {
    const time = fc.integer({ min: at('1900-01-01T00:00:00Z'), max: at('2200-01-01T00:00:00Z') });
    fc.assert(
      fc.property(time, anyInterval, (timeMs, interval) => {
        const start = bucketStart(timeMs, interval);
        const end = nextBucketStart(start, interval);
        expect(start).toBeLessThanOrEqual(timeMs);
        expect(timeMs).toBeLessThan(end);
        expect(bucketStart(start, interval)).toBe(start);
        expect(bucketStart(end - 1, interval)).toBe(start);
        expect(new Date(start).getUTCHours() === 0 || (FIXED_LENGTH_MS[interval] ?? DAY_MS) < DAY_MS).toBe(
          true,
        );
      }),
    );
  });
});

describe('aggregateCandles', () => {
  it('aggregates the minutes of a bucket into one candle', () => {
    const minutes = [
      minute('2024-01-01T00:00:00Z', {
        open: '100',
        high: '101.5',
        low: '99',
        close: '100.5',
        volume: '0.1',
      }),
      minute('2024-01-01T00:01:00Z', { open: '100.5', high: '103', low: '100', close: '102', volume: '0.2' }),
      minute('2024-01-01T00:03:00Z', {
        open: '102',
        high: '102.5',
        low: '98.25',
        close: '99',
        volume: '0.30',
      }),
      minute('2024-01-01T00:05:00Z', { open: '99', high: '99', low: '99', close: '99', volume: '0' }),
    ];
    expect(aggregateCandles(minutes, '5')).toEqual([
      {
        openTime: at('2024-01-01T00:00:00Z'),
        open: '100',
        high: '103',
        low: '98.25',
        close: '99',
        volume: '0.6',
      },
      { openTime: at('2024-01-01T00:05:00Z'), open: '99', high: '99', low: '99', close: '99', volume: '0' },
    ]);
  });

  it('returns no candles for no minutes', () => {
    expect(aggregateCandles([], '1D')).toEqual([]);
  });

  it('keeps volumes exact where floats would not', () => {
    const minutes = [
      minute('2024-01-01T00:00:00Z', { volume: '0.1' }),
      minute('2024-01-01T00:01:00Z', { volume: '0.2' }),
      minute('2024-01-01T00:02:00Z', { volume: '123456789012345678901234.000000000000000001' }),
    ];
    expect(aggregateCandles(minutes, '60')[0]?.volume).toBe('123456789012345678901234.300000000000000001');
  });

  it.each<[string, Candle[]]>([
    ['a duplicate minute', [minute('2024-01-01T00:00:00Z'), minute('2024-01-01T00:00:00Z')]],
    ['descending minutes', [minute('2024-01-01T00:01:00Z'), minute('2024-01-01T00:00:00Z')]],
    ['a non-decimal price', [minute('2024-01-01T00:00:00Z', { high: 'NaN' })]],
  ])('rejects %s', (_, minutes) => {
    expect(() => aggregateCandles(minutes, '5')).toThrow(RangeError);
  });

  it('splits a week that straddles two months, so 1W candles cannot be re-aggregated into 1M', () => {
    const minutes = [minute('2024-01-29T00:00:00Z'), minute('2024-02-01T00:00:00Z')];
    expect(aggregateCandles(minutes, '1M').map((candle) => candle.openTime)).toEqual([
      at('2024-01-01T00:00:00Z'),
      at('2024-02-01T00:00:00Z'),
    ]);
    expect(aggregateCandles(aggregateCandles(minutes, '1W'), '1M')).toHaveLength(1);
  });

  it('gives the same candles through any chain of nesting intervals', () => {
    expect(NESTED_PAIRS).toContainEqual(['1', '5']);
    expect(NESTED_PAIRS).toContainEqual(['4H', '1D']);
    expect(NESTED_PAIRS).toContainEqual(['1D', '1W']);
    expect(NESTED_PAIRS).not.toContainEqual(['1W', '1M']);
    fc.assert(
      fc.property(minuteCandles, fc.constantFrom(...NESTED_PAIRS), (minutes, [fine, coarse]) => {
        expect(aggregateCandles(aggregateCandles(minutes, fine), coarse)).toEqual(
          aggregateCandles(minutes, coarse),
        );
      }),
      { numRuns: 300 },
    );
  });

  it.each<KlineInterval[]>([
    ['1', '5', '15', '30', '60'],
    ['1', '60', '4H', '1D', '1M', '12M'],
    ['1', '2H', '1D', '1W'],
  ])('gives the same candles through the chain %s → %s → …', (...chain) => {
    fc.assert(
      fc.property(minuteCandles, (minutes) => {
        let candles = minutes;
        for (const interval of chain.slice(1)) {
          candles = aggregateCandles(candles, interval);
          expect(candles).toEqual(aggregateCandles(minutes, interval));
        }
      }),
      { numRuns: 50 },
    );
  });

  it('conserves the total volume exactly', () => {
    fc.assert(
      fc.property(minuteCandles, anyInterval, (minutes, interval) => {
        const candles = aggregateCandles(minutes, interval);
        expect(sum(candles.map((candle) => candle.volume)).toFixed()).toBe(
          sum(minutes.map((candle) => candle.volume)).toFixed(),
        );
      }),
    );
  });

  it('keeps high above and low below open and close', () => {
    fc.assert(
      fc.property(minuteCandles, anyInterval, (minutes, interval) => {
        for (const candle of aggregateCandles(minutes, interval)) {
          expect(BigNumber.max(candle.open, candle.close).isLessThanOrEqualTo(candle.high)).toBe(true);
          expect(BigNumber.min(candle.open, candle.close).isGreaterThanOrEqualTo(candle.low)).toBe(true);
        }
      }),
    );
  });

  it('returns one bucket-aligned candle per non-empty bucket, ascending', () => {
    fc.assert(
      fc.property(minuteCandles, anyInterval, (minutes, interval) => {
        const candles = aggregateCandles(minutes, interval);
        const buckets = new Set(minutes.map((candle) => bucketStart(candle.openTime, interval)));
        expect(candles.map((candle) => candle.openTime)).toEqual([...buckets].sort((a, b) => a - b));
        for (const candle of candles) expect(bucketStart(candle.openTime, interval)).toBe(candle.openTime);
      }),
    );
  });

  it('is the identity, up to canonical decimals, at one minute', () => {
    fc.assert(
      fc.property(minuteCandles, (minutes) => {
        expect(aggregateCandles(minutes, '1')).toEqual(aggregateCandles(aggregateCandles(minutes, '1'), '1'));
        expect(aggregateCandles(minutes, '1').map((candle) => candle.openTime)).toEqual(
          minutes.map((candle) => candle.openTime),
        );
      }),
    );
  });
});

describe('mergeIntoOpenCandle', () => {
  it('opens, updates and rolls over the open candle', () => {
    const first = mergeIntoOpenCandle(
      null,
      minute('2024-01-01T00:02:00Z', { open: '10', high: '11', low: '9', close: '10.5', volume: '1.5' }),
      '5',
    );
    expect(first).toEqual({
      openTime: at('2024-01-01T00:00:00Z'),
      open: '10',
      high: '11',
      low: '9',
      close: '10.5',
      volume: '1.5',
    });
    const updated = mergeIntoOpenCandle(
      first,
      minute('2024-01-01T00:04:00Z', { open: '10.5', high: '12', low: '10', close: '11', volume: '0.25' }),
      '5',
    );
    expect(updated).toEqual({ ...first, high: '12', close: '11', volume: '1.75' });
    expect(updated).not.toBe(first);
    expect(mergeIntoOpenCandle(updated, minute('2024-01-01T00:05:00Z'), '5')).toEqual({
      openTime: at('2024-01-01T00:05:00Z'),
      open: '1',
      high: '1',
      low: '1',
      close: '1',
      volume: '1',
    });
  });

  it('rejects a minute from an earlier bucket and a misaligned open candle', () => {
    const open = minute('2024-01-01T00:05:00Z');
    expect(() => mergeIntoOpenCandle(open, minute('2024-01-01T00:04:00Z'), '5')).toThrow(RangeError);
    expect(() => mergeIntoOpenCandle(minute('2024-01-01T00:06:00Z'), open, '5')).toThrow(RangeError);
  });

  it('folded over the minutes, yields the same candles as aggregateCandles', () => {
    fc.assert(
      fc.property(minuteCandles, anyInterval, (minutes, interval) => {
        const candles = aggregateCandles(minutes, interval);
        const folded = foldMinutes(minutes, interval);
        expect(folded).toEqual(candles);
        expect(folded.at(-1)).toEqual(candles.at(-1));
      }),
    );
  });
});
