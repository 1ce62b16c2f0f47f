import { BigNumber } from 'bignumber.js';

/**
 * The money of stock orders and holdings, in exact decimals (strings in, strings out). USDT amounts keep
 * STOCK_AMOUNT_DECIMALS; a notional (quantity × price) is exact within them for the catalogue's accuracies.
 */
export const STOCK_AMOUNT_DECIMALS = 8;
/** Percentages (the unrealised PnL rate) keep two decimals. */
const RATE_DECIMALS = 2;

const exact = (value: BigNumber) => value.toFixed();

/** The fee on a notional: rounded up to the USDT step, so the book never charges less than the rate says. */
export const stockFeeOf = (notional: string, feeRate: string): string =>
  exact(new BigNumber(notional).times(feeRate).decimalPlaces(STOCK_AMOUNT_DECIMALS, BigNumber.ROUND_UP));

export interface StockTradeAmounts {
  /** quantity × price. */
  notional: string;
  fee: string;
  /** A buy pays notional + fee; a sale receives notional − fee. */
  total: string;
}

/** What buying `quantity` at `price` costs: notional, fee and total. */
export const stockBuyAmounts = (quantity: string, price: string, feeRate: string): StockTradeAmounts => {
  const notional = new BigNumber(quantity).times(price);
  const fee = stockFeeOf(exact(notional), feeRate);
  return { notional: exact(notional), fee, total: exact(notional.plus(fee)) };
};

/** What selling `quantity` at `price` brings: notional, fee and what reaches the wallet. */
export const stockSaleAmounts = (quantity: string, price: string, feeRate: string): StockTradeAmounts => {
  const notional = new BigNumber(quantity).times(price);
  const fee = stockFeeOf(exact(notional), feeRate);
  return { notional: exact(notional), fee, total: exact(BigNumber.max(notional.minus(fee), 0)) };
};

/**
 * The largest quantity (a multiple of 10^-decimals) whose notional plus fee at `price` fits in `amount` USDT; '0'
 * when not even one step does.
 */
export const stockQuantityForAmount = (
  amount: string,
  price: string,
  feeRate: string,
  decimals: number,
): string => {
  const step = new BigNumber(1).shiftedBy(-decimals);
  let quantity = new BigNumber(amount)
    .div(new BigNumber(price).times(new BigNumber(1).plus(feeRate)))
    .decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  // The fee rounds up, so the floor can still be a step too many.
  while (
    quantity.isGreaterThan(0) &&
    new BigNumber(stockBuyAmounts(exact(quantity), price, feeRate).total).isGreaterThan(amount)
  )
    quantity = quantity.minus(step);
  return exact(BigNumber.max(quantity, 0));
};

/** Whether `value` has at most `decimals` decimals. */
export const fitsDecimals = (value: string, decimals: number): boolean =>
  (new BigNumber(value).decimalPlaces() ?? 0) <= decimals;

/** A holding as its table keeps it: total quantity (reserved included) and what the shares held cost. */
export interface StockPosition {
  quantity: string;
  costBasis: string;
}

/** A buy adds its quantity and its whole cost (notional + fee) to the holding. */
export const holdingAfterBuy = (holding: StockPosition, quantity: string, cost: string): StockPosition => ({
  quantity: exact(new BigNumber(holding.quantity).plus(quantity)),
  costBasis: exact(new BigNumber(holding.costBasis).plus(cost)),
});

/**
 * A sale takes its share of the cost basis with it (proportional to the quantity; the last share takes all that is
 * left, so a holding sold off entirely ends at exactly zero). Returns what remains and the cost released.
 */
export const holdingAfterSale = (
  holding: StockPosition,
  quantity: string,
): { holding: StockPosition; releasedCost: string } => {
  const held = new BigNumber(holding.quantity);
  const sold = new BigNumber(quantity);
  if (sold.isGreaterThan(held))
    throw new RangeError(`sale of ${quantity} exceeds holding of ${holding.quantity}`);
  const basis = new BigNumber(holding.costBasis);
  const released = sold.isEqualTo(held)
    ? basis
    : basis.times(sold).div(held).decimalPlaces(STOCK_AMOUNT_DECIMALS, BigNumber.ROUND_HALF_UP);
  return {
    holding: { quantity: exact(held.minus(sold)), costBasis: exact(basis.minus(released)) },
    releasedCost: exact(released),
  };
};

/** Cost per share; '0' for an empty holding. */
export const averageCostOf = (holding: StockPosition): string => {
  const quantity = new BigNumber(holding.quantity);
  if (quantity.isZero()) return '0';
  return exact(
    new BigNumber(holding.costBasis)
      .div(quantity)
      .decimalPlaces(STOCK_AMOUNT_DECIMALS, BigNumber.ROUND_HALF_UP),
  );
};

export interface StockValuation {
  marketValue: string;
  unrealisedPnl: string;
  /** Percent of the cost basis ('12.5' is +12.5 %); '0' when the basis is zero. */
  unrealisedPnlRate: string;
}

/** A holding valued at `price`: market value, unrealised PnL against its cost basis, and that in percent. */
export const valueHolding = (holding: StockPosition, price: string): StockValuation => {
  const marketValue = new BigNumber(holding.quantity).times(price);
  const basis = new BigNumber(holding.costBasis);
  const pnl = marketValue.minus(basis);
  return {
    marketValue: exact(marketValue),
    unrealisedPnl: exact(pnl),
    unrealisedPnlRate: basis.isZero()
      ? '0'
      : pnl.div(basis).times(100).toFixed(RATE_DECIMALS, BigNumber.ROUND_HALF_UP),
  };
};

/** What a sale realised: proceeds after its fee minus the cost it released. */
export const stockRealisedPnlOf = (proceeds: string, releasedCost: string): string =>
  exact(new BigNumber(proceeds).minus(releasedCost));

/** Whether a quote reaches a limit: a buy fills at or below its price, a sale at or above. */
export const isStockLimitReached = (side: 'buy' | 'sell', quote: string, limit: string): boolean =>
  side === 'buy'
    ? new BigNumber(quote).isLessThanOrEqualTo(limit)
    : new BigNumber(quote).isGreaterThanOrEqualTo(limit);
