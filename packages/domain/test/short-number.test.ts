import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShort } from '../src/index';
import type { ShortNumberStyle } from '../src/index';
import { decimalString } from './support/decimal-arbitrary';

const UNIT_SIZES: Record<ShortNumberStyle, Record<string, number>> = {
  en: { '': 1, K: 1e3, M: 1e6, B: 1e9 },
  cn: { '': 1, w: 1e4, 亿: 1e8 },
};
const NEXT_UNIT_RATIO: Record<ShortNumberStyle, Record<string, number | undefined>> = {
  en: { '': 1e3, K: 1e3, M: 1e3, B: undefined },
  cn: { '': 1e4, w: 1e4, 亿: undefined },
};

function splitShort(text: string): { mantissa: BigNumber; suffix: string } {
  const match = /^(-?[\d.]+)(\D*)$/.exec(text);
  if (match === null) throw new Error(`Unexpected short form ${text}`);
  return { mantissa: new BigNumber(match[1] ?? ''), suffix: match[2] ?? '' };
}

describe('formatShort', () => {
  it.each([
    [0, 'en', '0'],
    [999, 'en', '999'],
    [999.994, 'en', '999.99'],
    [999.996, 'en', '1K'],
    [1000, 'en', '1K'],
    [1234, 'en', '1.23K'],
    [1500, 'en', '1.5K'],
    [12_345_678, 'en', '12.35M'],
    [999_999, 'en', '1M'],
    [1_234_567_890, 'en', '1.23B'],
    ['1234567890123', 'en', '1234.57B'],
    [-1500, 'en', '-1.5K'],
    ['-0.001', 'en', '0'],
    ['0.126', 'en', '0.13'],
    ['1,234', 'en', '1.23K'],
    [1234, 'cn', '1234'],
    [10_000, 'cn', '1w'],
    [12_345, 'cn', '1.23w'],
    [99_999_999, 'cn', '1亿'],
    [123_456_789, 'cn', '1.23亿'],
    [-12_345, 'cn', '-1.23w'],
  ] as const)('shortens %j in %s style as %s', (value, style, expected) => {
    expect(formatShort(value, { style })).toBe(expected);
  });

  it('uses the given number of decimals', () => {
    expect(formatShort(1_234_567, { decimals: 0 })).toBe('1M');
    expect(formatShort(1_234_567, { decimals: 4 })).toBe('1.2346M');
  });

  it('rejects a non-numeric value', () => {
    expect(() => formatShort('12k')).toThrow(RangeError);
  });

  it('reads back within half a rounding step, in the largest unit reached', () => {
    const style = fc.constantFrom<ShortNumberStyle>('en', 'cn');
    fc.assert(
      fc.property(decimalString(), style, fc.integer({ min: 0, max: 4 }), (value, chosenStyle, decimals) => {
        const { mantissa, suffix } = splitShort(formatShort(value, { style: chosenStyle, decimals }));
        const size = UNIT_SIZES[chosenStyle][suffix];
        expect(size).toBeDefined();
        const error = mantissa
          .abs()
          .times(size ?? 1)
          .minus(new BigNumber(value).abs())
          .abs();
        expect(error.isLessThanOrEqualTo(new BigNumber(0.5).shiftedBy(-decimals).times(size ?? 1))).toBe(
          true,
        );
        const ratio = NEXT_UNIT_RATIO[chosenStyle][suffix];
        if (ratio !== undefined) expect(mantissa.abs().isLessThan(ratio)).toBe(true);
        if (suffix !== '') expect(mantissa.abs().isGreaterThanOrEqualTo(1)).toBe(true);
      }),
    );
  });
});
