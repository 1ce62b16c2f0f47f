import { isAboveZero, parseDecimal, requireDecimal } from '../decimal';
import type { DecimalInput } from '../decimal';

// Spec §5: a guard failing yields '0', so a position still loading shows 0 instead of a division by zero.
const NO_RESULT = '0';

/**
 * Market price minus open price, as a decimal string; '0' unless the open price is above zero (spec §5).
 *
 * @throws RangeError when the market price is not a decimal.
 */
export function priceChange(openPrice: DecimalInput, marketPrice: DecimalInput): string {
  const open = parseDecimal(openPrice);
  if (!isAboveZero(open)) return NO_RESULT;
  return requireDecimal(marketPrice).minus(open).toFixed();
}

/**
 * PnL ratio of a position in percent, without leverage: PnL / position value × 100, where
 * PnL = (market − open) × lotSize × (long ? 1 : −1) and position value = open × lotSize.
 * '0' unless the open price and the lot size are above zero (spec §5).
 * Kept to 18 decimals; rounding for display is the caller's.
 *
 * @throws RangeError when the market price is not a decimal.
 */
export function percentChange(
  openPrice: DecimalInput,
  marketPrice: DecimalInput,
  lotSize: DecimalInput,
  isLong: boolean,
): string {
  const open = parseDecimal(openPrice);
  const lots = parseDecimal(lotSize);
  if (!isAboveZero(open) || !isAboveZero(lots)) return NO_RESULT;
  const pnl = requireDecimal(marketPrice)
    .minus(open)
    .times(lots)
    .times(isLong ? 1 : -1);
  return pnl.times(100).dividedBy(open.times(lots)).toFixed();
}

/**
 * Return on margin in percent: pnl / margin × 100, where margin is the position's initial margin
 * (notional / leverage), so leverage is already in it. Leverage is still required above zero, as the spec
 * says, because a margin derived from a missing leverage is meaningless. '0' when either guard fails.
 * Kept to 18 decimals; rounding for display is the caller's.
 *
 * @throws RangeError when the pnl is not a decimal.
 */
export function marginPnlRatio(pnl: DecimalInput, margin: DecimalInput, leverage: DecimalInput): string {
  const marginAmount = parseDecimal(margin);
  if (!isAboveZero(marginAmount) || !isAboveZero(parseDecimal(leverage))) return NO_RESULT;
  return requireDecimal(pnl).times(100).dividedBy(marginAmount).toFixed();
}
