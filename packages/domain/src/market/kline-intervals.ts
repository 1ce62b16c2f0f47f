/**
 * Kline intervals (spec: 1, 5, 15, 30, 60 minutes, 2H, 4H, 1D, 1W, 1M, 12M) and the UTC buckets they cut time
 * into. Buckets are always UTC: the chart shifts them for display, but the server and every client must agree
 * on which minutes make up a candle, so the boundaries cannot depend on anyone's time zone.
 */
export const KLINE_INTERVALS = ['1', '5', '15', '30', '60', '2H', '4H', '1D', '1W', '1M', '12M'] as const;

export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/** The interval a chart opens with (spec: 30 minutes). */
export const DEFAULT_KLINE_INTERVAL: KlineInterval = '30';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
// 1970-01-01 was a Thursday, so the week containing the epoch started on Monday 1969-12-29.
const FIRST_MONDAY_MS = -3 * DAY_MS;
// The ECMAScript Date range: beyond it there is no calendar to align months and years to.
const MAX_TIME_MS = 8.64e15;

type BucketRule =
  { kind: 'fixed'; lengthMs: number; originMs: number } | { kind: 'calendar'; months: 1 | 12 };

function fixed(lengthMs: number, originMs = 0): BucketRule {
  return { kind: 'fixed', lengthMs, originMs };
}

// Minute, hour and day buckets have a fixed length and are aligned to the Unix epoch (UTC has no DST, and
// Unix time has no leap seconds, so every UTC day is exactly 86 400 000 ms). Weeks have a fixed length too but
// start on Monday; months and years have no fixed length and follow the calendar.
const BUCKET_RULES: Readonly<Record<KlineInterval, BucketRule>> = {
  '1': fixed(MINUTE_MS),
  '5': fixed(5 * MINUTE_MS),
  '15': fixed(15 * MINUTE_MS),
  '30': fixed(30 * MINUTE_MS),
  '60': fixed(HOUR_MS),
  '2H': fixed(2 * HOUR_MS),
  '4H': fixed(4 * HOUR_MS),
  '1D': fixed(DAY_MS),
  '1W': fixed(WEEK_MS, FIRST_MONDAY_MS),
  '1M': { kind: 'calendar', months: 1 },
  '12M': { kind: 'calendar', months: 12 },
};

export function isKlineInterval(value: unknown): value is KlineInterval {
  return typeof value === 'string' && (KLINE_INTERVALS as readonly string[]).includes(value);
}

/**
 * Open time (epoch ms) of the UTC bucket of `interval` that contains `timeMs`: epoch-aligned for minute, hour
 * and day intervals, Monday 00:00 for 1W, the 1st of the month 00:00 for 1M, 1 January 00:00 for 12M.
 *
 * @throws RangeError when `timeMs` is not an integer within the Date range, or the interval is unknown.
 */
export function bucketStart(timeMs: number, interval: KlineInterval): number {
  assertTime(timeMs);
  const rule = ruleOf(interval);
  if (rule.kind === 'fixed') {
    const { lengthMs, originMs } = rule;
    // Math.floor, not truncation, so times before the epoch (or before the first Monday) round down too.
    return Math.floor((timeMs - originMs) / lengthMs) * lengthMs + originMs;
  }
  const date = new Date(timeMs);
  return utcMonthStart(date.getUTCFullYear(), rule.months === 12 ? 0 : date.getUTCMonth());
}

/**
 * Open time of the bucket after the one opening at `bucketStartMs`, i.e. the exclusive end of that bucket.
 *
 * @throws RangeError when `bucketStartMs` is not the open time of an `interval` bucket.
 */
export function nextBucketStart(bucketStartMs: number, interval: KlineInterval): number {
  if (bucketStart(bucketStartMs, interval) !== bucketStartMs) {
    throw new RangeError(`Not the start of a ${interval} bucket: ${bucketStartMs}`);
  }
  const rule = ruleOf(interval);
  if (rule.kind === 'fixed') return bucketStartMs + rule.lengthMs;
  const date = new Date(bucketStartMs);
  return utcMonthStart(date.getUTCFullYear(), date.getUTCMonth() + rule.months);
}

function ruleOf(interval: KlineInterval): BucketRule {
  // The type already excludes other strings; this guards untyped callers (query strings, JSON).
  if (!isKlineInterval(interval)) throw new RangeError(`Not a kline interval: ${JSON.stringify(interval)}`);
  return BUCKET_RULES[interval];
}

function assertTime(timeMs: number): void {
  if (!Number.isSafeInteger(timeMs) || Math.abs(timeMs) > MAX_TIME_MS) {
    throw new RangeError(`Not an epoch-ms time: ${timeMs}`);
  }
}

/** 00:00 UTC on the 1st of `month` (0-based; 12 rolls over to January of the next year). */
function utcMonthStart(year: number, month: number): number {
  // setUTCFullYear rather than Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month, 1);
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Bucket outside the Date range: ${year}-${month + 1}`);
  return time;
}
