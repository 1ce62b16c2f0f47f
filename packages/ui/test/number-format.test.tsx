import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NO_VALUE,
  SignedPercent,
  formatAmount,
  formatCoinAmount,
  formatCompact,
  formatDecimal,
  formatMoney,
  formatPercent,
  formatPlainDecimal,
  formatPrice,
  formatQuantity,
  formatSigned,
  numberLocaleOf,
  setNumberLocale,
} from '../src/format';

const EUR = { exchange: 'EUR', price: '0.5', sign: '€', position: 1, priceAccuracy: 2 };

afterEach(() => setNumberLocale('en'));

describe('the number formatter', () => {
  it('groups and marks decimals in the locale', () => {
    expect(formatAmount('9700')).toBe('9,700.00');
    expect(formatAmount('9700', 2, { locale: 'de' })).toBe('9.700,00');
    expect(formatAmount('1234567.891', 2, { locale: 'hi' })).toBe('12,34,567.89');
    expect(formatAmount('1234567.891', 2, { locale: 'fr' }).replace(/\s/g, ' ')).toBe('1 234 567,89');
  });

  it('is exact beyond a float and cuts instead of rounding up', () => {
    expect(formatDecimal('12345678901234567.129', { decimals: 2 })).toBe('12,345,678,901,234,567.12');
    expect(formatAmount('0.999')).toBe('0.99');
    expect(formatPrice('999.9999', 3)).toBe('999.999');
  });

  it('shows dust as the smallest unit and never -0', () => {
    expect(formatAmount('0.001')).toBe('0.01');
    expect(formatAmount('-0.001')).toBe('0.00');
    expect(formatCoinAmount('0.000000001')).toBe('0.00000001');
    expect(formatCoinAmount('1.5')).toBe('1.50');
    expect(formatCoinAmount('0.12345678912')).toBe('0.12345678');
  });

  it('prices at the instrument accuracy, or the spec steps without one', () => {
    expect(formatPrice('67000.5', 1)).toBe('67,000.5');
    expect(formatPrice('67000.5')).toBe('67,000.50');
    expect(formatPrice('0.123456')).toBe('0.12345');
    expect(formatQuantity('1.23456', 4)).toBe('1.2345');
  });

  it('writes plain text for inputs: no grouping, a point in every locale, cut', () => {
    setNumberLocale('de');
    expect(formatPlainDecimal('60000', 2)).toBe('60000.00');
    expect(formatPlainDecimal('1234.5678', 2)).toBe('1234.56');
    expect(formatPlainDecimal('-0.001', 2)).toBe('0.00');
    expect(formatPlainDecimal('abc', 2)).toBe('');
  });

  it('prints a dash for what is not a number', () => {
    for (const value of [null, undefined, '', 'abc', '0x1f']) {
      expect(formatAmount(value)).toBe(NO_VALUE);
      expect(formatPercent(value)).toBe(NO_VALUE);
      expect(formatMoney(value)).toBe(NO_VALUE);
    }
  });

  it('signs changes and percentages', () => {
    expect(formatSigned('12.3', 2)).toBe('+12.30');
    expect(formatSigned('-0.05', 2)).toBe('-0.05');
    expect(formatSigned('0', 2)).toBe('0.00');
    expect(formatPercent('2.356')).toBe('+2.35%');
    expect(formatPercent('-0.8')).toBe('-0.80%');
    expect(formatPercent('0')).toBe('0.00%');
    expect(formatPercent('2.356', { signed: false })).toBe('2.35%');
    expect(formatPercent('2.35', { locale: 'de' }).replace(/\s/g, ' ')).toBe('+2,35 %');
  });

  it('shortens large figures in the locale’s units', () => {
    expect(formatCompact('1234567')).toBe('1.23M');
    expect(formatCompact('12345678', { locale: 'zh-CN' })).toBe('1234.57万');
    expect(formatCompact('950')).toBe('950');
  });

  it('converts money to the display currency with its symbol', () => {
    expect(formatMoney('9700')).toBe('$9,700.00');
    expect(formatMoney('9700', EUR, 'de')).toBe('4.850,00€');
    expect(formatMoney('-12.3')).toBe('-$12.30');
    expect(formatMoney('5', { ...EUR, price: '0' })).toBe('$5.00');
  });

  it('maps app language codes to Intl locales', () => {
    expect(numberLocaleOf('zh')).toBe('zh-CN');
    expect(numberLocaleOf('zh-TW')).toBe('zh-TW');
    expect(numberLocaleOf('no')).toBe('nb');
    expect(numberLocaleOf('not a tag!')).toBe('en');
  });

  it('follows the current locale, and components re-render when it changes', () => {
    render(<SignedPercent value="-1234.5" />);
    const shown = screen.getByText('-1,234.50%');
    expect(shown.className).toContain('text-down');
    act(() => setNumberLocale('de'));
    expect(shown.textContent?.replace(/\s/g, ' ')).toBe('-1.234,50 %');
    expect(formatAmount('1000')).toBe('1.000,00');
  });
});
