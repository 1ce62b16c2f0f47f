import type { TradingHours } from '../../platform/db/index';

const ISO_WEEKDAYS: Readonly<Record<string, number>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

// Building an Intl formatter costs far more than using one; a handful of exchange zones ever exist.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      // h23: midnight is 00, never 24.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** ISO weekday and `HH:mm` at `nowMs` in the zone, from the runtime's tz data (so DST needs no code here). */
export const localWeekdayAndTime = (timeZone: string, nowMs: number) => {
  const parts = formatterFor(timeZone).formatToParts(new Date(nowMs));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return { weekday: ISO_WEEKDAYS[part('weekday')] ?? 0, time: `${part('hour')}:${part('minute')}` };
};

/**
 * Inside the session [open, close) on a trading day, in the exchange's own zone. No hours means the instrument
 * trades around the clock. Exchange holidays and half days are not modelled yet.
 */
export const isWithinTradingHours = (hours: TradingHours | null, nowMs: number): boolean => {
  if (!hours) return true;
  const { weekday, time } = localWeekdayAndTime(hours.timezone, nowMs);
  // Zero-padded HH:mm strings compare in time order.
  return hours.days.includes(weekday) && time >= hours.open && time < hours.close;
};
