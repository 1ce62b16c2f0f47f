import type { BigNumber } from 'bignumber.js';
import { requireDecimal } from '../decimal';
import { bucketStart } from './kline-intervals';
import type { KlineInterval } from './kline-intervals';

/**
 * One kline. Prices and volume are decimal strings (never floats); `openTime` is epoch ms at the start of the
 * candle's bucket (of the minute, for the stored one-minute candles).
 */
export interface Candle {
  openTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

// Candle values parsed once, so folding thousands of minutes does not re-parse the running totals.
interface CandleTotals {
  openTime: number;
  open: BigNumber;
  high: BigNumber;
  low: BigNumber;
  close: BigNumber;
  volume: BigNumber;
}

/**
 * Aggregates candles, ascending by `openTime`, into one candle per non-empty bucket of `interval`, ascending:
 * open of the first, close of the last, highest high, lowest low, exact sum of volumes, `openTime` = bucket
 * start. Usually the input is one-minute candles; any finer interval whose buckets nest in `interval`'s works
 * the same (1D into 1M, but not 1W into 1M: a week can straddle two months).
 *
 * Output values are canonical decimal strings (plain notation, no trailing zeros), so aggregating along
 * different nesting chains gives identical strings.
 *
 * @throws RangeError when the input is not strictly ascending (a duplicate minute is a bug upstream), or a
 * value is not a decimal.
 */
export function aggregateCandles(minuteCandles: readonly Candle[], interval: KlineInterval): Candle[] {
  const candles: Candle[] = [];
  let current: CandleTotals | null = null;
  let previousOpenTime = Number.NEGATIVE_INFINITY;
  for (const [index, candle] of minuteCandles.entries()) {
    if (!(candle.openTime > previousOpenTime)) {
      throw new RangeError(
        `Candles must be strictly ascending by openTime: index ${index} (${candle.openTime}) follows ${previousOpenTime}`,
      );
    }
    previousOpenTime = candle.openTime;
    const next = readCandle(candle, bucketStart(candle.openTime, interval));
    if (current !== null && current.openTime === next.openTime) {
      current = combine(current, next);
    } else {
      if (current !== null) candles.push(printCandle(current));
      current = next;
    }
  }
  if (current !== null) candles.push(printCandle(current));
  return candles;
}

/**
 * The open `interval` candle after `minute` arrives: `current` updated when the minute falls in its bucket,
 * otherwise a new candle for the minute's bucket (the caller then closes `current`). Folded over the minutes
 * it yields exactly `aggregateCandles`' candles.
 *
 * Each minute must be merged exactly once, after it closes: merging a minute twice counts its volume twice.
 * For a minute still in progress, keep the candle of the closed minutes and merge the live minute into it
 * afresh on every update, for display only.
 *
 * @throws RangeError when `current` is not bucket-aligned, the minute belongs to an earlier bucket than
 * `current`, or a value is not a decimal.
 */
export function mergeIntoOpenCandle(current: Candle | null, minute: Candle, interval: KlineInterval): Candle {
  const next = readCandle(minute, bucketStart(minute.openTime, interval));
  if (current === null) return printCandle(next);
  if (bucketStart(current.openTime, interval) !== current.openTime) {
    throw new RangeError(`Open candle ${current.openTime} does not start a ${interval} bucket`);
  }
  if (next.openTime < current.openTime) {
    throw new RangeError(
      `Minute ${minute.openTime} belongs to a bucket before the open candle's (${current.openTime})`,
    );
  }
  if (next.openTime > current.openTime) return printCandle(next);
  return printCandle(combine(readCandle(current, current.openTime), next));
}

function readCandle(candle: Candle, openTime: number): CandleTotals {
  return {
    openTime,
    open: requireDecimal(candle.open),
    high: requireDecimal(candle.high),
    low: requireDecimal(candle.low),
    close: requireDecimal(candle.close),
    volume: requireDecimal(candle.volume),
  };
}

/** `earlier` followed by `later`, both in the same bucket. */
function combine(earlier: CandleTotals, later: CandleTotals): CandleTotals {
  return {
    openTime: earlier.openTime,
    open: earlier.open,
    high: later.high.isGreaterThan(earlier.high) ? later.high : earlier.high,
    low: later.low.isLessThan(earlier.low) ? later.low : earlier.low,
    close: later.close,
    volume: earlier.volume.plus(later.volume),
  };
}

function printCandle(totals: CandleTotals): Candle {
  return {
    openTime: totals.openTime,
    open: totals.open.toFixed(),
    high: totals.high.toFixed(),
    low: totals.low.toFixed(),
    close: totals.close.toFixed(),
    volume: totals.volume.toFixed(),
  };
}
