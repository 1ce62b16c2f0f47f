import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalDecimal,
  canonicalDecimalOrNull,
  isDecimalString,
  stripThousandsSeparators,
} from '../src/index';
import { decimalString } from './support/decimal-arbitrary';

describe('stripThousandsSeparators', () => {
  it.each([
    ['1,234,567.89', '1234567.89'],
    [' 1,234 ', '1234'],
    ['12.5', '12.5'],
  ])('%j → %j', (value, expected) => {
    expect(stripThousandsSeparators(value)).toBe(expected);
  });
});

describe('isDecimalString', () => {
  it.each([
    ['12', true],
    ['-12.5', true],
    ['.5', true],
    ['5.', true],
    ['1,234.5', true],
    ['1e-7', true],
    [12.5, true],
    ['', false],
    ['0x1f', false],
    ['0b11', false],
    ['1.2.3', false],
    ['Infinity', false],
    [Number.NaN, false],
  ])('%j → %s', (value, expected) => {
    expect(isDecimalString(value)).toBe(expected);
  });

  it('accepts every decimal string', () => {
    fc.assert(
      fc.property(decimalString(), (value) => {
        expect(isDecimalString(value)).toBe(true);
      }),
    );
  });
});

describe('canonicalDecimal', () => {
  it('spells equal decimals one way', () => {
    expect(canonicalDecimal('1.50')).toBe('1.5');
    expect(canonicalDecimal('0001.000')).toBe('1');
    expect(canonicalDecimal('1e-7')).toBe('0.0000001');
    expect(canonicalDecimal(2.25)).toBe('2.25');
    expect(canonicalDecimalOrNull(null)).toBeNull();
    expect(canonicalDecimalOrNull('-0.10')).toBe('-0.1');
  });
});
