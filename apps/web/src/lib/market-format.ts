import { isDecimalString } from '@exchange/domain/decimal';
import { InstrumentType } from '@exchange/contracts/enums';
import {
  formatCompact,
  formatPercent,
  formatPrice,
  formatQuantity as formatAtAccuracy,
  formatSigned,
} from '@exchange/ui/format';
import type { NumberValue } from '@exchange/ui/format';

/**
 * How every market screen (lists, heatmap, chart, order book) prints quotes: thin names over the shared number
 * formatter (`@exchange/ui/format`), so every figure is grouped in the user's locale (`64,123.45`, `64.123,45`). A
 * missing value — no price from the source yet, or anything that is not a decimal — prints as a dash and never throws
 * in render.
 */
export { NO_VALUE, directionOf, directionTextClass } from '@exchange/ui/format';
export type { Direction } from '@exchange/ui/format';

/** A price with the instrument's own decimals (`priceAccuracy`, spec §3), never rounded up. */
export function formatQuotePrice(price: NumberValue, priceAccuracy: number): string {
  return formatPrice(price, priceAccuracy);
}

/** A quantity with the instrument's `transactionAccuracy`. */
export function formatQuantity(value: NumberValue, transactionAccuracy: number): string {
  return formatAtAccuracy(value, transactionAccuracy);
}

/** A signed change in the quote asset: `+12.30`, `-0.05`, `0.00`. */
export function formatSignedChange(change: NumberValue, priceAccuracy: number): string {
  return formatSigned(change, priceAccuracy);
}

/** A signed percentage (percent units) with two decimals: `+2.35%`, `-0.80%`, `0.00%`. */
export function formatChangeRate(changeRate: NumberValue): string {
  return formatPercent(changeRate);
}

/** Volumes and turnover in the locale's short form (1.23M, 1,23 Mio., 123万). */
export function formatVolume(value: NumberValue): string {
  return formatCompact(value);
}

function isValue(value: string | null | undefined): value is string {
  return typeof value === 'string' && isDecimalString(value);
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
