import { BigNumber } from 'bignumber.js';
import { assertPrecision, requireDecimal, toFixedString } from '../decimal';
import type { DecimalInput } from '../decimal';

// Spec §5, highest threshold first: the larger the price, the fewer decimals carry information.
const PRICE_DECIMAL_STEPS = [
  { minimumPrice: 1000, decimals: 2 },
  { minimumPrice: 100, decimals: 3 },
  { minimumPrice: 1, decimals: 4 },
] as const;
const SMALL_PRICE_DECIMALS = 5;

/**
 * Decimals to show for a price (spec §5): 1000 and up → 2, 100 and up → 3, 1 and up → 4, otherwise 5.
 * Decided on the absolute value, so a negative price change gets the decimals of its size.
 *
 * @throws RangeError when the price is not a decimal.
 */
export function priceDecimals(price: DecimalInput): number {
  const magnitude = requireDecimal(price).abs();
  const step = PRICE_DECIMAL_STEPS.find(({ minimumPrice }) => magnitude.isGreaterThanOrEqualTo(minimumPrice));
  return step?.decimals ?? SMALL_PRICE_DECIMALS;
}

/**
 * Formats a price with `decimals` decimals, by default {@link priceDecimals}. Extra decimals are cut rather
 * than rounded, so 999.9999 shows as `999.999` and never as `1000.000`, which would break the decimals rule.
 *
 * @throws RangeError when the price is not a decimal or `decimals` is out of range.
 */
export function formatPrice(price: DecimalInput, decimals: number = priceDecimals(price)): string {
  assertPrecision(decimals);
  const truncated = requireDecimal(price).decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  return toFixedString(truncated, decimals, false);
}
