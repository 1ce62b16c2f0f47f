/** A Unix timestamp in seconds or milliseconds, as a number or a digit string. */
export type TimestampInput = number | string;

// 10-digit values are seconds (spec §5). Anything below 1e11 is read as seconds: as milliseconds it would
// be a date before March 1973, which this product never shows.
const FIRST_MILLISECONDS_TIMESTAMP = 1e11;
const TIMESTAMP_PATTERN = /^\d+(?:\.\d+)?$/;

/**
 * Milliseconds since the epoch: 10-digit (seconds) timestamps are multiplied by 1000, 13-digit
 * (milliseconds) timestamps are returned as they are, so applying it twice changes nothing.
 *
 * @throws RangeError when the value is not a non-negative finite timestamp.
 */
export function toMillis(timestamp: TimestampInput): number {
  const value = typeof timestamp === 'string' ? parseTimestamp(timestamp) : timestamp;
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a timestamp: ${String(timestamp)}`);
  return value < FIRST_MILLISECONDS_TIMESTAMP ? Math.round(value * 1000) : Math.trunc(value);
}

function parseTimestamp(text: string): number {
  const trimmed = text.trim();
  return TIMESTAMP_PATTERN.test(trimmed) ? Number(trimmed) : Number.NaN;
}
