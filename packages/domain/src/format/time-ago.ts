import { formatTimestamp } from './date-time';
import { toMillis } from './timestamp';
import type { TimestampInput } from './timestamp';

/** A translation key plus its values, so the UI words it in the user's language. */
export type TimeAgo =
  | { key: 'justNow' }
  | { key: 'minutesAgo'; count: number }
  | { key: 'hoursAgo'; count: number }
  | { key: 'date'; text: string };

export interface TimeAgoOptions {
  /** The current time; injectable so tests are deterministic. Defaults to `Date.now()`. */
  nowMs?: number;
  /** Zone of the date shown once a day has passed; see {@link formatTimestamp}. */
  timeZone?: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const JUST_NOW_LIMIT_MS = 30 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago a timestamp was (spec §5): under 30 minutes `justNow`, then whole minutes (30–59), then whole
 * hours (1–23), then the date as `YYYY-MM-DD`. A timestamp in the future reads `justNow`: it can only come
 * from clock skew between server and device.
 *
 * @throws RangeError for an invalid timestamp or zone.
 */
export function timeAgo(timestamp: TimestampInput, options: TimeAgoOptions = {}): TimeAgo {
  const timestampMs = toMillis(timestamp);
  const elapsedMs = (options.nowMs ?? Date.now()) - timestampMs;
  if (elapsedMs < JUST_NOW_LIMIT_MS) return { key: 'justNow' };
  if (elapsedMs < HOUR_MS) return { key: 'minutesAgo', count: Math.floor(elapsedMs / MINUTE_MS) };
  if (elapsedMs < DAY_MS) return { key: 'hoursAgo', count: Math.floor(elapsedMs / HOUR_MS) };
  return { key: 'date', text: formatTimestamp(timestampMs, 'date', options.timeZone) };
}
