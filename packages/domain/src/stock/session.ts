/**
 * A stock exchange's regular session at a moment: weekday hours in the exchange's own zone, minus the holidays and
 * with the early closes of its calendar. Pure (the zone's offsets come from the runtime's tz data through Intl, so
 * daylight saving needs no code); the server's order checks and the market list's `isOpen` use the same functions.
 */

/** Trading hours of an instrument: [open, close) local to `timezone` on the listed ISO weekdays (1 Mon … 7 Sun). */
export interface SessionHours {
  timezone: string;
  open: string;
  close: string;
  days: readonly number[];
}

/** An exchange's closures and early closes (`YYYY-MM-DD` days in its zone), e.g. US_MARKET_CALENDAR. */
export interface SessionCalendar {
  timezone: string;
  holidays: readonly { date: string; key: string }[];
  earlyCloses: readonly { date: string; key: string; close: string }[];
}

/** The session of one calendar day of the exchange, as instants (epoch ms). */
export interface TradingDay {
  /** `YYYY-MM-DD` in the exchange's zone. */
  date: string;
  /** null: no session that day (a weekend or a holiday). */
  openAt: number | null;
  closeAt: number | null;
  isHoliday: boolean;
  isEarlyClose: boolean;
  /** The calendar's key of the holiday or early close; null on a regular day. */
  holiday: string | null;
}

export interface SessionState {
  isOpen: boolean;
  /** Today (in the exchange's zone) has a session, whether or not it is under way. */
  isTradingDay: boolean;
  today: TradingDay;
  /** The first session start after `timeMs` (when open: the next day's), null if none within the search. */
  nextOpenAt: number | null;
  /** The end of the session under way, else of the next one. */
  nextCloseAt: number | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Longest run of days without a session we look through: a week of holidays on a one-day-a-week schedule. */
const SEARCH_DAYS = 21;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Offset of `timeZone` from UTC at the instant `timeMs`, in ms (positive east of Greenwich). */
export const zoneOffsetMs = (timeZone: string, timeMs: number): number => {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(timeMs))) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return asUtc - Math.floor(timeMs / MINUTE_MS) * MINUTE_MS;
};

/** The instant at which the wall clock of `timeZone` shows `localMs` (a local time written as if it were UTC). */
export const localToInstant = (timeZone: string, localMs: number): number => {
  const guess = localMs - zoneOffsetMs(timeZone, localMs);
  return localMs - zoneOffsetMs(timeZone, guess);
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** ISO weekday (1 Monday … 7 Sunday) of day number `day` since 1970-01-01, a Thursday. */
const isoWeekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The exchange-local day number (days since 1970-01-01) at the instant `timeMs`. */
const localDayOf = (timeZone: string, timeMs: number) =>
  Math.floor((timeMs + zoneOffsetMs(timeZone, timeMs)) / DAY_MS);

/** The calendar applies to hours kept in its zone; hours in another zone have plain weekdays. */
const calendarFor = (hours: SessionHours, calendar: SessionCalendar | null) =>
  calendar && calendar.timezone === hours.timezone ? calendar : null;

/** The session of the exchange-local day numbered `day`. */
const tradingDayOf = (hours: SessionHours, calendar: SessionCalendar | null, day: number): TradingDay => {
  const date = dateOfDay(day);
  const rules = calendarFor(hours, calendar);
  const holiday = rules?.holidays.find((entry) => entry.date === date);
  const closed = { date, openAt: null, closeAt: null, isEarlyClose: false };
  if (holiday) return { ...closed, isHoliday: true, holiday: holiday.key };
  if (!hours.days.includes(isoWeekdayOf(day))) return { ...closed, isHoliday: false, holiday: null };
  const early = rules?.earlyCloses.find((entry) => entry.date === date);
  const openMinutes = minutesOf(hours.open);
  const closeMinutes = Math.min(minutesOf(hours.close), early ? minutesOf(early.close) : Infinity);
  if (closeMinutes <= openMinutes) return { ...closed, isHoliday: false, holiday: early?.key ?? null };
  return {
    date,
    openAt: localToInstant(hours.timezone, day * DAY_MS + openMinutes * MINUTE_MS),
    closeAt: localToInstant(hours.timezone, day * DAY_MS + closeMinutes * MINUTE_MS),
    isHoliday: false,
    isEarlyClose: early !== undefined,
    holiday: early?.key ?? null,
  };
};

/** The exchange's trading day that contains `timeMs` (its local calendar day). */
export const tradingDayAt = (
  hours: SessionHours,
  calendar: SessionCalendar | null,
  timeMs: number,
): TradingDay => tradingDayOf(hours, calendar, localDayOf(hours.timezone, timeMs));

const isWithin = (day: TradingDay, timeMs: number) =>
  day.openAt !== null && day.closeAt !== null && day.openAt <= timeMs && timeMs < day.closeAt;

/** Whether the regular session is under way at `timeMs`: a trading day, open ≤ time < close (early close kept). */
export const isInSession = (hours: SessionHours, calendar: SessionCalendar | null, timeMs: number): boolean =>
  isWithin(tradingDayAt(hours, calendar, timeMs), timeMs);

/** The first session that starts after `timeMs`, or null when none does within three weeks. */
const nextSessionAfter = (hours: SessionHours, calendar: SessionCalendar | null, timeMs: number) => {
  const today = localDayOf(hours.timezone, timeMs);
  for (let day = today; day <= today + SEARCH_DAYS; day += 1) {
    const session = tradingDayOf(hours, calendar, day);
    if (session.openAt !== null && session.openAt > timeMs) return session;
  }
  return null;
};

/** The start of the first session after `timeMs` (exchange holidays and weekends skipped). */
export const nextOpen = (
  hours: SessionHours,
  calendar: SessionCalendar | null,
  timeMs: number,
): number | null => nextSessionAfter(hours, calendar, timeMs)?.openAt ?? null;

/** Everything the trading screen shows about the session at `timeMs`. */
export const sessionAt = (
  hours: SessionHours,
  calendar: SessionCalendar | null,
  timeMs: number,
): SessionState => {
  const today = tradingDayAt(hours, calendar, timeMs);
  const isOpen = isWithin(today, timeMs);
  const next = nextSessionAfter(hours, calendar, timeMs);
  return {
    isOpen,
    isTradingDay: today.openAt !== null,
    today,
    nextOpenAt: next?.openAt ?? null,
    nextCloseAt: isOpen ? today.closeAt : (next?.closeAt ?? null),
  };
};
