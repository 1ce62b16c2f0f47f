import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BigNumber } from 'bignumber.js';
import { compareDecimalStrings } from '../src/index';

const decimalArbitrary = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{1,12}$/),
    fc.option(fc.stringMatching(/^\d{1,10}$/), { nil: undefined }),
  )
  .map(
    ([isNegative, whole, fraction]) => `${isNegative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
  );

describe('compareDecimalStrings', () => {
  it('orders like exact decimal arithmetic (property)', () => {
    fc.assert(
      fc.property(decimalArbitrary, decimalArbitrary, (left, right) => {
        const expected = new BigNumber(left).comparedTo(new BigNumber(right)) ?? 0;
        expect(Math.sign(compareDecimalStrings(left, right))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('treats equal values written differently as equal', () => {
    expect(compareDecimalStrings('1.50', '1.5')).toBe(0);
    expect(compareDecimalStrings('-1.50', '-1.5')).toBe(0);
    expect(compareDecimalStrings('-7', '-7')).toBe(0);
    expect(compareDecimalStrings('-0', '0.000')).toBe(0);
    expect(compareDecimalStrings('007', '7')).toBe(0);
    expect(compareDecimalStrings('-2.5', '-10')).toBeGreaterThan(0);
    expect(compareDecimalStrings('0.0003', '0.001')).toBeLessThan(0);
  });
});
