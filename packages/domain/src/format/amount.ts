import { BigNumber } from 'bignumber.js';
import {
  Decimal,
  assertPrecision,
  requireDecimal,
  stripThousandsSeparators,
  toFixedString,
} from '../decimal';
import type { DecimalInput } from '../decimal';

/** Spec §5 and §9: currency amounts show 2 decimals unless the currency says otherwise. */
export const DEFAULT_AMOUNT_PRECISION = 2;

export interface AmountFormatOptions {
  /** Decimals of the currency; defaults to {@link DEFAULT_AMOUNT_PRECISION}. */
  precision?: number;
  /** Adds `,` every three integer digits. Off by default so the result can go straight back into an input. */
  useGrouping?: boolean;
}

/**
 * Formats an amount with exactly `precision` decimals (spec §5).
 *
 * - Extra decimals are cut, never rounded up: a user must never see more than they have.
 * - A positive amount that would show as zero shows the smallest unit instead (`0.01` at precision 2),
 *   so a dust balance does not look empty.
 * - Negative amounts keep their sign; one that truncates to zero shows as plain zero.
 * - Thousands separators in the input are ignored.
 *
 * @throws RangeError when the value is not a decimal or the precision is out of range.
 */
export function formatAmount(value: DecimalInput, options: AmountFormatOptions = {}): string {
  const precision = options.precision ?? DEFAULT_AMOUNT_PRECISION;
  assertPrecision(precision);
  const amount = requireDecimal(value);
  const truncated = amount.decimalPlaces(precision, BigNumber.ROUND_DOWN);
  const isHiddenDust = truncated.isZero() && amount.isGreaterThan(0);
  const shown = isHiddenDust ? smallestUnit(precision) : truncated;
  return toFixedString(shown, precision, options.useGrouping ?? false);
}

/**
 * Trims what a user typed to at most `precision` decimals and drops thousands separators, keeping the rest of
 * the text as typed (`12.` stays `12.`) so an input does not fight the user mid-edit. It does not validate.
 */
export function capInputDecimals(input: string, precision: number): string {
  assertPrecision(precision);
  const text = stripThousandsSeparators(input);
  const pointIndex = text.indexOf('.');
  if (pointIndex === -1) return text;
  return precision === 0 ? text.slice(0, pointIndex) : text.slice(0, pointIndex + 1 + precision);
}

function smallestUnit(precision: number): BigNumber {
  return new Decimal(1).shiftedBy(-precision);
}
