import { isDecimalString } from '@exchange/domain/decimal';
import { formatAmount } from '@exchange/domain/format/amount';
import { formatPrice } from '@exchange/domain/format/price';
import { formatShort } from '@exchange/domain/format/short-number';
import { InstrumentType } from '@exchange/contracts/enums';

/**
 * How every market screen (lists, heatmap, chart, order book) prints quotes. A missing value — no price from the
 * source yet, or anything that is not a decimal — prints as a dash and never throws in render.
 */
export const NO_VALUE = '—';

export type Direction = 'up' | 'down' | 'flat';

function isValue(value: string | null | undefined): value is string {
  return typeof value === 'string' && isDecimalString(value);
}

/** Direction of a signed decimal string, read from its text (exact): flat for zero or no value. */
export function directionOf(value: string | null | undefined): Direction {
  if (!isValue(value) || !/[1-9]/.test(value)) return 'flat';
  return value.trim().startsWith('-') ? 'down' : 'up';
}

/** Text colour of a change: up and down follow the user's colour preference (the --color-up/--color-down tokens). */
export const directionTextClass: Readonly<Record<Direction, string>> = {
  up: 'text-up',
  down: 'text-down',
  flat: 'text-muted',
};

/** A price with the instrument's own decimals (`priceAccuracy`, spec §3), never rounded up. */
export function formatQuotePrice(price: string | null | undefined, priceAccuracy: number): string {
  return isValue(price) ? formatPrice(price, priceAccuracy) : NO_VALUE;
}

/** A quantity with the instrument's `transactionAccuracy`. */
export function formatQuantity(value: string | null | undefined, transactionAccuracy: number): string {
  return isValue(value) ? formatAmount(value, { precision: transactionAccuracy }) : NO_VALUE;
}

/** A signed change in the quote asset: `+12.30`, `-0.05`, `0.00`. */
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

/** 24 h turnover in the quote asset (price × base volume); 0 when either is missing. Screening only, not money. */
export function quoteVolume(price: string | null | undefined, volume24h: string | null | undefined): number {
  if (!isValue(price) || !isValue(volume24h)) return 0;
  const turnover = Number(price) * Number(volume24h);
  return Number.isFinite(turnover) && turnover > 0 ? turnover : 0;
}

/** How an instrument is named: stocks by ticker (AAPL), pairs as base/quote (BTC/USDT). */
export function pairName(instrument: {
  symbol: string;
  type: number;
  baseAsset: string;
  quoteAsset: string;
}) {
  if (instrument.type === InstrumentType.stock) return instrument.symbol;
  return `${instrument.baseAsset}/${instrument.quoteAsset}`;
}
