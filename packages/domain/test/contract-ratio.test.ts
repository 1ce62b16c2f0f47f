import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marginPnlRatio, percentChange, priceChange } from '../src/index';
import { decimalString } from './support/decimal-arbitrary';

const positiveDecimal = fc
  .bigInt({ min: 1n, max: 10n ** 15n })
  .map((units) => new BigNumber(units.toString()).shiftedBy(-6).toFixed());

describe('priceChange', () => {
  it.each([
    ['100', '110.5', '10.5'],
    ['100', '90', '-10'],
    ['0.1', '0.3', '0.2'],
    ['0', '110', '0'],
    ['-1', '110', '0'],
    ['', '110', '0'],
  ])('from %j to %j is %j', (openPrice, marketPrice, expected) => {
    expect(priceChange(openPrice, marketPrice)).toBe(expected);
  });

  it('rejects a non-numeric market price', () => {
    expect(() => priceChange('100', 'n/a')).toThrow(RangeError);
  });
});

describe('percentChange', () => {
  it.each([
    ['100', '110', '2', true, '10'],
    ['100', '110', '2', false, '-10'],
    ['100', '90', '0.5', true, '-10'],
    ['3', '2', '1', false, '33.333333333333333333'],
    ['0', '110', '1', true, '0'],
    ['100', '110', '0', true, '0'],
    ['100', '110', '-1', true, '0'],
  ])('open %s, market %s, lots %s, long %s is %s%%', (openPrice, marketPrice, lotSize, isLong, expected) => {
    expect(percentChange(openPrice, marketPrice, lotSize, isLong)).toBe(expected);
  });

  it('is the same size with opposite signs for long and short, whatever the lot size', () => {
    fc.assert(
      fc.property(
        positiveDecimal,
        decimalString(),
        positiveDecimal,
        positiveDecimal,
        (open, market, lots, otherLots) => {
          const long = percentChange(open, market, lots, true);
          expect(new BigNumber(percentChange(open, market, lots, false)).plus(long).isZero()).toBe(true);
          expect(percentChange(open, market, otherLots, true)).toBe(long);
        },
      ),
    );
  });
});

describe('marginPnlRatio', () => {
  it.each([
    ['5', '20', '10', '25'],
    ['-30', '20', '10', '-150'],
    ['5', '0', '10', '0'],
    ['5', '20', '0', '0'],
    ['5', '20', '', '0'],
  ])('pnl %s on margin %s at leverage %s is %s%%', (pnl, margin, leverage, expected) => {
    expect(marginPnlRatio(pnl, margin, leverage)).toBe(expected);
  });

  it('has the sign of the pnl', () => {
    fc.assert(
      fc.property(decimalString(), positiveDecimal, positiveDecimal, (pnl, margin, leverage) => {
        const ratio = new BigNumber(marginPnlRatio(pnl, margin, leverage));
        expect(ratio.isNegative() && !ratio.isZero()).toBe(
          new BigNumber(pnl).isNegative() && !ratio.isZero(),
        );
      }),
    );
  });
});
