import { isDecimalString } from '@exchange/domain/decimal';
import { formatAmount } from '@exchange/domain/format/amount';
import { NO_VALUE, directionOf, formatChangeRate } from '@/lib/market-format';

/** USDT amounts (margin, fee, PnL, balances) show 2 decimals (spec §9), cut, never rounded up. */
export const USDT_DECIMALS = 2;

const isValue = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && isDecimalString(value);

/** A USDT amount with thousands separators: `1,234.50`. */
export function formatUsdt(value: string | number | null | undefined): string {
  return isValue(value) ? formatAmount(value, { precision: USDT_DECIMALS, useGrouping: true }) : NO_VALUE;
}

/** A signed USDT amount (PnL): `+12.30`, `-5.00`, `0.00`. */
export function formatSignedUsdt(value: string | null | undefined): string {
  if (!isValue(value)) return NO_VALUE;
  const text = formatUsdt(value);
  return directionOf(value) === 'up' ? `+${text}` : text;
}

/** ROE and other signed percentages: `+12.35%`. */
export const formatRoe = formatChangeRate;
