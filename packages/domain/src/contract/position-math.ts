import { BigNumber } from 'bignumber.js';
import { Decimal, isAboveZero, parseDecimal, requireDecimal, type DecimalInput } from '../decimal';
import { marginPnlRatio } from '../format/contract-ratio';
import { maintenanceMarginOf, type Bracket } from './brackets';

/**
 * Contract math of DESIGN.md §8 (USDT-margined perpetuals, one-way mode), as exact decimals. Every function takes
 * and returns decimal strings; the server settles with them and the order ticket previews with the same code.
 */

/** Decimals of every USDT amount the ledger moves for contracts (margin, fee, PnL, funding). */
export const MONEY_DECIMALS = 8;
/** Decimals kept for prices the server derives (average entry, liquidation and bankruptcy prices). */
export const PRICE_DECIMALS = 12;

/** Position side of spec §3: long 1, short 2. */
export type Direction = 1 | 2;
export const LONG: Direction = 1;
export const SHORT: Direction = 2;

/** +1 for a long, −1 for a short: PnL = qty × side × (mark − entry). */
export function sideOf(direction: Direction): 1 | -1 {
  return direction === LONG ? 1 : -1;
}

export function oppositeOf(direction: Direction): Direction {
  return direction === LONG ? SHORT : LONG;
}

/** qty × price, exact. */
export function notionalOf(quantity: DecimalInput, price: DecimalInput): string {
  return requireDecimal(quantity).times(requireDecimal(price)).abs().toFixed();
}

/**
 * Initial margin: qty × price / leverage, rounded up to a money unit (the user never posts less than the rule).
 * '0' unless leverage is above zero (spec §5 guard).
 */
export function initialMarginOf(quantity: DecimalInput, price: DecimalInput, leverage: DecimalInput): string {
  const lever = parseDecimal(leverage);
  if (!isAboveZero(lever)) return '0';
  return requireDecimal(quantity)
    .times(requireDecimal(price))
    .abs()
    .dividedBy(lever)
    .decimalPlaces(MONEY_DECIMALS, BigNumber.ROUND_UP)
    .toFixed();
}

/** A taker or maker fee: rate × notional, rounded up to a money unit. */
export function tradingFeeOf(quantity: DecimalInput, price: DecimalInput, rate: DecimalInput): string {
  return requireDecimal(quantity)
    .times(requireDecimal(price))
    .abs()
    .times(requireDecimal(rate))
    .decimalPlaces(MONEY_DECIMALS, BigNumber.ROUND_UP)
    .toFixed();
}

/** What opening costs the wallet: the initial margin plus the trading fee at `feeRate`. */
export function openCostOf(
  quantity: DecimalInput,
  price: DecimalInput,
  leverage: DecimalInput,
  feeRate: DecimalInput,
): string {
  return requireDecimal(initialMarginOf(quantity, price, leverage))
    .plus(requireDecimal(tradingFeeOf(quantity, price, feeRate)))
    .toFixed();
}

/** Unrealised PnL = qty × side × (mark − entry), exact (not rounded: it is a valuation, not a payment). */
export function unrealisedPnlOf(
  direction: Direction,
  quantity: DecimalInput,
  entryPrice: DecimalInput,
  markPrice: DecimalInput,
): string {
  return requireDecimal(markPrice)
    .minus(requireDecimal(entryPrice))
    .times(requireDecimal(quantity))
    .times(sideOf(direction))
    .toFixed();
}

/**
 * PnL as a payment, rounded to a money unit towards −∞: a profit is cut, a loss is rounded up, so the book never
 * pays out a fraction of a unit that was not earned.
 */
export function realisedPnlOf(
  direction: Direction,
  quantity: DecimalInput,
  entryPrice: DecimalInput,
  exitPrice: DecimalInput,
): string {
  return new Decimal(unrealisedPnlOf(direction, quantity, entryPrice, exitPrice))
    .decimalPlaces(MONEY_DECIMALS, BigNumber.ROUND_FLOOR)
    .toFixed();
}

/**
 * ROE in percent: PnL / initial margin × 100 with initial margin = qty × entry / leverage (we divide by the margin at
 * entry, not Binance's qty × mark / leverage, so ROE does not drift with the price; DESIGN.md §8). '0' when the entry,
 * quantity or leverage is not above zero (spec §5).
 */
export function roeOf(
  pnl: DecimalInput,
  quantity: DecimalInput,
  entryPrice: DecimalInput,
  leverage: DecimalInput,
): string {
  const lots = parseDecimal(quantity);
  const entry = parseDecimal(entryPrice);
  const lever = parseDecimal(leverage);
  if (!isAboveZero(lots) || !isAboveZero(entry) || !isAboveZero(lever)) return '0';
  return new Decimal(marginPnlRatio(pnl, lots.times(entry).dividedBy(lever), lever))
    .decimalPlaces(4, BigNumber.ROUND_HALF_UP)
    .toFixed();
}

/** Maintenance margin of a position at `markPrice`: notional × MMR − cum of the notional's bracket. */
export function maintenanceMarginAt(
  brackets: readonly Bracket[],
  quantity: DecimalInput,
  markPrice: DecimalInput,
): string {
  return maintenanceMarginOf(brackets, notionalOf(quantity, markPrice)).toFixed();
}

/**
 * Average entry after adding `addQuantity` at `price` to `quantity` at `entryPrice`: the notional-weighted mean,
 * kept to PRICE_DECIMALS.
 */
export function averageEntryOf(
  quantity: DecimalInput,
  entryPrice: DecimalInput,
  addQuantity: DecimalInput,
  price: DecimalInput,
): string {
  const held = requireDecimal(quantity);
  const added = requireDecimal(addQuantity);
  const total = held.plus(added);
  if (!total.isGreaterThan(0)) throw new RangeError('The combined quantity must be above zero');
  return held
    .times(requireDecimal(entryPrice))
    .plus(added.times(requireDecimal(price)))
    .dividedBy(total)
    .decimalPlaces(PRICE_DECIMALS, BigNumber.ROUND_HALF_UP)
    .toFixed();
}

/**
 * The share of a position's margin that leaves with `closeQuantity` of `quantity`: pro rata, cut to a money unit;
 * closing the rest returns all that is left, so no dust stays behind.
 */
export function marginShareOf(
  margin: DecimalInput,
  quantity: DecimalInput,
  closeQuantity: DecimalInput,
): string {
  const held = requireDecimal(quantity);
  const closing = requireDecimal(closeQuantity);
  if (!held.isGreaterThan(0) || closing.isGreaterThan(held) || closing.isNegative())
    throw new RangeError('Close quantity must be within the position');
  if (closing.isEqualTo(held)) return requireDecimal(margin).toFixed();
  return requireDecimal(margin)
    .times(closing)
    .dividedBy(held)
    .decimalPlaces(MONEY_DECIMALS, BigNumber.ROUND_DOWN)
    .toFixed();
}

/** Whether `value` has at most `decimals` decimals (a quantity step or a price tick of 10^−decimals). */
export function fitsStep(value: DecimalInput, decimals: number): boolean {
  const decimal = parseDecimal(value);
  return decimal !== null && (decimal.decimalPlaces() ?? 0) <= decimals;
}
