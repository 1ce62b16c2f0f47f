import { formatAmount, formatSigned } from '@exchange/ui/format';
import type { NumberValue } from '@exchange/ui/format';

/** Stocks are quoted in USD and paid in USDT 1:1; amounts show 2 decimals (spec §9), cut, never rounded up. */
export const USDT_DECIMALS = 2;

export const formatUsdt = (value: NumberValue) => formatAmount(value, USDT_DECIMALS);

/** A result: `+8.50`, `-10.00`, `0.00`. */
export const formatSignedUsdt = (value: NumberValue) => formatSigned(value, USDT_DECIMALS);
