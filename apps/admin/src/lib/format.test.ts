import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '@exchange/ui/format';
import {
  formatAmount,
  formatAssetAmount,
  formatDateTime,
  formatExact,
  formatPercent,
  formatPrice,
} from './format';

afterEach(() => setNumberLocale('en'));

describe('back-office formatting', () => {
  it('shows amounts exactly and grouped: every decimal, never cut, at least 2', () => {
    expect(formatAmount('1250.5')).toBe('1,250.50');
    expect(formatAmount('0.000000000000000001')).toBe('0.000000000000000001');
    expect(formatAmount('-12345678901234567.123456789')).toBe('-12,345,678,901,234,567.123456789');
    expect(formatAssetAmount('50000', 'USDT')).toBe('50,000.00 USDT');
    expect(formatAmount(null)).toBe('—');
  });

  it('shows quantities, prices and rates as stored, and percentages unsigned', () => {
    expect(formatExact('250000')).toBe('250,000');
    expect(formatExact('0.0005')).toBe('0.0005');
    expect(formatPrice('91500.1', 2)).toBe('91,500.10');
    expect(formatPercent('0.05', { decimals: 2 })).toBe('0.05%');
  });

  it('groups in the number locale of the UI language', () => {
    setNumberLocale('zh');
    expect(formatAmount('1250.5')).toBe('1,250.50');
    setNumberLocale('de');
    expect(formatAmount('1250.5')).toBe('1.250,50');
  });

  it('prints date and time as before, without toLocaleString', () => {
    const at = Date.UTC(2026, 0, 2, 12, 4, 5);
    expect(formatDateTime(at)).toBe(
      new Intl.DateTimeFormat('en-GB', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hour12: false,
      }).format(at),
    );
    expect(formatDateTime(at)).toMatch(/^\d\d\/01\/2026, \d\d:\d\d:05$/);
    expect(formatDateTime(null)).toBe('—');
  });
});
