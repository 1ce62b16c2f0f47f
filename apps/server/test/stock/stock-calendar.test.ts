import { describe, expect, it } from 'vitest';
import { US_EQUITY_HOURS } from '@exchange/contracts/reference/instruments';
import { MARKET_DAY_KEYS, US_MARKET_CALENDAR } from '@exchange/contracts/reference/us-market-calendar';
import {
  averageCostOf,
  holdingAfterBuy,
  holdingAfterSale,
  isInSession,
  isStockLimitReached,
  localToInstant,
  nextOpen,
  sessionAt,
  stockBuyAmounts,
  stockQuantityForAmount,
  stockSaleAmounts,
  tradingDayAt,
  valueHolding,
} from '@exchange/domain';

const utc = (iso: string) => Date.parse(iso);
const hours = US_EQUITY_HOURS;
const calendar = US_MARKET_CALENDAR;
/** The weekday of a `YYYY-MM-DD` day: 0 Sunday … 6 Saturday. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('the NYSE calendar data (2026 and 2027, as published)', () => {
  it('has the ten full closures of each year, in order, on weekdays, with known keys', () => {
    const dates = calendar.holidays.map((holiday) => holiday.date);
    expect(dates.filter((date) => date.startsWith('2026'))).toHaveLength(10);
    expect(dates.filter((date) => date.startsWith('2027'))).toHaveLength(10);
    expect([...dates].sort()).toEqual(dates);
    for (const holiday of calendar.holidays) {
      expect([1, 2, 3, 4, 5]).toContain(weekdayOf(holiday.date));
      expect(MARKET_DAY_KEYS).toContain(holiday.key);
    }
    expect(calendar.holidays).toContainEqual({ date: '2026-07-03', key: 'independenceDay' });
    expect(calendar.holidays).toContainEqual({ date: '2026-04-03', key: 'goodFriday' });
    expect(calendar.holidays).toContainEqual({ date: '2027-06-18', key: 'juneteenth' });
    expect(calendar.holidays).toContainEqual({ date: '2027-12-24', key: 'christmasDay' });
    // 1 January 2028 is a Saturday: no holiday is observed on 31 December 2027.
    expect(dates).not.toContain('2027-12-31');
  });

  it('has the three 13:00 early closes: the days after Thanksgiving and Christmas Eve 2026', () => {
    expect(calendar.earlyCloses).toEqual([
      { date: '2026-11-27', key: 'dayAfterThanksgiving', close: '13:00' },
      { date: '2026-12-24', key: 'christmasEve', close: '13:00' },
      { date: '2027-11-26', key: 'dayAfterThanksgiving', close: '13:00' },
    ]);
    for (const early of calendar.earlyCloses) expect([1, 2, 3, 4, 5]).toContain(weekdayOf(early.date));
  });
});

describe('session math (domain)', () => {
  it('converts New York wall time across both daylight-saving changes', () => {
    expect(localToInstant('America/New_York', utc('2026-03-06T09:30:00Z'))).toBe(utc('2026-03-06T14:30:00Z'));
    expect(localToInstant('America/New_York', utc('2026-03-09T09:30:00Z'))).toBe(utc('2026-03-09T13:30:00Z'));
    expect(localToInstant('America/New_York', utc('2026-10-30T16:00:00Z'))).toBe(utc('2026-10-30T20:00:00Z'));
    expect(localToInstant('America/New_York', utc('2026-11-02T16:00:00Z'))).toBe(utc('2026-11-02T21:00:00Z'));
  });

  it.each([
    ['a regular Wednesday at the open', '2026-07-01T13:30:00Z', true],
    ['a minute before the open', '2026-07-01T13:29:59Z', false],
    ['the last second', '2026-07-01T19:59:59Z', true],
    ['the close itself', '2026-07-01T20:00:00Z', false],
    ['Saturday', '2026-07-04T15:00:00Z', false],
    ['Independence Day observed', '2026-07-03T15:00:00Z', false],
    ['Good Friday 2027', '2027-03-26T15:00:00Z', false],
    ['the day after Thanksgiving at 12:59', '2026-11-27T17:59:59Z', true],
    ['the day after Thanksgiving at 13:00', '2026-11-27T18:00:00Z', false],
    ['Christmas Eve 2026 at 13:30', '2026-12-24T18:30:00Z', false],
    ['31 December 2027 (no New Year holiday observed)', '2027-12-31T15:00:00Z', true],
  ])('isInSession on %s', (_label, iso, expected) => {
    expect(isInSession(hours, calendar, utc(iso))).toBe(expected);
  });

  it('without the calendar a holiday is an ordinary weekday; hours in another zone ignore it', () => {
    expect(isInSession(hours, null, utc('2026-07-03T15:00:00Z'))).toBe(true);
    const london = { timezone: 'Europe/London', open: '08:00', close: '16:30', days: [1, 2, 3, 4, 5] };
    expect(isInSession(london, calendar, utc('2026-07-03T09:00:00Z'))).toBe(true);
    expect(isInSession(london, calendar, utc('2026-07-03T06:59:00Z'))).toBe(false);
  });

  it('nextOpen skips weekends, holidays and the rest of an open session', () => {
    expect(nextOpen(hours, calendar, utc('2026-07-02T20:00:00Z'))).toBe(utc('2026-07-06T13:30:00Z'));
    expect(nextOpen(hours, calendar, utc('2026-07-06T14:00:00Z'))).toBe(utc('2026-07-07T13:30:00Z'));
    expect(nextOpen(hours, calendar, utc('2026-12-24T18:00:00Z'))).toBe(utc('2026-12-28T14:30:00Z'));
    // Good Friday 2026 (3 April) after a Thursday close.
    expect(nextOpen(hours, calendar, utc('2026-04-02T21:00:00Z'))).toBe(utc('2026-04-06T13:30:00Z'));
    // Christmas 2027 is observed on Friday 24 December.
    expect(nextOpen(hours, calendar, utc('2027-12-23T22:00:00Z'))).toBe(utc('2027-12-27T14:30:00Z'));
  });

  it('sessionAt names the day and the instants the screen shows', () => {
    expect(sessionAt(hours, calendar, utc('2026-12-24T15:00:00Z'))).toEqual({
      isOpen: true,
      isTradingDay: true,
      today: {
        date: '2026-12-24',
        openAt: utc('2026-12-24T14:30:00Z'),
        closeAt: utc('2026-12-24T18:00:00Z'),
        isHoliday: false,
        isEarlyClose: true,
        holiday: 'christmasEve',
      },
      nextOpenAt: utc('2026-12-28T14:30:00Z'),
      nextCloseAt: utc('2026-12-24T18:00:00Z'),
    });
    // Just after midnight UTC it is still the evening before in New York.
    expect(tradingDayAt(hours, calendar, utc('2026-07-04T02:00:00Z')).date).toBe('2026-07-03');
  });
});

describe('holding math (domain)', () => {
  it('buys add quantity and whole cost; sales release a proportional cost and the last takes the rest', () => {
    let holding = holdingAfterBuy({ quantity: '0', costBasis: '0' }, '3', '300.3');
    holding = holdingAfterBuy(holding, '1', '110.11');
    expect(holding).toEqual({ quantity: '4', costBasis: '410.41' });
    expect(averageCostOf(holding)).toBe('102.6025');
    const first = holdingAfterSale(holding, '1');
    expect(first).toEqual({ holding: { quantity: '3', costBasis: '307.8075' }, releasedCost: '102.6025' });
    const third = holdingAfterSale({ quantity: '3', costBasis: '100' }, '1');
    expect(third.releasedCost).toBe('33.33333333');
    const last = holdingAfterSale(third.holding, '2');
    expect(last).toEqual({ holding: { quantity: '0', costBasis: '0' }, releasedCost: '66.66666667' });
    expect(() => holdingAfterSale({ quantity: '1', costBasis: '1' }, '1.5')).toThrow(RangeError);
    expect(averageCostOf({ quantity: '0', costBasis: '0' })).toBe('0');
  });

  it('values a holding and prices trades exactly; the fee rounds up to the USDT step', () => {
    expect(valueHolding({ quantity: '10', costBasis: '2002' }, '190')).toEqual({
      marketValue: '1900',
      unrealisedPnl: '-102',
      unrealisedPnlRate: '-5.09',
    });
    expect(stockBuyAmounts('0.0001', '0.01', '0.001')).toEqual({
      notional: '0.000001',
      fee: '0.00000001',
      total: '0.00000101',
    });
    expect(stockSaleAmounts('2', '230', '0.001')).toEqual({ notional: '460', fee: '0.46', total: '459.54' });
    expect(stockQuantityForAmount('1000', '210', '0.001', 4)).toBe('4.7571');
    expect(stockQuantityForAmount('0.01', '210', '0.001', 4)).toBe('0');
    expect(isStockLimitReached('buy', '190', '190')).toBe(true);
    expect(isStockLimitReached('buy', '190.01', '190')).toBe(false);
    expect(isStockLimitReached('sell', '190', '190')).toBe(true);
    expect(isStockLimitReached('sell', '189.99', '190')).toBe(false);
  });
});
