import type { TradingHours } from '../../../platform/db/index';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** How much trading time lies in [fromMs, toMs): the simulator spreads price variance and volume by it. */
export interface TradingTime {
  weightMs(fromMs: number, toMs: number): number;
  /** Trading time in an average year, so `annualVolatility` applies per year of trading. */
  readonly annualWeightMs: number;
}

export const AROUND_THE_CLOCK: TradingTime = {
  weightMs: (fromMs, toMs) => Math.max(0, toMs - fromMs),
  annualWeightMs: 365.25 * DAY_MS,
};

/** Offset of `timeZone` from UTC at `timeMs`, in ms (positive east of Greenwich), from the runtime's tz data. */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const zoneOffsetMs = (timeZone: string, timeMs: number) => {
  let formatter = offsetFormatters.get(timeZone);
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
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(timeMs)).map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return asUtc - Math.floor(timeMs / MINUTE_MS) * MINUTE_MS;
};

/** Longer than any month: a year. */
const LONG_RANGE_MS = 40 * DAY_MS;

/** ISO weekday (1 Monday … 7 Sunday) of day number `day` since 1970-01-01, a Thursday. */
const isoWeekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Sessions of an exchange with local trading hours (DST follows the zone). A session is [open, close) local time
 * on the listed ISO weekdays. Holidays are not modelled (as in trading-hours.ts of the market module).
 */
export const sessionTradingTime = (hours: TradingHours): TradingTime => {
  const sessions = new Map<number, readonly [number, number] | null>();
  const openMinutes = minutesOf(hours.open);
  const closeMinutes = minutesOf(hours.close);
  /** The session of the local calendar day numbered `localDay` (days since 1970-01-01), as UTC instants. */
  const sessionOf = (localDay: number) => {
    if (sessions.has(localDay)) return sessions.get(localDay) ?? null;
    const weekday = isoWeekdayOf(localDay);
    let session: readonly [number, number] | null = null;
    if (hours.days.includes(weekday)) {
      const localOpen = localDay * DAY_MS + openMinutes * MINUTE_MS;
      const localClose = localDay * DAY_MS + closeMinutes * MINUTE_MS;
      session = [
        localOpen - zoneOffsetMs(hours.timezone, localOpen),
        localClose - zoneOffsetMs(hours.timezone, localClose),
      ];
    }
    if (sessions.size > 4096) sessions.clear();
    sessions.set(localDay, session);
    return session;
  };
  const sessionMs = (closeMinutes - openMinutes) * MINUTE_MS;
  const tradingWeekdays = Array.from({ length: 8 }, (_, weekday) => hours.days.includes(weekday));
  return {
    annualWeightMs: 252 * sessionMs,
    weightMs: (fromMs, toMs) => {
      // Years (a walk over five centuries) count whole trading weekdays instead of resolving each session's
      // zone offset: their weight only scales the yearly variance and volume, while every level from months
      // down, where a session's exact bounds decide what is flat, is exact.
      if (toMs - fromMs > LONG_RANGE_MS) {
        let weekdays = 0;
        for (let day = Math.floor(fromMs / DAY_MS); day < Math.ceil(toMs / DAY_MS); day += 1)
          if (tradingWeekdays[isoWeekdayOf(day)]) weekdays += 1;
        return weekdays * sessionMs;
      }
      let total = 0;
      // Local days whose session may touch [from, to): zones are within ±14 h of UTC.
      for (let day = Math.floor(fromMs / DAY_MS) - 1; day <= Math.floor(toMs / DAY_MS) + 1; day += 1) {
        const session = sessionOf(day);
        if (session) total += Math.max(0, Math.min(toMs, session[1]) - Math.max(fromMs, session[0]));
      }
      return total;
    },
  };
};
