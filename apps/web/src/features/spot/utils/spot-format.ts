import { BigNumber } from 'bignumber.js';
import {
  COIN_DISPLAY_DECIMALS,
  formatAmount,
  formatCoinAmount,
  formatDecimal,
  formatPercent,
} from '@exchange/ui/format';
import type { NumberValue } from '@exchange/ui/format';

/** USDT amounts (totals, balances, fees in USDT) show 2 decimals (spec §9), cut, never rounded up. */
export const USDT_DECIMALS = 2;

/** An amount of `asset`: USDT with 2 decimals, a coin with its own (at most 8, at least 2). */
export function formatAssetAmount(
  value: NumberValue,
  asset: string,
  coinDecimals = COIN_DISPLAY_DECIMALS,
): string {
  return asset === 'USDT' ? formatAmount(value, USDT_DECIMALS) : formatCoinAmount(value, coinDecimals);
}

/** A fee rate given as a fraction (`0.001`) as a percentage: `0.1%`, up to 4 decimals, trailing zeros dropped. */
export function formatFeeRate(rate: NumberValue): string {
  if (rate === null || rate === undefined) return formatPercent(null);
  const percent = new BigNumber(rate).times(100);
  const decimals = Math.min(4, Math.max(0, percent.decimalPlaces() ?? 0));
  return formatPercent(percent.toFixed(), { decimals, signed: false });
}

/** A moment as the user's language writes a time of day with seconds (recent prices). */
export function formatTimeOfDay(timestampMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(timestampMs);
}

/** A signed change of `asset` (a fund record): USDT with 2 decimals, a coin with 2 to 8; `+` on a rise. */
export function formatSignedAssetAmount(value: NumberValue, asset: string): string {
  const isUsdt = asset === 'USDT';
  return formatDecimal(value, {
    decimals: isUsdt ? USDT_DECIMALS : COIN_DISPLAY_DECIMALS,
    minDecimals: USDT_DECIMALS,
    sign: 'always',
  });
}
