import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '@exchange/ui/format';
import {
  NO_VALUE,
  directionOf,
  formatChangeRate,
  formatQuantity,
  formatQuotePrice,
  formatSignedChange,
  formatVolume,
} from './market-format';

afterEach(() => setNumberLocale('en'));

describe('quote formatting', () => {
  it('reads the direction of a change', () => {
    expect(directionOf('2.35')).toBe('up');
    expect(directionOf('-0.10')).toBe('down');
    expect(directionOf('0.00')).toBe('flat');
    expect(directionOf(null)).toBe('flat');
  });

  it('formats prices with the instrument’s accuracy, truncating, grouped', () => {
    expect(formatQuotePrice('64123.456', 2)).toBe('64,123.45');
    expect(formatQuotePrice('0.5', 4)).toBe('0.5000');
    expect(formatQuotePrice(null, 2)).toBe(NO_VALUE);
    expect(formatQuotePrice('not a number', 2)).toBe(NO_VALUE);
  });

  it('signs changes and rates', () => {
    expect(formatSignedChange('12.5', 2)).toBe('+12.50');
    expect(formatSignedChange('-3', 2)).toBe('-3.00');
    expect(formatSignedChange('0', 2)).toBe('0.00');
    expect(formatSignedChange('1234.5', 2)).toBe('+1,234.50');
    expect(formatChangeRate('2.345')).toBe('+2.34%');
    expect(formatChangeRate('-0.5')).toBe('-0.50%');
    expect(formatChangeRate('0')).toBe('0.00%');
    expect(formatChangeRate(undefined)).toBe(NO_VALUE);
  });

  it('formats quantities and volumes', () => {
    expect(formatQuantity('1234.23456', 4)).toBe('1,234.2345');
    expect(formatVolume('1234567')).toBe('1.23M');
    expect(formatVolume(null)).toBe(NO_VALUE);
  });

  it('follows the number locale', () => {
    setNumberLocale('de');
    expect(formatQuotePrice('64123.456', 2)).toBe('64.123,45');
    expect(formatQuantity('1234.5', 3)).toBe('1.234,500');
    expect(formatSignedChange('-1234.5', 1)).toBe('-1.234,5');
    expect(formatChangeRate('2.345').replace(/\s/g, ' ')).toBe('+2,34 %');
  });
});
