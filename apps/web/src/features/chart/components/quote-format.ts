import { formatAmount } from '@exchange/domain/format/amount';
import { formatPrice } from '@exchange/domain/format/price';
import { formatShort } from '@exchange/domain/format/short-number';
import type { Trend } from '../hooks/market-quote';

/** Shown where a figure has no value yet (no price from the source). */
export const NO_VALUE = '—';

/** Formatting of market figures; a value that is not a decimal shows as {@link NO_VALUE}, never throws in render. */
function safely(format: () => string): string {
  try {
    return format();
  } catch {
    return NO_VALUE;
  }
}

/** A price with the instrument's priceAccuracy (spec §3). */
export function formatQuotePrice(value: string | null, priceAccuracy: number): string {
  return value === null ? NO_VALUE : safely(() => formatPrice(value, priceAccuracy));
}

/** A quantity with the instrument's transactionAccuracy. */
export function formatQuantity(value: string | null, transactionAccuracy: number): string {
  return value === null ? NO_VALUE : safely(() => formatAmount(value, { precision: transactionAccuracy }));
}

/** A signed price change ('+12.50', '-3.00'). */
export function formatSignedPrice(value: string | null, priceAccuracy: number): string {
  if (value === null) return NO_VALUE;
  const text = formatQuotePrice(value, priceAccuracy);
  return text !== NO_VALUE && !text.startsWith('-') && /[1-9]/.test(text) ? `+${text}` : text;
}

/** A percent change ('+2.35%'), two decimals. */
export function formatChangeRate(value: string | null): string {
  if (value === null) return NO_VALUE;
  const text = safely(() => formatPrice(value, 2));
  if (text === NO_VALUE) return text;
  return `${!text.startsWith('-') && /[1-9]/.test(text) ? '+' : ''}${text}%`;
}

/** A 24 h volume in short form (1.5K, 12.35M). */
export function formatVolume(value: string | null): string {
  return value === null ? NO_VALUE : safely(() => formatShort(value));
}

export const trendClass: Readonly<Record<Trend, string>> = {
  up: 'text-up',
  down: 'text-down',
  flat: 'text-muted',
};
