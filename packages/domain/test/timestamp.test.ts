import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMillis } from '../src/index';

describe('toMillis', () => {
  it.each([
    [1_700_000_000, 1_700_000_000_000],
    ['1700000000', 1_700_000_000_000],
    [1_700_000_000_123, 1_700_000_000_123],
    ['1700000000123', 1_700_000_000_123],
    [' 1700000000 ', 1_700_000_000_000],
    [1_700_000_000.5, 1_700_000_000_500],
    [0, 0],
  ])('reads %j as %d ms', (timestamp, expected) => {
    expect(toMillis(timestamp)).toBe(expected);
  });

  it.each(['', 'abc', '-1', '1e9', -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %j', (timestamp) => {
    expect(() => toMillis(timestamp)).toThrow(RangeError);
  });

  it('is idempotent on millisecond timestamps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e11, max: 9_999_999_999_999 }), (timestampMs) => {
        expect(toMillis(timestampMs)).toBe(timestampMs);
        expect(toMillis(toMillis(timestampMs))).toBe(toMillis(timestampMs));
      }),
    );
  });

  it('reads a 10-digit timestamp as seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e9, max: 9_999_999_999 }), (timestampSeconds) => {
        expect(toMillis(timestampSeconds)).toBe(timestampSeconds * 1000);
        expect(toMillis(String(timestampSeconds))).toBe(toMillis(timestampSeconds * 1000));
      }),
    );
  });
});
