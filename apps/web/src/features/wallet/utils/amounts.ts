import { BigNumber } from 'bignumber.js';
import { Decimal, parseDecimal } from '@exchange/domain/decimal';
import { COIN_DISPLAY_DECIMALS, formatCoinAmount as formatCoin, formatDecimal } from '@exchange/ui/format';

/**
 * Money arithmetic of the wallet screens, on decimal strings through bignumber.js (never floats). Every result is
 * a plain decimal string that can go straight back to the server. Display goes through the shared formatter
 * (`@exchange/ui/format`).
 */

/** The ledger's scale: the server refuses amounts with more decimals. */
export const LEDGER_DECIMALS = 18;
/** Coin balances show at most this many decimals (cut, never rounded up). */
export { COIN_DISPLAY_DECIMALS };

/**
 * A coin amount as a balance shows it, grouped in the number locale of the user (`1,234.50`, `1.234,50`): its own
 * decimals, at least 2 and at most `maxDecimals` (8, or the precision of the asset), cut (never rounded up); a dust
 * amount above zero shows the smallest unit instead of zero. Not a decimal: returned as it came.
 */
export function formatCoinAmount(
  value: string,
  maxDecimals = COIN_DISPLAY_DECIMALS,
  options: { locale?: string } = {},
): string {
  return parseDecimal(value) === null ? value : formatCoin(value, maxDecimals, options);
}

/** Whether a decimal string is zero (or not a decimal at all, which shows as nothing held). */
export function isZeroAmount(value: string): boolean {
  const amount = parseDecimal(value);
  return amount === null || amount.isZero();
}

export type AmountProblem =
  'required' | 'invalid' | 'zero' | 'tooManyDecimals' | 'insufficient' | 'belowMinimum' | 'aboveMaximum';

export interface AmountLimits {
  /** What the source holds; null while unknown (then only the server checks it). */
  available: string | null;
  minAmount?: string | null;
  maxAmount?: string | null;
}

const AMOUNT_INPUT_PATTERN = /^\d+(\.\d*)?$|^\.\d+$/;

/** The first problem with a typed amount, or null when it may be sent. */
export function amountProblem(input: string, limits: AmountLimits): AmountProblem | null {
  const text = input.trim();
  if (text === '') return 'required';
  if (!AMOUNT_INPUT_PATTERN.test(text)) return 'invalid';
  const amount = new Decimal(text);
  if (!amount.isGreaterThan(0)) return 'zero';
  if ((amount.decimalPlaces() ?? 0) > LEDGER_DECIMALS) return 'tooManyDecimals';
  const available = parseDecimal(limits.available ?? '');
  if (available !== null && amount.isGreaterThan(available)) return 'insufficient';
  const minimum = parseDecimal(limits.minAmount ?? '');
  if (minimum !== null && amount.isLessThan(minimum)) return 'belowMinimum';
  const maximum = parseDecimal(limits.maxAmount ?? '');
  if (maximum !== null && maximum.isGreaterThan(0) && amount.isGreaterThan(maximum)) return 'aboveMaximum';
  return null;
}

/** What is typed, in the canonical form the contract accepts (`.5` → `0.5`, `12.` → `12`). */
export function normalizeAmount(input: string): string {
  return new Decimal(input.trim()).toFixed();
}

/** Keeps only what an amount field may hold: digits and one point, at most {@link LEDGER_DECIMALS} decimals. */
export function sanitizeAmountInput(input: string): string {
  const cleaned = input.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const pointIndex = cleaned.indexOf('.');
  if (pointIndex === -1) return cleaned;
  const whole = cleaned.slice(0, pointIndex);
  const fraction = cleaned
    .slice(pointIndex + 1)
    .replace(/\./g, '')
    .slice(0, LEDGER_DECIMALS);
  return `${whole}.${fraction}`;
}

export interface SwapEstimate {
  /** fromAmount × price, before the fee. */
  grossAmount: string;
  /** The fee, taken from what is received (grossAmount × feeRate). */
  feeAmount: string;
  /** What arrives: grossAmount − feeAmount, cut to the ledger's scale. */
  receiveAmount: string;
  /** The least that arrives if the price moves against the user by the whole slippage allowance. */
  minimumReceiveAmount: string;
}

/**
 * The receive estimate of a flash exchange at a quoted price: the fee is taken from what the user receives, and
 * the minimum is what the slippage allowance still accepts. Null when an input is not a usable decimal.
 */
export function estimateSwap(input: {
  amount: string;
  price: string;
  feeRate: string;
  slippage: string;
}): SwapEstimate | null {
  const amount = parseDecimal(input.amount);
  const price = parseDecimal(input.price);
  const feeRate = parseDecimal(input.feeRate);
  const slippage = parseDecimal(input.slippage);
  if (amount === null || price === null || feeRate === null || slippage === null) return null;
  if (!amount.isGreaterThan(0) || !price.isGreaterThan(0)) return null;
  const cut = (value: BigNumber) => value.decimalPlaces(LEDGER_DECIMALS, BigNumber.ROUND_DOWN);
  const gross = cut(amount.times(price));
  const fee = cut(gross.times(feeRate));
  const receive = gross.minus(fee);
  const minimum = cut(receive.times(new Decimal(1).minus(slippage)));
  return {
    grossAmount: gross.toFixed(),
    feeAmount: fee.toFixed(),
    receiveAmount: receive.toFixed(),
    minimumReceiveAmount: minimum.toFixed(),
  };
}

/** `0.005` → `0.5` (a fraction as the percentage a user reads and types); not a decimal: returned as it came. */
export function fractionToPercent(fraction: string): string {
  return parseDecimal(fraction)?.times(100).toFixed() ?? fraction;
}

/** A fraction as the percentage number a user reads, in their locale (`0.005` → `0.5`, `0,5` in German). */
export function displayPercentOf(fraction: string): string {
  return formatDecimal(fractionToPercent(fraction), { decimals: 4, minDecimals: 0 });
}

/** `0.5` → `0.005`; null when the text is not a percentage between 0 and `maxFraction` × 100 with ≤ 4 decimals. */
export function percentToFraction(percent: string, maxFraction: string): string | null {
  const value = parseDecimal(percent.trim() === '' ? 'x' : percent);
  if (value === null || value.isNegative() || (value.decimalPlaces() ?? 0) > 4) return null;
  const fraction = value.dividedBy(100);
  return fraction.isGreaterThan(maxFraction) ? null : fraction.toFixed();
}
