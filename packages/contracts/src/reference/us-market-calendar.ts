/**
 * The NYSE (and Nasdaq) holiday and early-close calendar for 2026 and 2027, as NYSE Group published it (its
 * "Holiday and Early Closings Calendar" announcements of 8 November 2024 and 23 December 2025). Dates are the
 * exchange's own calendar days in America/New_York; on an early close the market shuts at 13:00 Eastern.
 * Only the regular session is modelled (no pre-market, after-hours or crossing sessions). Years outside
 * `firstYear`..`lastYear` have no holidays here: the session rules then fall back to plain weekdays, so the
 * calendar must be extended before 2028 (NYSE publishes three years ahead).
 */

/** Why the market is closed or closes early that day; the app translates each key. */
export const MARKET_DAY_KEYS = [
  'newYearsDay',
  'martinLutherKingJrDay',
  'washingtonsBirthday',
  'goodFriday',
  'memorialDay',
  'juneteenth',
  'independenceDay',
  'laborDay',
  'thanksgivingDay',
  'christmasDay',
  'dayAfterThanksgiving',
  'christmasEve',
  'independenceDayEve',
] as const;
export type MarketDayKey = (typeof MARKET_DAY_KEYS)[number];

/** A full closure: no session that day. `date` is `YYYY-MM-DD` in the exchange's zone. */
export interface MarketHoliday {
  date: string;
  key: MarketDayKey;
}

/** A shortened session: it opens as usual and closes at `close` (`HH:mm`, exchange time). */
export interface MarketEarlyClose {
  date: string;
  key: MarketDayKey;
  close: string;
}

export interface MarketCalendar {
  /** The exchange's IANA zone: the calendar applies to trading hours kept in this zone. */
  timezone: string;
  firstYear: number;
  lastYear: number;
  holidays: readonly MarketHoliday[];
  earlyCloses: readonly MarketEarlyClose[];
}

const EARLY_CLOSE = '13:00';

export const US_MARKET_CALENDAR: MarketCalendar = {
  timezone: 'America/New_York',
  firstYear: 2026,
  lastYear: 2027,
  holidays: [
    { date: '2026-01-01', key: 'newYearsDay' },
    { date: '2026-01-19', key: 'martinLutherKingJrDay' },
    { date: '2026-02-16', key: 'washingtonsBirthday' },
    { date: '2026-04-03', key: 'goodFriday' },
    { date: '2026-05-25', key: 'memorialDay' },
    { date: '2026-06-19', key: 'juneteenth' },
    // 4 July 2026 is a Saturday: observed on the Friday before.
    { date: '2026-07-03', key: 'independenceDay' },
    { date: '2026-09-07', key: 'laborDay' },
    { date: '2026-11-26', key: 'thanksgivingDay' },
    { date: '2026-12-25', key: 'christmasDay' },
    { date: '2027-01-01', key: 'newYearsDay' },
    { date: '2027-01-18', key: 'martinLutherKingJrDay' },
    { date: '2027-02-15', key: 'washingtonsBirthday' },
    { date: '2027-03-26', key: 'goodFriday' },
    { date: '2027-05-31', key: 'memorialDay' },
    // 19 June 2027 is a Saturday: observed on the Friday before.
    { date: '2027-06-18', key: 'juneteenth' },
    // 4 July 2027 is a Sunday: observed on the Monday after.
    { date: '2027-07-05', key: 'independenceDay' },
    { date: '2027-09-06', key: 'laborDay' },
    { date: '2027-11-25', key: 'thanksgivingDay' },
    // 25 December 2027 is a Saturday: observed on the Friday before (so no Christmas Eve early close that year).
    { date: '2027-12-24', key: 'christmasDay' },
    // 1 January 2028 is a Saturday: NYSE observes no New Year's holiday, so 31 December 2027 is a full day.
  ],
  earlyCloses: [
    { date: '2026-11-27', key: 'dayAfterThanksgiving', close: EARLY_CLOSE },
    { date: '2026-12-24', key: 'christmasEve', close: EARLY_CLOSE },
    { date: '2027-11-26', key: 'dayAfterThanksgiving', close: EARLY_CLOSE },
  ],
};
