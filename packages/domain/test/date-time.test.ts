import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXED_DISPLAY_OFFSET, formatTimestamp, parseFixedOffset } from '../src/index';

// 2023-11-14 22:13:20 UTC.
const TIMESTAMP_SECONDS = 1_700_000_000;

describe('formatTimestamp', () => {
  it.each([
    ['date', 'UTC', '2023-11-14'],
    ['monthDay', 'UTC', '11-14'],
    ['time', 'UTC', '22:13'],
    ['dateTime', 'UTC', '2023-11-14 22:13:20'],
    ['dateTime', FIXED_DISPLAY_OFFSET, '2023-11-14 18:13:20'],
    ['dateTime', '+05:30', '2023-11-15 03:43:20'],
    ['dateTime', '+0015', '2023-11-14 22:28:20'],
    ['date', 'Asia/Shanghai', '2023-11-15'],
    ['dateTime', 'America/New_York', '2023-11-14 17:13:20'],
    ['dateTime', 'Europe/London', '2023-11-14 22:13:20'],
  ] as const)('formats as %s in %s', (format, timeZone, expected) => {
    expect(formatTimestamp(TIMESTAMP_SECONDS, format, timeZone)).toBe(expected);
  });

  it('defaults to UTC and accepts milliseconds', () => {
    expect(formatTimestamp(TIMESTAMP_SECONDS * 1000, 'dateTime')).toBe('2023-11-14 22:13:20');
  });

  it('follows daylight saving time in IANA zones', () => {
    // 2023-07-01 12:00 UTC: New York is on EDT (-04:00) in summer.
    expect(formatTimestamp(1_688_212_800, 'time', 'America/New_York')).toBe('08:00');
  });

  it.each(['Mars/Olympus', '+2500', '+01:75'])('rejects the zone %s', (timeZone) => {
    expect(() => formatTimestamp(TIMESTAMP_SECONDS, 'date', timeZone)).toThrow(RangeError);
  });

  it('agrees with an IANA zone that has a constant offset', () => {
    // China has not changed its offset since 1991.
    fc.assert(
      fc.property(fc.integer({ min: 700_000_000_000, max: 4_000_000_000_000 }), (timestampMs) => {
        expect(formatTimestamp(timestampMs, 'dateTime', '+0800')).toBe(
          formatTimestamp(timestampMs, 'dateTime', 'Asia/Shanghai'),
        );
        expect(formatTimestamp(timestampMs, 'dateTime', '+0000')).toBe(
          formatTimestamp(timestampMs, 'dateTime'),
        );
      }),
    );
  });
});

describe('parseFixedOffset', () => {
  it.each([
    ['-0400', -240],
    ['+05:30', 330],
    ['+0000', 0],
    ['+1400', 840],
    ['Europe/London', null],
    ['UTC', null],
  ])('reads %s as %s minutes', (timeZone, expected) => {
    expect(parseFixedOffset(timeZone)).toBe(expected);
  });
});
