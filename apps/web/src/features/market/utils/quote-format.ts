import { isDecimalString } from '@exchange/domain/decimal';
import { formatPrice } from '@exchange/domain/format/price';
import { formatShort } from '@exchange/domain/format/short-number';

/** How the market screens print quotes. A missing value (no price from the source yet) prints as a dash. */
export const NO_VALUE = '—';

export type Direction = 'up' | 'down' | 'flat';

function isValue(value: string | null | undefined): value is string {
  return typeof value === 'string' && isDecimalString(value);
}

/** The instrument's own decimals (`priceAccuracy`), never rounded up. */
export function formatQuotePrice(price: string | null | undefined, priceAccuracy: number): string {
  return isValue(price) ? formatPrice(price, priceAccuracy) : NO_VALUE;
}

/** A signed change in the quote asset: `+12.30`, `-0.05`. */
export function formatSignedChange(change: string | null | undefined, priceAccuracy: number): string {
  if (!isValue(change)) return NO_VALUE;
  const text = formatPrice(change, priceAccuracy);
  return directionOf(change) === 'up' ? `+${text}` : text;
}

/** A signed percentage with two decimals: `+2.35%`, `-0.80%`, `0.00%`. */
export function formatChangeRate(changeRate: string | null | undefined): string {
  if (!isValue(changeRate)) return NO_VALUE;
  const text = formatPrice(changeRate, 2);
  return `${directionOf(changeRate) === 'up' ? '+' : ''}${text}%`;
}

/** Volumes and turnover in short form (1.23K, 4.5M). */
export function formatVolume(value: string | null | undefined): string {
  return isValue(value) ? formatShort(value) : NO_VALUE;
}

export function directionOf(value: string | null | undefined): Direction {
  if (!isValue(value)) return 'flat';
  const number = Number(value);
  if (number > 0) return 'up';
  return number < 0 ? 'down' : 'flat';
}

/** Text colour of a change: up and down follow the user's colour preference (the --color-up/--color-down tokens). */
export const directionTextClass: Record<Direction, string> = {
  up: 'text-up',
  down: 'text-down',
  flat: 'text-muted',
};

/** 24 h turnover in the quote asset (price × base volume); 0 when either is missing. Screening only, not money. */
export function quoteVolume(price: string | null | undefined, volume24h: string | null | undefined): number {
  if (!isValue(price) || !isValue(volume24h)) return 0;
  const turnover = Number(price) * Number(volume24h);
  return Number.isFinite(turnover) && turnover > 0 ? turnover : 0;
}
