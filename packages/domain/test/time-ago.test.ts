import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '../src/index';

const NOW_MS = 1_700_000_000_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe('timeAgo', () => {
  it.each([
    [0, { key: 'justNow' }],
    [29 * MINUTE_MS + 59_999, { key: 'justNow' }],
    [30 * MINUTE_MS, { key: 'minutesAgo', count: 30 }],
    [59 * MINUTE_MS + 59_999, { key: 'minutesAgo', count: 59 }],
    [HOUR_MS, { key: 'hoursAgo', count: 1 }],
    [23 * HOUR_MS + 59 * MINUTE_MS, { key: 'hoursAgo', count: 23 }],
    [24 * HOUR_MS, { key: 'date', text: '2023-11-13' }],
    [-5 * MINUTE_MS, { key: 'justNow' }],
  ])('reads %d ms ago as %o', (elapsedMs, expected) => {
    expect(timeAgo(NOW_MS - elapsedMs, { nowMs: NOW_MS })).toEqual(expected);
  });

  it('accepts second timestamps', () => {
    expect(timeAgo(NOW_MS / 1000 - 3 * 3600, { nowMs: NOW_MS })).toEqual({ key: 'hoursAgo', count: 3 });
  });

  it('shows the date in the given zone', () => {
    // 2023-11-14 22:13:20 UTC is already 2023-11-15 in Shanghai.
    const result = timeAgo(NOW_MS, { nowMs: NOW_MS + 48 * HOUR_MS, timeZone: 'Asia/Shanghai' });
    expect(result).toEqual({ key: 'date', text: '2023-11-15' });
  });

  it('defaults to the current time', () => {
    expect(timeAgo(Date.now())).toEqual({ key: 'justNow' });
  });

  it('counts stay within the range of their key', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 24 * HOUR_MS }), (elapsedMs) => {
        const result = timeAgo(NOW_MS - elapsedMs, { nowMs: NOW_MS });
        if (result.key === 'minutesAgo') expect(result.count).toBeGreaterThanOrEqual(30);
        if (result.key === 'minutesAgo') expect(result.count).toBeLessThanOrEqual(59);
        if (result.key === 'hoursAgo') expect(result.count).toBeGreaterThanOrEqual(1);
        if (result.key === 'hoursAgo') expect(result.count).toBeLessThanOrEqual(23);
        if (result.key === 'date') expect(result.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });

  it('never goes back to a finer key as time passes', () => {
    const order = ['justNow', 'minutesAgo', 'hoursAgo', 'date'];
    fc.assert(
      fc.property(fc.nat(3 * 24 * HOUR_MS), fc.nat(3 * 24 * HOUR_MS), (first, second) => {
        const [earlier, later] = first <= second ? [first, second] : [second, first];
        const earlierKey = timeAgo(NOW_MS - earlier, { nowMs: NOW_MS }).key;
        const laterKey = timeAgo(NOW_MS - later, { nowMs: NOW_MS }).key;
        expect(order.indexOf(laterKey)).toBeGreaterThanOrEqual(order.indexOf(earlierKey));
      }),
    );
  });
});
