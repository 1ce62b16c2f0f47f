import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { TradingHours } from '@exchange/contracts/reference/instruments';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A week and a day: every session of a weekly schedule starts within this many days. */
const DAYS_TO_SEARCH = 8;

/** ISO weekday (1 Monday … 7 Sunday) of a dayjs date. */
const isoWeekday = (date: dayjs.Dayjs) => date.day() || 7;

/**
 * The next time the session opens after `nowMs` (epoch ms), in the exchange's own zone so DST follows the zone.
 * Null when the schedule has no trading day. Exchange holidays are not modelled (as on the server).
 */
export function nextSessionOpen(hours: TradingHours, nowMs: number): number | null {
  if (hours.days.length === 0) return null;
  const today = dayjs(nowMs).tz(hours.timezone);
  for (let offset = 0; offset < DAYS_TO_SEARCH; offset += 1) {
    const day = today.add(offset, 'day');
    if (!hours.days.includes(isoWeekday(day))) continue;
    const opening = dayjs.tz(`${day.format('YYYY-MM-DD')} ${hours.open}`, hours.timezone);
    if (opening.valueOf() > nowMs) return opening.valueOf();
  }
  return null;
}

/**
 * When a closed market opens next, for the user: weekday and time in their time zone and language, with the zone's
 * short name so "14:30" is never read in the wrong zone (`Mon 14:30 GMT`).
 */
export function formatSessionOpen(openMs: number, timeZone: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(openMs));
  } catch {
    // An unknown zone or language in stored preferences: UTC in English rather than nothing.
    return new Intl.DateTimeFormat('en', {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(new Date(openMs));
  }
}
