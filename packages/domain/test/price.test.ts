import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, priceDecimals } from '../src/index';
import { decimalString, decimalsOf } from './support/decimal-arbitrary';

describe('priceDecimals', () => {
  it.each([
    ['65000', 2],
    ['1000', 2],
    ['999.99', 3],
    ['100', 3],
    ['99.9', 4],
    ['1', 4],
    ['0.99999', 5],
    ['0', 5],
    ['-1500', 2],
    ['1,500', 2],
  ])('uses %d decimals for %s', (price, expected) => {
    expect(priceDecimals(price)).toBe(expected);
  });

  it('never gives a larger price more decimals', () => {
    fc.assert(
      fc.property(
        decimalString({ isNonNegative: true }),
        decimalString({ isNonNegative: true }),
        (first, second) => {
          const [lower, higher] = new BigNumber(first).isLessThanOrEqualTo(second)
            ? [first, second]
            : [second, first];
          expect(priceDecimals(lower)).toBeGreaterThanOrEqual(priceDecimals(higher));
        },
      ),
    );
  });
});

describe('formatPrice', () => {
  it.each([
    ['65432.129', undefined, '65432.12'],
    ['999.9999', undefined, '999.999'],
    ['123.4', undefined, '123.400'],
    ['1.23456', undefined, '1.2345'],
    ['0.1234567', undefined, '0.12345'],
    ['0.000001', undefined, '0.00000'],
    ['-2.5', undefined, '-2.5000'],
    ['-0.000001', undefined, '0.00000'],
    ['65432.129', 6, '65432.129000'],
    ['1.99', 0, '1'],
  ])('formats %s with decimals %s as %s', (price, decimals, expected) => {
    expect(formatPrice(price, decimals)).toBe(expected);
  });

  it('rejects a non-numeric price', () => {
    expect(() => formatPrice('n/a')).toThrow(RangeError);
  });

  it('shows the decimals of its own rule and never more than the price', () => {
    fc.assert(
      fc.property(decimalString({ isNonNegative: true }), (price) => {
        const formatted = formatPrice(price);
        expect(decimalsOf(formatted)).toBe(priceDecimals(price));
        expect(priceDecimals(formatted)).toBe(priceDecimals(price));
        expect(new BigNumber(formatted).isLessThanOrEqualTo(price)).toBe(true);
      }),
    );
  });
});
