import { BigNumber } from 'bignumber.js';

/**
 * Every helper computes on this private copy of BigNumber, so an app that changes the global BigNumber
 * configuration cannot change how money is rounded or printed here.
 */
export const Decimal = BigNumber.clone({
  DECIMAL_PLACES: 18,
  ROUNDING_MODE: BigNumber.ROUND_HALF_UP,
  EXPONENTIAL_AT: [-1e9, 1e9],
  FORMAT: {
    decimalSeparator: '.',
    groupSeparator: ',',
    groupSize: 3,
    secondaryGroupSize: 0,
    fractionGroupSeparator: '',
    fractionGroupSize: 0,
    prefix: '',
    suffix: '',
  },
});

/**
 * A decimal as it arrives: a string from the wire or an input, a number for the few API fields the spec
 * types as numbers (spec §3 orderInfo), or a BigNumber one helper hands another. Numbers are only read, never used
 * for arithmetic.
 */
export type DecimalInput = string | number | BigNumber;

/** The most decimals any helper accepts: 18 covers the smallest unit of an 18-decimal token (wei). */
export const MAX_PRECISION = 18;

// Plain decimal notation only: BigNumber alone would also accept hex, octal and binary literals ('0x1f').
const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Removes `,` thousands separators and surrounding blanks, the way users paste amounts (`1,234.50`). */
export function stripThousandsSeparators(value: string): string {
  return value.replace(/,/g, '').trim();
}

/** Whether the value reads as a finite decimal once thousands separators are removed. */
export function isDecimalString(value: DecimalInput): boolean {
  return parseDecimal(value) !== null;
}

/** The decimal, or null when the value is not a finite plain decimal. */
export function parseDecimal(value: DecimalInput): BigNumber | null {
  if (BigNumber.isBigNumber(value)) return value.isFinite() ? new Decimal(value) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(String(value)) : null;
  const text = stripThousandsSeparators(value);
  return DECIMAL_PATTERN.test(text) ? new Decimal(text) : null;
}

/** The decimal. A non-numeric value here is a bug upstream (the boundary validates inputs), so it throws. */
export function requireDecimal(value: DecimalInput): BigNumber {
  const decimal = parseDecimal(value);
  if (decimal === null) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
  return decimal;
}

export function isAboveZero(value: BigNumber | null): value is BigNumber {
  return value !== null && value.isGreaterThan(0);
}

export function assertPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 0 || precision > MAX_PRECISION) {
    throw new RangeError(`Precision must be an integer from 0 to ${MAX_PRECISION}, got ${precision}`);
  }
}

/**
 * Prints a value that already has at most `decimals` decimals with exactly `decimals` decimals.
 * A value truncated to zero prints without its sign: `-0.00` would tell the user nothing.
 */
export function toFixedString(value: BigNumber, decimals: number, useGrouping: boolean): string {
  const magnitude = value.abs();
  const digits = useGrouping
    ? magnitude.toFormat(decimals, BigNumber.ROUND_DOWN)
    : magnitude.toFixed(decimals, BigNumber.ROUND_DOWN);
  return value.isNegative() && !value.isZero() ? `-${digits}` : digits;
}

/** The one stored and compared spelling of a decimal: plain notation, no trailing zeros (`'1.50'` → `'1.5'`). */
export function canonicalDecimal(value: DecimalInput): string {
  return new Decimal(value).toFixed();
}

/** {@link canonicalDecimal}, passing a missing value through. */
export function canonicalDecimalOrNull(value: DecimalInput | null): string | null {
  return value === null ? null : canonicalDecimal(value);
}
