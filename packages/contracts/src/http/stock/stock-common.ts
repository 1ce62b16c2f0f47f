import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';
import { MARKET_DAY_KEYS, type MarketDayKey } from '../../reference/us-market-calendar';

/** A stock's ticker as listed (the primary listing's spelling): `AAPL`, `BRK.B`. */
export const stockSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9.]{1,20}$/, 'must be a stock ticker such as AAPL');

/** Order type (spec §3): market 1, limit 2. */
export const stockOrderTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'must be 1 (market) or 2 (limit)',
});

/** Stock order ids (bigint serial on the server, safe integers on the wire). */
export const stockOrderIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Trade direction (spec §3): buy 0, sell 1. */
export const StockOrderDirection = { buy: 0, sell: 1 } as const;
export type StockOrderDirection = (typeof StockOrderDirection)[keyof typeof StockOrderDirection];

/** A stock order's state: a limit order waits (0) until the market reaches its price, or is cancelled (2). */
export const StockOrderStatus = { pending: 0, filled: 1, cancelled: 2 } as const;
export type StockOrderStatus = (typeof StockOrderStatus)[keyof typeof StockOrderStatus];

/** Price status of a valuation (as the market list): 1 live, 2 stale (last known price), 0 no price yet. */
export const stockPriceStatusSchema = z.number().int().min(0).max(2);

/**
 * A stock order (buy or sell). Amounts in USDT (stocks are quoted in USD, taken 1:1 as USDT). `quantity` is the
 * quantity asked (null for a market buy given by `amount`, the USDT to spend including the fee); `price` the limit
 * price (null for market orders). `heldAmount`: the USDT a waiting limit buy holds (notional at the limit plus the
 * fee; '0' otherwise). Once filled: `dealPrice`, `dealQuantity`, `dealAmount` (= dealQuantity × dealPrice) and
 * `fee`; a buy paid dealAmount + fee, a sell received dealAmount − fee. `realisedPnl` (sells): what the sale got
 * after its fee minus the average cost of the shares sold.
 */
export const stockOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  symbol: z.string(),
  displayName: z.string(),
  /** 0 buy, 1 sell. */
  direction: z.number().int(),
  /** 1 market, 2 limit. */
  orderType: z.number().int(),
  /** 0 pending, 1 filled, 2 cancelled. */
  status: z.number().int(),
  quantity: decimalStringSchema.nullable(),
  amount: decimalStringSchema.nullable(),
  price: decimalStringSchema.nullable(),
  heldAmount: decimalStringSchema,
  dealPrice: decimalStringSchema.nullable(),
  dealQuantity: decimalStringSchema.nullable(),
  dealAmount: decimalStringSchema.nullable(),
  fee: decimalStringSchema,
  realisedPnl: decimalStringSchema.nullable(),
  createdAt: timestampMsSchema,
  dealTime: timestampMsSchema.nullable(),
  cancelledAt: timestampMsSchema.nullable(),
});
export type StockOrder = z.infer<typeof stockOrderSchema>;

/**
 * The fill of an order, as recorded when it happened. `price` is what the order filled at: the quote the price source
 * showed at that moment (`quotePrice`, at `quotedAt`) — for a limit order the quote that had reached its limit, so at
 * or better than the limit. `transferIds` are the ledger transfers that moved the USDT (the buy or sale, the fee, a
 * waiting buy's hold, its posting and the change it gave back).
 */
export const stockFillSchema = z.object({
  price: decimalStringSchema,
  quotePrice: decimalStringSchema,
  quotedAt: timestampMsSchema,
  quantity: decimalStringSchema,
  amount: decimalStringSchema,
  fee: decimalStringSchema,
  filledAt: timestampMsSchema,
  transferIds: z.array(z.string()),
});
export type StockFill = z.infer<typeof stockFillSchema>;

export const stockOrderDetailSchema = stockOrderSchema.extend({ fill: stockFillSchema.nullable() });
export type StockOrderDetail = z.infer<typeof stockOrderDetailSchema>;

/**
 * One stock held. `quantity` = `availableQuantity` (may be sold) + `reservedQuantity` (waiting limit sells).
 * `costBasis` what the shares held cost including buy fees, `averageCost` = costBasis / quantity. Valued at the live
 * quote: `price` (null before the first price), `priceStatus`, `marketValue` = quantity × price, `unrealisedPnl` =
 * marketValue − costBasis, `unrealisedPnlRate` in percent of the cost basis (all null without a price).
 */
export const stockHoldingSchema = z.object({
  symbol: z.string(),
  displayName: z.string(),
  priceAccuracy: z.number().int(),
  transactionAccuracy: z.number().int(),
  quantity: decimalStringSchema,
  availableQuantity: decimalStringSchema,
  reservedQuantity: decimalStringSchema,
  averageCost: decimalStringSchema,
  costBasis: decimalStringSchema,
  price: decimalStringSchema.nullable(),
  priceStatus: stockPriceStatusSchema,
  marketValue: decimalStringSchema.nullable(),
  unrealisedPnl: decimalStringSchema.nullable(),
  unrealisedPnlRate: decimalStringSchema.nullable(),
  updatedAt: timestampMsSchema,
});
export type StockHolding = z.infer<typeof stockHoldingSchema>;

/** Every holding, plus totals over them (holdings without a price count their cost basis only). */
export const stockHoldingsSchema = z.object({
  list: z.array(stockHoldingSchema),
  totalCostBasis: decimalStringSchema,
  totalMarketValue: decimalStringSchema,
  totalUnrealisedPnl: decimalStringSchema,
});
export type StockHoldings = z.infer<typeof stockHoldingsSchema>;

/**
 * Keys of the exchange holidays and early closes (reference/us-market-calendar.ts); the screens translate them
 * (`stocks:stockTrade.holiday.<key>`).
 */
export const STOCK_HOLIDAY_KEYS = MARKET_DAY_KEYS;
export type StockHolidayKey = MarketDayKey;

/**
 * The market session of a stock at the server's now (`serverTime`), all instants in epoch ms (the screen shows them
 * in the user's time zone; `timezone` is the exchange's). `openAt`/`closeAt`: today's session in the exchange's
 * calendar day (null when today has none: a weekend or a holiday). `nextOpenAt`: the next session start after now
 * (when open, tomorrow's or later); `nextCloseAt`: the end of the session under way, else of the next one.
 * `holiday`: today's full closure or early close key (null on a regular day). An instrument without trading hours
 * trades around the clock: isOpen true and every instant null.
 */
export const stockSessionSchema = z.object({
  symbol: z.string().nullable(),
  timezone: z.string().nullable(),
  isOpen: z.boolean(),
  isTradingDay: z.boolean(),
  isHoliday: z.boolean(),
  isEarlyClose: z.boolean(),
  holiday: z.enum(STOCK_HOLIDAY_KEYS).nullable(),
  openAt: timestampMsSchema.nullable(),
  closeAt: timestampMsSchema.nullable(),
  nextOpenAt: timestampMsSchema.nullable(),
  nextCloseAt: timestampMsSchema.nullable(),
  serverTime: timestampMsSchema,
});
export type StockSession = z.infer<typeof stockSessionSchema>;

/**
 * What the app needs to know before an order: whether stocks are on, the fee rate (a fraction of the notional, on
 * buys and sells), the minimum notional of an order in USDT, the wallet and coin that fund it.
 */
export const stockConfigSchema = z.object({
  isEnabled: z.boolean(),
  feeRate: decimalStringSchema,
  minAmount: decimalStringSchema,
  wallet: z.literal('spot'),
  coin: z.literal('USDT'),
});
export type StockConfig = z.infer<typeof stockConfigSchema>;
