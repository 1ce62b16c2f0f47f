import { BigNumber } from 'bignumber.js';
import { Decimal, requireDecimal, type DecimalInput } from '../decimal';
import { SPOT_AMOUNT_DECIMALS, SPOT_BUY, quoteAmountOf, type SpotDirection } from './book-walk';

/** A fee: amount × rate, rounded up at the ledger's scale (18 dp, so in practice exact). */
export function spotFeeOf(amount: DecimalInput, rate: DecimalInput): string {
  return requireDecimal(amount)
    .times(requireDecimal(rate))
    .decimalPlaces(SPOT_AMOUNT_DECIMALS, BigNumber.ROUND_UP)
    .toFixed();
}

/** One fill as the wallet sees it. */
export interface SpotFillAmounts {
  quantity: DecimalInput;
  quoteAmount: DecimalInput;
}

/**
 * What a set of fills moves in the user's spot wallet. The fee is charged in what the user receives (Binance's
 * default): a buy pays it in the base coin (from the quantity bought), a sell in USDT (from the proceeds). Fees are
 * per fill and summed, as the server records them.
 */
export interface SpotSettlement {
  /** Base quantity and quote amount traded, summed. */
  quantity: string;
  quoteAmount: string;
  fee: string;
  feeSide: 'base' | 'quote';
  /** What leaves the wallet: USDT for a buy, the coin for a sell. */
  pays: string;
  /** What arrives after the fee: the coin for a buy, USDT for a sell. */
  receives: string;
  /** Each fill's fee, in order. */
  fillFees: string[];
}

export function spotSettlementOf(
  direction: SpotDirection,
  fills: readonly SpotFillAmounts[],
  feeRate: DecimalInput,
): SpotSettlement {
  const isBuy = direction === SPOT_BUY;
  const fillFees = fills.map((fill) => spotFeeOf(isBuy ? fill.quantity : fill.quoteAmount, feeRate));
  const quantity = fills.reduce((sum, fill) => sum.plus(requireDecimal(fill.quantity)), new Decimal(0));
  const quote = fills.reduce((sum, fill) => sum.plus(requireDecimal(fill.quoteAmount)), new Decimal(0));
  const fee = fillFees.reduce((sum, value) => sum.plus(value), new Decimal(0));
  return {
    quantity: quantity.toFixed(),
    quoteAmount: quote.toFixed(),
    fee: fee.toFixed(),
    feeSide: isBuy ? 'base' : 'quote',
    pays: (isBuy ? quote : quantity).toFixed(),
    receives: (isBuy ? quantity : quote).minus(fee).toFixed(),
    fillFees,
  };
}

/**
 * What a resting limit order holds until it fills or is cancelled: a buy the USDT it will pay at its limit
 * (price × quantity; its fee is taken from the coin it receives), a sell the coin quantity.
 */
export function limitHoldOf(direction: SpotDirection, price: DecimalInput, quantity: DecimalInput): string {
  return direction === SPOT_BUY
    ? quoteAmountOf(direction, price, quantity)
    : requireDecimal(quantity).toFixed();
}

/** How a resting limit fills once the last price reached it (`restingFillOf`). */
export interface RestingFill {
  /** The fill's price: the last price that reached the limit (the limit or better for the user). */
  price: string;
  quantity: string;
  /** price × quantity, rounded in the house's favour as every fill is. */
  quoteAmount: string;
  /** What the order holds (`limitHoldOf`): USDT at the limit for a buy, the coin for a sell. */
  hold: string;
  /** What the hold keeps over what the fill pays, back to the user: a buy filled below its limit; 0 for a sell. */
  change: string;
}

/**
 * The fill of a resting limit order the last price reached, or null when it has not: whole, at that last price — the
 * limit or better for the user (a buy at a last price at or below its limit, a sell at or above), so the fill is at a
 * price the source showed. A buy held price × quantity at its limit and gets back what the lower price leaves over;
 * a sell held its coin quantity and simply receives more USDT at a higher price.
 */
export function restingFillOf(
  direction: SpotDirection,
  limitPrice: DecimalInput,
  lastPrice: DecimalInput,
  quantity: DecimalInput,
): RestingFill | null {
  if (!isLimitCrossed(direction, limitPrice, lastPrice)) return null;
  const price = requireDecimal(lastPrice).toFixed();
  const size = requireDecimal(quantity).toFixed();
  const quoteAmount = quoteAmountOf(direction, price, size);
  const hold = limitHoldOf(direction, limitPrice, size);
  const pays = direction === SPOT_BUY ? quoteAmount : size;
  return { price, quantity: size, quoteAmount, hold, change: new Decimal(hold).minus(pays).toFixed() };
}

/**
 * How far an average fill moved against the price the user was shown, as a fraction (negative: in the user's favour):
 * a buy (average − expected) / expected, a sell (expected − average) / expected.
 */
export function adverseSlippageOf(
  direction: SpotDirection,
  expectedPrice: DecimalInput,
  averagePrice: DecimalInput,
): string {
  const expected = requireDecimal(expectedPrice);
  const moved = requireDecimal(averagePrice).minus(expected);
  return (direction === SPOT_BUY ? moved : moved.negated()).div(expected).toFixed();
}

/** Whether the last price traded through a resting limit: a buy at or below its limit, a sell at or above. */
export function isLimitCrossed(
  direction: SpotDirection,
  limitPrice: DecimalInput,
  lastPrice: DecimalInput,
): boolean {
  const last = requireDecimal(lastPrice);
  const limit = requireDecimal(limitPrice);
  return direction === SPOT_BUY ? last.isLessThanOrEqualTo(limit) : last.isGreaterThanOrEqualTo(limit);
}

/** Which way a stop-limit's trigger waits: 1 for the last price to rise to it, 2 to fall to it. */
export const TRIGGER_RISES = 1;
export const TRIGGER_FALLS = 2;
export type TriggerWay = typeof TRIGGER_RISES | typeof TRIGGER_FALLS;

/** The way a trigger waits from the last price at placement; null when they are equal (it would trigger at once). */
export function triggerWayOf(triggerPrice: DecimalInput, lastPrice: DecimalInput): TriggerWay | null {
  const comparison = requireDecimal(triggerPrice).comparedTo(requireDecimal(lastPrice));
  if (comparison === 0 || comparison === null) return null;
  return comparison > 0 ? TRIGGER_RISES : TRIGGER_FALLS;
}

/** Whether the last price reached a waiting trigger. */
export function isTriggerReached(
  way: TriggerWay,
  triggerPrice: DecimalInput,
  lastPrice: DecimalInput,
): boolean {
  const last = requireDecimal(lastPrice);
  const trigger = requireDecimal(triggerPrice);
  return way === TRIGGER_RISES ? last.isGreaterThanOrEqualTo(trigger) : last.isLessThanOrEqualTo(trigger);
}

/** Whether a decimal has at most `decimals` decimals (a price at the tick, a quantity at the step). */
export function hasAtMostDecimals(value: DecimalInput, decimals: number): boolean {
  const places = requireDecimal(value).decimalPlaces();
  return places !== null && places <= decimals;
}
