import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';

/** Decimal strings built from an integer and a scale: huge, tiny and negative values, all exact. */
export function decimalString(options: { isNonNegative?: boolean; maximumScale?: number } = {}) {
  const maximumUnits = 10n ** 24n;
  return fc
    .tuple(
      fc.bigInt({ min: options.isNonNegative ? 0n : -maximumUnits, max: maximumUnits }),
      fc.integer({ min: 0, max: options.maximumScale ?? 12 }),
    )
    .map(([units, scale]) => new BigNumber(units.toString()).shiftedBy(-scale).toFixed());
}

/** Decimals after the point in a formatted number. */
export function decimalsOf(text: string): number {
  const pointIndex = text.indexOf('.');
  return pointIndex === -1 ? 0 : text.length - pointIndex - 1;
}

/** Parses a formatted number back, ignoring thousands separators. */
export function readNumber(text: string): BigNumber {
  return new BigNumber(text.replace(/,/g, ''));
}
