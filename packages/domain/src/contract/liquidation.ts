import { BigNumber } from 'bignumber.js';
import { Decimal, requireDecimal, type DecimalInput } from '../decimal';
import type { Bracket } from './brackets';
import { PRICE_DECIMALS, sideOf, type Direction } from './position-math';

export interface LiquidationPriceInput {
  direction: Direction;
  quantity: DecimalInput;
  entryPrice: DecimalInput;
  /**
   * Isolated: the position's margin. Cross: the cross wallet balance — the contract wallet's available balance plus
   * the margin of every cross position (isolated margins are not collateral for anything else).
   */
  walletBalance: DecimalInput;
  /** Cross only: maintenance margin of the account's OTHER cross positions at the current mark (TMM₁). */
  otherMaintenance?: DecimalInput;
  /** Cross only: unrealised PnL of the account's OTHER cross positions at the current mark (UPNL₁). */
  otherPnl?: DecimalInput;
  brackets: readonly Bracket[];
}

/**
 * The mark price at which the margin balance meets the maintenance margin (Binance's formula, one-way mode):
 *
 *   LP = (WB − TMM₁ + UPNL₁ + cum − side × qty × EP) / (qty × MMR − side × qty)
 *
 * with the MMR and cum of the bracket the liquidation notional (qty × LP) falls in, not the entry's. The bracket is
 * found exactly: margin balance − maintenance is monotone in the price, so it is evaluated at each bracket's cap
 * (no division, no rounding) and the first cap past the root names the bracket. Null when no price can liquidate
 * (a long covered down to 0); '0' when any price would (a short already under water). Rounded to PRICE_DECIMALS.
 */
export function liquidationPriceOf(input: LiquidationPriceInput): string | null {
  const quantity = requireDecimal(input.quantity).abs();
  if (!quantity.isGreaterThan(0)) return null;
  const side = sideOf(input.direction);
  // Margin balance at notional N is base + side × N.
  const base = requireDecimal(input.walletBalance)
    .minus(requireDecimal(input.otherMaintenance ?? 0))
    .plus(requireDecimal(input.otherPnl ?? 0))
    .minus(quantity.times(requireDecimal(input.entryPrice)).times(side));
  // At price 0 the margin balance is `base` and the maintenance 0: a long that is safe there is safe everywhere,
  // a short that is not safe there is not safe anywhere.
  if (side === 1 && base.isGreaterThanOrEqualTo(0)) return null;
  if (side === -1 && !base.isGreaterThan(0)) return '0';
  const surplusAtCap = (bracket: Bracket) =>
    base
      .plus(new Decimal(bracket.notionalCap).times(side))
      .minus(new Decimal(bracket.notionalCap).times(bracket.maintMarginRatio).minus(bracket.cum));
  const bracket =
    input.brackets.find((candidate) =>
      side === 1 ? !surplusAtCap(candidate).isNegative() : !surplusAtCap(candidate).isPositive(),
    ) ?? input.brackets[input.brackets.length - 1];
  if (!bracket) throw new RangeError('A contract needs at least one bracket');
  const price = base
    .plus(bracket.cum)
    .dividedBy(quantity.times(new Decimal(bracket.maintMarginRatio).minus(side)))
    .decimalPlaces(PRICE_DECIMALS, BigNumber.ROUND_HALF_UP);
  return price.isGreaterThan(0) ? price.toFixed() : side === 1 ? null : '0';
}

/**
 * The price at which the margin balance is exactly zero: EP − side × margin / qty. A liquidated position closes
 * here, so its holder loses the margin and no more. '0' when that would be negative (a long margined beyond its
 * notional).
 */
export function bankruptcyPriceOf(
  direction: Direction,
  quantity: DecimalInput,
  entryPrice: DecimalInput,
  margin: DecimalInput,
): string {
  const lots = requireDecimal(quantity).abs();
  if (!lots.isGreaterThan(0)) throw new RangeError('Quantity must be above zero');
  const price = requireDecimal(entryPrice)
    .minus(requireDecimal(margin).dividedBy(lots).times(sideOf(direction)))
    .decimalPlaces(PRICE_DECIMALS, BigNumber.ROUND_HALF_UP);
  return price.isNegative() ? '0' : price.toFixed();
}

/**
 * The liquidation rule of DESIGN.md §8: liquidate when the margin balance (isolated: position margin + PnL; cross:
 * cross wallet balance + the PnL of every cross position) is at or below the maintenance margin.
 */
export function isBelowMaintenance(marginBalance: DecimalInput, maintenance: DecimalInput): boolean {
  return requireDecimal(marginBalance).isLessThanOrEqualTo(requireDecimal(maintenance));
}

/**
 * Margin ratio in percent (Binance's): maintenance margin / margin balance × 100. 100 or more means liquidation;
 * a margin balance at or below zero reads as 100.
 */
export function marginRatioOf(maintenance: DecimalInput, marginBalance: DecimalInput): string {
  const balance = requireDecimal(marginBalance);
  if (!balance.isGreaterThan(0)) return '100';
  return requireDecimal(maintenance)
    .times(100)
    .dividedBy(balance)
    .decimalPlaces(4, BigNumber.ROUND_HALF_UP)
    .toFixed();
}
