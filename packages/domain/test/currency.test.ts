import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInCurrency } from '../src/index';
import type { ExchangeRateEntry } from '../src/index';
import { decimalString, readNumber } from './support/decimal-arbitrary';

const usd: ExchangeRateEntry = { exchange: 'USD', price: '1', sign: '$', position: 0 };
const euro: ExchangeRateEntry = { exchange: 'EUR', price: '0.92', sign: '€', position: 1, priceAccuracy: 2 };
const yen: ExchangeRateEntry = {
  exchange: 'JPY',
  price: '151.237',
  sign: '¥',
  position: 0,
  priceAccuracy: 0,
};
const bitcoin: ExchangeRateEntry = {
  exchange: 'BTC',
  price: '0.0000105',
  sign: '₿',
  position: 0,
  priceAccuracy: 8,
};

describe('formatInCurrency', () => {
  it.each([
    ['12.3', usd, {}, '$12.30'],
    ['13.37', euro, {}, '12.30€'],
    ['-12.3', usd, {}, '-$12.30'],
    ['-13.37', euro, {}, '-12.30€'],
    ['100', yen, {}, '¥15123'],
    ['0.001', usd, {}, '$0.01'],
    ['0.001', yen, {}, '¥1'],
    ['0', usd, {}, '$0.00'],
    ['1000', bitcoin, {}, '₿0.01050000'],
    ['1234567.891', usd, { useGrouping: true }, '$1,234,567.89'],
    ['1,234', euro, { useGrouping: true }, '1,135.28€'],
    ['12.3', { ...usd, priceAccuracy: null }, {}, '$12.30'],
  ])('shows %j in %o with %j as %j', (amount, entry, options, expected) => {
    expect(formatInCurrency(amount, entry, options)).toBe(expected);
  });

  it.each(['0', '-1', 'abc', ''])('rejects the rate %j', (price) => {
    expect(() => formatInCurrency('1', { ...usd, price })).toThrow(RangeError);
  });

  it('never shows more than the converted amount', () => {
    const rate = fc
      .integer({ min: 1, max: 10 ** 9 })
      .map((units) => new BigNumber(units).shiftedBy(-4).toFixed());
    fc.assert(
      fc.property(decimalString({ isNonNegative: true }), rate, (amount, price) => {
        const converted = new BigNumber(amount).times(price);
        fc.pre(converted.isZero() || converted.isGreaterThanOrEqualTo('0.01'));
        const shown = readNumber(formatInCurrency(amount, { ...usd, price }).slice(1));
        expect(shown.isLessThanOrEqualTo(converted)).toBe(true);
      }),
    );
  });

  it('puts the symbol on the side the entry asks for', () => {
    fc.assert(
      fc.property(decimalString(), fc.boolean(), (amount, isAfter) => {
        const formatted = formatInCurrency(amount, { ...euro, position: isAfter ? 1 : 0 });
        expect(formatted.endsWith('€')).toBe(isAfter);
        expect(/^-?€/.test(formatted)).toBe(!isAfter);
      }),
    );
  });
});
