import { BigNumber } from 'bignumber.js';
import { Decimal, requireDecimal, type DecimalInput } from '../decimal';

/** Trade direction of spec §3: buy 0, sell 1. */
export const SPOT_BUY = 0;
export const SPOT_SELL = 1;
export type SpotDirection = typeof SPOT_BUY | typeof SPOT_SELL;

/** Amounts the ledger moves have at most 18 decimals; products are rounded there, never further. */
export const SPOT_AMOUNT_DECIMALS = 18;

/** One level of an order book side: price and the quantity (base) the source shows there. */
export interface BookLevel {
  price: DecimalInput;
  quantity: DecimalInput;
}

/** What an order takes from one level. `quoteAmount` is price × quantity (rounded in the house's favour to 18 dp). */
export interface LevelFill {
  /** Index of the level on its side, 0 the best. */
  level: number;
  price: string;
  quantity: string;
  quoteAmount: string;
  /** The quantity the level showed before the walk took from it. */
  levelQuantity: string;
}

export interface BookWalkInput {
  direction: SpotDirection;
  /** The side the order takes from, best first: the asks for a buy, the bids for a sell. */
  levels: readonly BookLevel[];
  /** Base quantity to fill. Give this or `quoteAmount`. */
  quantity?: DecimalInput | undefined;
  /** A buy only: the quote (USDT) to spend; each level's take is rounded down to `quantityDecimals`. */
  quoteAmount?: DecimalInput | undefined;
  /** Stop at levels worse than this (a marketable limit): above it for a buy, below it for a sell. */
  limitPrice?: DecimalInput | undefined;
  /** The pair's transactionAccuracy (the quantity step is 10^-n). */
  quantityDecimals: number;
}

export interface BookWalk {
  fills: LevelFill[];
  /** Base quantity filled, summed over the fills. */
  quantity: string;
  /** Quote amount of the fills, summed. */
  quoteAmount: string;
  /** quoteAmount / quantity (18 dp, half up), null when nothing filled. */
  averagePrice: string | null;
  /**
   * Whether the levels cover the order: the whole quantity, or (by quote) every USDT but less than one quantity step
   * at the level the walk stopped on.
   */
  isComplete: boolean;
  /** What the usable levels hold in total, in the order's unit: base quantity, or quote value for a quote walk. */
  available: string;
}

/** price × quantity at the ledger's scale: rounded up when the user pays it (buy), down when the user receives it. */
export function quoteAmountOf(direction: SpotDirection, price: DecimalInput, quantity: DecimalInput): string {
  const product = requireDecimal(price).times(requireDecimal(quantity));
  const mode = direction === SPOT_BUY ? BigNumber.ROUND_UP : BigNumber.ROUND_DOWN;
  return product.decimalPlaces(SPOT_AMOUNT_DECIMALS, mode).toFixed();
}

const isWithinLimit = (direction: SpotDirection, price: BigNumber, limit: BigNumber | null) =>
  limit === null ||
  (direction === SPOT_BUY ? price.isLessThanOrEqualTo(limit) : price.isGreaterThanOrEqualTo(limit));

const usableLevels = (input: BookWalkInput) => {
  const limit = input.limitPrice === undefined ? null : requireDecimal(input.limitPrice);
  const levels: { index: number; price: BigNumber; quantity: BigNumber }[] = [];
  input.levels.forEach((level, index) => {
    const price = requireDecimal(level.price);
    const quantity = requireDecimal(level.quantity);
    if (price.isGreaterThan(0) && quantity.isGreaterThan(0) && isWithinLimit(input.direction, price, limit))
      levels.push({ index, price, quantity });
  });
  return levels;
};

const summarise = (fills: LevelFill[], isComplete: boolean, available: BigNumber): BookWalk => {
  const quantity = fills.reduce((sum, fill) => sum.plus(fill.quantity), new Decimal(0));
  const quote = fills.reduce((sum, fill) => sum.plus(fill.quoteAmount), new Decimal(0));
  return {
    fills,
    quantity: quantity.toFixed(),
    quoteAmount: quote.toFixed(),
    averagePrice: quantity.isZero()
      ? null
      : quote.div(quantity).decimalPlaces(SPOT_AMOUNT_DECIMALS, BigNumber.ROUND_HALF_UP).toFixed(),
    isComplete,
    available: available.toFixed(),
  };
};

const walkByQuantity = (input: BookWalkInput, wanted: BigNumber): BookWalk => {
  const levels = usableLevels(input);
  const fills: LevelFill[] = [];
  let remaining = wanted;
  for (const level of levels) {
    if (remaining.isLessThanOrEqualTo(0)) break;
    const take = BigNumber.min(remaining, level.quantity);
    fills.push(levelFill(input.direction, level, take));
    remaining = remaining.minus(take);
  }
  const available = levels.reduce((sum, level) => sum.plus(level.quantity), new Decimal(0));
  return summarise(fills, remaining.isLessThanOrEqualTo(0), available);
};

/** The most whole steps `budget` buys at `price` (the division's own rounding can never overshoot the budget). */
const affordableAt = (price: BigNumber, budget: BigNumber, decimals: number) => {
  const step = new Decimal(1).shiftedBy(-decimals);
  const guess = budget.div(price).decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  return budget.isLessThan(quoteAmountOf(SPOT_BUY, price, guess)) ? guess.minus(step) : guess;
};

const walkByQuote = (input: BookWalkInput, budget: BigNumber): BookWalk => {
  const levels = usableLevels(input);
  const fills: LevelFill[] = [];
  let remaining = budget;
  let isComplete = false;
  for (const level of levels) {
    const affordable = affordableAt(level.price, remaining, input.quantityDecimals);
    const take = BigNumber.min(affordable, level.quantity);
    if (take.isGreaterThan(0)) {
      const fill = levelFill(input.direction, level, take);
      fills.push(fill);
      remaining = remaining.minus(fill.quoteAmount);
    }
    // The level is not used up: what is left buys less than one step here (and deeper levels cost more).
    if (take.isLessThan(level.quantity)) {
      isComplete = true;
      break;
    }
  }
  const available = levels.reduce(
    (sum, level) => sum.plus(quoteAmountOf(input.direction, level.price, level.quantity)),
    new Decimal(0),
  );
  return summarise(fills, isComplete || remaining.isZero(), available);
};

const levelFill = (
  direction: SpotDirection,
  level: { index: number; price: BigNumber; quantity: BigNumber },
  take: BigNumber,
): LevelFill => ({
  level: level.index,
  price: level.price.toFixed(),
  quantity: take.toFixed(),
  quoteAmount: quoteAmountOf(direction, level.price, take),
  levelQuantity: level.quantity.toFixed(),
});

/**
 * Walks one side of an order book the way a market order (or a marketable limit, up to its limit) fills: level by
 * level from the best, so a large order gets a worse average. Pure decimals; the server fills with it and the ticket
 * previews with it. The caller checks `isComplete` (a market order the book cannot cover is refused, not filled
 * partly).
 */
export function walkBook(input: BookWalkInput): BookWalk {
  if (input.quoteAmount !== undefined) {
    if (input.direction !== SPOT_BUY) throw new RangeError('a quote amount walk is a buy');
    return walkByQuote(input, requireDecimal(input.quoteAmount));
  }
  if (input.quantity === undefined) throw new RangeError('walkBook needs a quantity or a quote amount');
  return walkByQuantity(input, requireDecimal(input.quantity));
}
