import { BigNumber } from 'bignumber.js';
import { formatCoinAmount } from '@exchange/ui/format';

/**
 * The contract's positiveAmountSchema as a plain pattern (zod stays out of these screens; amount.test.ts checks
 * the two agree): up to 20 integer digits and 18 decimals, greater than zero.
 */
const AMOUNT_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;

export function isPositiveAmount(text: string): boolean {
  return AMOUNT_PATTERN.test(text) && /[1-9]/.test(text);
}

/** What the user typed, trimmed and with a decimal comma read as a point; the text sent to the server. */
export function normalizeAmount(text: string): string {
  return text.trim().replace(',', '.');
}

export type AmountProblem = 'format' | 'belowMinimum' | 'aboveMaximum' | 'aboveAvailable';

export interface AmountLimits {
  minAmount?: string | null;
  maxAmount?: string | null;
  available?: string | null;
}

/** The first rule an amount breaks, compared as decimals (never floats); null when it is fine. */
export function amountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  const amount = normalizeAmount(text);
  if (!isPositiveAmount(amount)) return 'format';
  const value = new BigNumber(amount);
  if (limits.minAmount && value.isLessThan(limits.minAmount)) return 'belowMinimum';
  if (limits.maxAmount && value.isGreaterThan(limits.maxAmount)) return 'aboveMaximum';
  if (limits.available && value.isGreaterThan(limits.available)) return 'aboveAvailable';
  return null;
}

/**
 * A coin amount as the payments screens show it, through the shared formatter: grouped in the user's locale, its own
 * decimals between 2 and 8, cut (`9700` → `9,700.00`, `0.00012` → `0.00012`; `9.700,00` in German). Never for
 * text that goes back into an input or to the server.
 */
export function coinAmount(value: string | null | undefined): string {
  return formatCoinAmount(value);
}

/** `limit − used`, never below zero; null when there is no limit. */
export function remainingLimit(limit: string | null, used: string): string | null {
  if (limit === null) return null;
  return BigNumber.max(new BigNumber(limit).minus(used), 0).toFixed();
}

/** The smallest of some decimal strings (the lowest minimum of several channels); '0' for none. */
export function lowestAmount(values: readonly string[]): string {
  if (values.length === 0) return '0';
  return BigNumber.min(...values).toFixed();
}
