import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { StockSession } from '@exchange/contracts/http/stock/index';
import type { TradingHours } from '@exchange/contracts/reference/instruments';
import { MARKET_DAY_KEYS, US_MARKET_CALENDAR } from '@exchange/contracts/reference/us-market-calendar';
import type { MarketDayKey } from '@exchange/contracts/reference/us-market-calendar';
import { sessionAt } from '@exchange/domain/stock/index';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What the stock screen says about the market session. Instants are epoch ms. */
export interface SessionView {
  isOpen: boolean;
  isHoliday: boolean;
  isEarlyClose: boolean;
  /** The calendar key of today's holiday or early close (`independenceDay`); null on a regular day. */
  holiday: MarketDayKey | null;
  /** The end of the session under way, else of the next one. */
  nextCloseAt: number | null;
  /** The next session start after now (when open: the next day's). */
  nextOpenAt: number | null;
}

const asDayKey = (key: string | null): MarketDayKey | null =>
  (MARKET_DAY_KEYS as readonly string[]).includes(key ?? '') ? (key as MarketDayKey) : null;

/** The server's answer (its clock, the exchange calendar): what signed-in users see. */
export const sessionFromServer = (session: StockSession): SessionView => ({
  isOpen: session.isOpen,
  isHoliday: session.isHoliday,
  isEarlyClose: session.isEarlyClose,
  holiday: session.holiday,
  nextCloseAt: session.nextCloseAt,
  nextOpenAt: session.nextOpenAt,
});

/**
 * The same rules computed here (packages/domain's session math and the published US calendar the server uses):
 * what visitors see, who cannot ask the server. An instrument without hours trades around the clock.
 */
export function sessionFromHours(hours: TradingHours | null, nowMs: number): SessionView {
  if (!hours)
    return {
      isOpen: true,
      isHoliday: false,
      isEarlyClose: false,
      holiday: null,
      nextCloseAt: null,
      nextOpenAt: null,
    };
  const state = sessionAt(hours, US_MARKET_CALENDAR, nowMs);
  return {
    isOpen: state.isOpen,
    isHoliday: state.today.isHoliday,
    isEarlyClose: state.today.isEarlyClose,
    holiday: asDayKey(state.today.holiday),
    nextCloseAt: state.nextCloseAt,
    nextOpenAt: state.nextOpenAt,
  };
}

function formatIn(
  timestampMs: number,
  timeZone: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
) {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(timestampMs);
  } catch {
    // An unknown zone or language in stored preferences: UTC in English rather than nothing.
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(timestampMs);
  }
}

/**
 * An open or close for the user, in their time zone and language, with the zone's name so it is never read in the
 * wrong one: the time alone when it falls on the user's today (`14:30 GMT`), else with the weekday and date
 * (`Mon, 30 Nov, 14:30 GMT`).
 */
export function formatSessionMoment(
  momentMs: number,
  nowMs: number,
  timeZone: string,
  language: string,
): string {
  let isToday: boolean;
  try {
    isToday = dayjs(momentMs).tz(timeZone).isSame(dayjs(nowMs).tz(timeZone), 'day');
  } catch {
    isToday = dayjs(momentMs).utc().isSame(dayjs(nowMs).utc(), 'day');
  }
  return formatIn(momentMs, timeZone, language, {
    ...(isToday ? {} : { weekday: 'short', day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
}
