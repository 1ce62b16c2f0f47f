import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capInputDecimals, formatAmount, stripThousandsSeparators } from '../src/index';
import { decimalString, decimalsOf, readNumber } from './support/decimal-arbitrary';

const precisionArbitrary = fc.integer({ min: 0, max: 8 });

describe('formatAmount', () => {
  it.each([
    ['12.3', {}, '12.30'],
    ['12.349', {}, '12.34'],
    ['12.999', {}, '12.99'],
    ['0', {}, '0.00'],
    ['-0', {}, '0.00'],
    ['0.001', {}, '0.01'],
    ['0.009999', {}, '0.01'],
    ['0.01', {}, '0.01'],
    ['0.0001', { precision: 4 }, '0.0001'],
    ['0.00001', { precision: 4 }, '0.0001'],
    ['0.4', { precision: 0 }, '1'],
    ['7.9', { precision: 0 }, '7'],
    ['-12.349', {}, '-12.34'],
    ['-0.001', {}, '0.00'],
    ['1,234,567.891', {}, '1234567.89'],
    ['1234567.891', { useGrouping: true }, '1,234,567.89'],
    ['-1234567.891', { useGrouping: true }, '-1,234,567.89'],
    ['999', { useGrouping: true }, '999.00'],
    ['  42 ', {}, '42.00'],
    ['1e-7', { precision: 8 }, '0.00000010'],
    ['123456789012345678901234567890.129', {}, '123456789012345678901234567890.12'],
    [12.3, {}, '12.30'],
  ])('formats %j with %j as %s', (value, options, expected) => {
    expect(formatAmount(value, options)).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3', '0x1f', 'NaN', 'Infinity', '--1'])('rejects %j', (value) => {
    expect(() => formatAmount(value)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects the number %d', (value) => {
    expect(() => formatAmount(value)).toThrow(RangeError);
  });

  it.each([-1, 1.5, 19])('rejects precision %d', (precision) => {
    expect(() => formatAmount('1', { precision })).toThrow(RangeError);
  });

  it('always shows exactly `precision` decimals', () => {
    fc.assert(
      fc.property(decimalString(), precisionArbitrary, (value, precision) => {
        expect(decimalsOf(formatAmount(value, { precision }))).toBe(precision);
      }),
    );
  });

  it('never shows more than the input, and loses less than one smallest unit', () => {
    fc.assert(
      fc.property(decimalString(), precisionArbitrary, (value, precision) => {
        const smallestUnit = new BigNumber(1).shiftedBy(-precision);
        const input = new BigNumber(value);
        fc.pre(!(input.isGreaterThan(0) && input.isLessThan(smallestUnit)));
        const shown = readNumber(formatAmount(value, { precision }));
        expect(shown.abs().isLessThanOrEqualTo(input.abs())).toBe(true);
        expect(input.abs().minus(shown.abs()).isLessThan(smallestUnit)).toBe(true);
      }),
    );
  });

  it('shows the smallest unit for any positive amount below it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n - 1n }), precisionArbitrary, (units, precision) => {
        const value = new BigNumber(units.toString()).shiftedBy(-(precision + 12)).toFixed();
        expect(formatAmount(value, { precision })).toBe(
          new BigNumber(1).shiftedBy(-precision).toFixed(precision),
        );
      }),
    );
  });

  it('keeps the sign of negative amounts unless they show as zero', () => {
    fc.assert(
      fc.property(decimalString(), (value) => {
        const isVisiblyNegative = new BigNumber(value).isLessThanOrEqualTo('-0.01');
        expect(formatAmount(value).startsWith('-')).toBe(isVisiblyNegative);
      }),
    );
  });

  it('round-trips thousands separators', () => {
    fc.assert(
      fc.property(decimalString(), precisionArbitrary, (value, precision) => {
        const grouped = formatAmount(value, { precision, useGrouping: true });
        const plain = formatAmount(value, { precision });
        expect(stripThousandsSeparators(grouped)).toBe(plain);
        expect(formatAmount(grouped, { precision })).toBe(plain);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(decimalString(), precisionArbitrary, (value, precision) => {
        const once = formatAmount(value, { precision });
        expect(formatAmount(once, { precision })).toBe(once);
      }),
    );
  });
});

describe('capInputDecimals', () => {
  it.each([
    ['12.3456', 2, '12.34'],
    ['12.', 2, '12.'],
    ['12', 2, '12'],
    ['.5', 2, '.5'],
    ['1,234.5678', 3, '1234.567'],
    ['12.99', 0, '12'],
    ['', 2, ''],
  ])('caps %j at %d decimals as %j', (input, precision, expected) => {
    expect(capInputDecimals(input, precision)).toBe(expected);
  });

  it('never leaves more than `precision` decimals and only cuts the end', () => {
    fc.assert(
      fc.property(decimalString(), precisionArbitrary, (value, precision) => {
        const capped = capInputDecimals(value, precision);
        expect(decimalsOf(capped)).toBeLessThanOrEqual(precision);
        expect(value.startsWith(capped)).toBe(true);
      }),
    );
  });
});
