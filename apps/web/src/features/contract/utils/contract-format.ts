import { formatAmount, formatSigned } from '@exchange/ui/format';
import type { NumberValue } from '@exchange/ui/format';
import { formatChangeRate } from '@/lib/market-format';

/** USDT amounts (margin, fee, PnL, balances) show 2 decimals (spec §9), cut, never rounded up. */
export const USDT_DECIMALS = 2;

/** A USDT amount grouped in the user's locale: `1,234.50` (`1.234,50` in German). */
export function formatUsdt(value: NumberValue): string {
  return formatAmount(value, USDT_DECIMALS);
}

/** A signed USDT amount (PnL): `+12.30`, `-5.00`, `0.00`. */
export function formatSignedUsdt(value: NumberValue): string {
  return formatSigned(value, USDT_DECIMALS);
}

/** ROE and other signed percentages: `+12.35%`. */
export const formatRoe = formatChangeRate;
