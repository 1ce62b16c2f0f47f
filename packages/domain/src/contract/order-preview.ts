import { BigNumber } from 'bignumber.js';
import { isAboveZero, parseDecimal, requireDecimal, type DecimalInput } from '../decimal';
import { maxLeverageFor, type Bracket } from './brackets';
import { liquidationPriceOf } from './liquidation';
import { averageEntryOf, initialMarginOf, notionalOf, tradingFeeOf, type Direction } from './position-math';
import { ISOLATED, type MarginMode } from './settlement';

export interface OrderPreviewInput {
  direction: Direction;
  quantity: DecimalInput;
  /** Where the order is expected to fill: the limit price, or the last price for a market order. */
  price: DecimalInput;
  leverage: number;
  marginMode: MarginMode;
  brackets: readonly Bracket[];
  /** Taker rate for a market order (a limit order holds the taker fee too: it may fill at once). */
  feeRate: DecimalInput;
  /** Cross only: the cross wallet balance before the order (available + every cross position's margin). */
  crossWalletBalance?: DecimalInput;
  /** Cross only: maintenance margin and PnL of the account's other cross positions. */
  otherMaintenance?: DecimalInput;
  otherPnl?: DecimalInput;
  /** The position this order adds to (same symbol and side), if any. */
  existing?: { quantity: DecimalInput; entryPrice: DecimalInput; margin: DecimalInput };
}

export interface OrderPreview {
  /** Notional of this order at `price`. */
  notional: string;
  margin: string;
  fee: string;
  /** margin + fee: what the wallet needs available. */
  cost: string;
  /** Of the position after the order (merged with `existing`); null when no price liquidates it. */
  liquidationPrice: string | null;
  /** The highest leverage the resulting position's notional allows. */
  maxLeverage: number;
  isLeverageAllowed: boolean;
}

/**
 * What an order will cost and where the resulting position would be liquidated: the same numbers the server charges
 * (the ticket shows them before the order is sent). Quantities and prices are validated by the caller.
 */
export function previewOrder(input: OrderPreviewInput): OrderPreview {
  const margin = initialMarginOf(input.quantity, input.price, input.leverage);
  const fee = tradingFeeOf(input.quantity, input.price, input.feeRate);
  const quantity = requireDecimal(input.quantity).plus(requireDecimal(input.existing?.quantity ?? 0));
  const entry = input.existing
    ? averageEntryOf(input.existing.quantity, input.existing.entryPrice, input.quantity, input.price)
    : requireDecimal(input.price).toFixed();
  const positionMargin = requireDecimal(margin).plus(requireDecimal(input.existing?.margin ?? 0));
  const positionNotional = notionalOf(quantity, entry);
  const maxLeverage = maxLeverageFor(input.brackets, positionNotional);
  const walletBalance =
    input.marginMode === ISOLATED
      ? positionMargin
      : // The margin only moves within the cross wallet balance; the fee leaves it.
        requireDecimal(input.crossWalletBalance ?? 0).minus(fee);
  return {
    notional: notionalOf(input.quantity, input.price),
    margin,
    fee,
    cost: requireDecimal(margin).plus(fee).toFixed(),
    liquidationPrice: quantity.isGreaterThan(0)
      ? liquidationPriceOf({
          direction: input.direction,
          quantity,
          entryPrice: entry,
          walletBalance,
          brackets: input.brackets,
          ...(input.marginMode === ISOLATED
            ? {}
            : { otherMaintenance: input.otherMaintenance ?? 0, otherPnl: input.otherPnl ?? 0 }),
        })
      : null,
    maxLeverage,
    isLeverageAllowed:
      Number.isInteger(input.leverage) && input.leverage >= 1 && input.leverage <= maxLeverage,
  };
}

/**
 * The largest quantity, on the instrument's step, whose initial margin does not exceed `margin` (create-specify:
 * open with a given margin). '0' unless margin, price and leverage are above zero.
 */
export function quantityForMargin(
  margin: DecimalInput,
  price: DecimalInput,
  leverage: DecimalInput,
  quantityDecimals: number,
): string {
  const amount = parseDecimal(margin);
  const at = parseDecimal(price);
  const lever = parseDecimal(leverage);
  if (!isAboveZero(amount) || !isAboveZero(at) || !isAboveZero(lever)) return '0';
  let quantity = amount.times(lever).dividedBy(at).decimalPlaces(quantityDecimals, BigNumber.ROUND_DOWN);
  // The margin rounds up to a money unit, so the cut quantity may still need one step less.
  const step = new BigNumber(1).shiftedBy(-quantityDecimals);
  while (
    quantity.isGreaterThan(0) &&
    requireDecimal(initialMarginOf(quantity, at, lever)).isGreaterThan(amount)
  )
    quantity = quantity.minus(step);
  return quantity.toFixed();
}
