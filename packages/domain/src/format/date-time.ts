import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { toMillis } from './timestamp';
import type { TimestampInput } from './timestamp';

// Extending is idempotent and only adds methods, so doing it at import time is safe for every consumer.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The date formats of spec §5. */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  monthDay: 'MM-DD',
  time: 'HH:mm',
  dateTime: 'YYYY-MM-DD HH:mm:ss',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** The fixed offset the spec displays some times in (§5), usable as a `timeZone` argument. */
export const FIXED_DISPLAY_OFFSET = '-0400';

/** Pure by default: output must not depend on the zone of the machine running it. */
export const DEFAULT_TIME_ZONE = 'UTC';

const FIXED_OFFSET_PATTERN = /^([+-])(\d{2}):?(\d{2})$/;
const MAXIMUM_OFFSET_MINUTES = 14 * 60;
const MINUTE_MS = 60_000;

/**
 * Formats a timestamp (seconds or milliseconds, see {@link toMillis}) in one of the spec's formats.
 *
 * @param timeZone an IANA zone (`Europe/London`) or a fixed offset (`-0400`, `+05:30`); defaults to UTC.
 * @throws RangeError for an invalid timestamp, zone or offset.
 */
export function formatTimestamp(
  timestamp: TimestampInput,
  format: DateFormatName,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const timestampMs = toMillis(timestamp);
  const offsetMinutes = parseFixedOffset(timeZone);
  // A fixed offset is applied by shifting the instant and reading it as UTC: dayjs's utcOffset(n) would read
  // small values such as 15 as hours, and none of the formats prints the offset itself.
  const zoned =
    offsetMinutes === null
      ? dayjs.utc(timestampMs).tz(timeZone)
      : dayjs.utc(timestampMs + offsetMinutes * MINUTE_MS);
  return zoned.format(DATE_FORMATS[format]);
}

/**
 * Minutes east of UTC for a fixed offset such as `-0400` or `+05:30`, or null when the text is not one
 * (it is then taken as an IANA zone name).
 *
 * @throws RangeError for an offset beyond ±14:00 or with minutes above 59.
 */
export function parseFixedOffset(timeZone: string): number | null {
  const match = FIXED_OFFSET_PATTERN.exec(timeZone.trim());
  if (match === null) return null;
  const [, sign, hours, minutes] = match;
  const totalMinutes = Number(hours) * 60 + Number(minutes);
  if (Number(minutes) > 59 || totalMinutes > MAXIMUM_OFFSET_MINUTES) {
    throw new RangeError(`Not a UTC offset: ${timeZone}`);
  }
  return sign === '-' ? -totalMinutes : totalMinutes;
}
