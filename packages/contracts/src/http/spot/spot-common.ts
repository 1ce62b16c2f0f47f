import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';

/** Spot pairs as listed (coin instruments, type 1): `BTCUSDT`. */
export const spotSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,20}$/, 'must be a spot pair such as BTCUSDT');

/** Trade direction (spec §3): buy 0, sell 1. */
export const SpotDirection = { buy: 0, sell: 1 } as const;
export const spotDirectionSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'must be 0 (buy) or 1 (sell)',
});
/** Order type (spec §3): market 1, limit 2 (a limit with a triggerPrice is a stop-limit). */
export const SpotOrderType = { market: 1, limit: 2 } as const;
export const spotOrderTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'must be 1 (market) or 2 (limit)',
});

/**
 * Spot order status. Fills are whole: an order goes from open to filled in one fill set, never partly.
 * `pending` 0: a limit order resting on its hold (or a triggered stop-limit); `untriggered` 2: a stop-limit waiting
 * for the last price to reach its triggerPrice (its funds are held already); `filled` 1; `cancelled` -2 (by the
 * owner). Scope `open` is 0 and 2; `history` is 1 and -2.
 */
export const SpotOrderStatus = { pending: 0, filled: 1, untriggered: 2, cancelled: -2 } as const;
export type SpotOrderStatus = (typeof SpotOrderStatus)[keyof typeof SpotOrderStatus];
export const SPOT_OPEN_STATUSES = [SpotOrderStatus.pending, SpotOrderStatus.untriggered] as const;

/**
 * Maker: a resting limit the last price reached (filled at that last price, the limit or better). Taker: filled at
 * once against the book.
 */
export const SPOT_FILL_ROLES = ['maker', 'taker'] as const;
export const spotFillRoleSchema = z.enum(SPOT_FILL_ROLES);
export type SpotFillRole = z.infer<typeof spotFillRoleSchema>;

/**
 * What a fill's price was taken from: `book`, a level of the source's order book (`sourcePrice` that level's price,
 * `sourceLevel` its index from the best, 0-based, `sourceQuantity` what the level showed); `last`, the source's last
 * price that reached a resting limit (`sourcePrice` that last price, which is also the fill's price: the limit or
 * better).
 */
export const SPOT_FILL_SOURCES = ['book', 'last'] as const;

/**
 * Ledger business types of spot orders (1200–1209): `fill` the trade's legs (what the user pays to the house
 * spot book and what the book delivers; also a hold posted by a fill), `fee` the fee to the house fees account,
 * `hold` a resting order's hold (pending), `release` a hold returned (cancelled) or its left-over given back by the
 * book (`change`: a held buy filled below its limit).
 */
export const SpotBusinessType = { fill: 1200, fee: 1201, hold: 1202, release: 1203 } as const;

/** Largest and default slippage a market order may accept between `expectedPrice` and its average fill. */
export const SPOT_DEFAULT_SLIPPAGE = '0.01';
export const SPOT_MAX_SLIPPAGE = '0.1';
/** Open (pending + untriggered) orders one account may have at once, all symbols together. */
export const SPOT_OPEN_ORDERS_LIMIT = 200;

/**
 * One spot order (spec §3 coin order: id, no). `quantity` is the base quantity asked (null for a market buy placed
 * by `quoteAmount`, the USDT to spend). `filledQuantity` / `filledQuoteAmount` / `averagePrice` are the executed
 * totals ('0' / '0' / null until filled). `fee` is charged in `feeAsset`: the asset the user receives (a buy pays in
 * the base coin, a sell in USDT). `frozenAmount` in `frozenAsset` is what an open order holds (0 once closed).
 * `triggerPrice` makes a limit a stop-limit; `isTriggered` says whether it became the limit yet.
 */
export const spotOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  symbol: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  direction: z.number().int(),
  orderType: z.number().int(),
  status: z.number().int(),
  price: decimalStringSchema.nullable(),
  triggerPrice: decimalStringSchema.nullable(),
  isTriggered: z.boolean(),
  quantity: decimalStringSchema.nullable(),
  quoteAmount: decimalStringSchema.nullable(),
  filledQuantity: decimalStringSchema,
  filledQuoteAmount: decimalStringSchema,
  averagePrice: decimalStringSchema.nullable(),
  fee: decimalStringSchema,
  feeAsset: z.string(),
  frozenAmount: decimalStringSchema,
  frozenAsset: z.string(),
  createdAt: timestampMsSchema,
  updatedAt: timestampMsSchema,
  /** When it filled (null while open or when cancelled). */
  dealTime: timestampMsSchema.nullable(),
});
export type SpotOrder = z.infer<typeof spotOrderSchema>;

/** One fill of a spot order, with the source price it was taken from (honest by construction: recorded with it). */
export const spotFillSchema = z.object({
  id: z.number().int(),
  price: decimalStringSchema,
  quantity: decimalStringSchema,
  /** price × quantity, in the quote asset (USDT). */
  quoteAmount: decimalStringSchema,
  fee: decimalStringSchema,
  feeAsset: z.string(),
  role: spotFillRoleSchema,
  source: z.enum(SPOT_FILL_SOURCES),
  sourcePrice: decimalStringSchema,
  /** Book fills: the level's index from the best (0) and the quantity it showed; null for `last`. */
  sourceLevel: z.number().int().nullable(),
  sourceQuantity: decimalStringSchema.nullable(),
  /** The source's time of the book snapshot or tick the price came from (epoch ms). */
  sourceTime: timestampMsSchema,
  createdAt: timestampMsSchema,
});
export type SpotFill = z.infer<typeof spotFillSchema>;

/** An order with its fills and the ledger transfers that moved its money (holds, fills, fees, releases). */
export const spotOrderDetailSchema = spotOrderSchema.extend({
  fills: z.array(spotFillSchema),
  transferIds: z.array(z.string()),
});
export type SpotOrderDetail = z.infer<typeof spotOrderDetailSchema>;

/** The caller's fee rates on one pair (fractions: 0.001 is 0.1 %) and the pair's rules. */
export const spotFeeRateSchema = z.object({
  symbol: z.string(),
  makerFeeRate: decimalStringSchema,
  takerFeeRate: decimalStringSchema,
  /** The smallest order value in the quote asset (price × quantity, or a market buy's quoteAmount). */
  minNotional: decimalStringSchema,
  priceAccuracy: z.number().int(),
  transactionAccuracy: z.number().int(),
});
export type SpotFeeRate = z.infer<typeof spotFeeRateSchema>;

/**
 * A spot fill as a fund record (`/order/coin/fund_detail`): what the fill moved in the caller's spot wallet.
 * `baseChange` / `quoteChange` are signed (a buy: +quantity − fee in the base coin, −quoteAmount USDT).
 */
export const spotFundRecordSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  symbol: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  direction: z.number().int(),
  role: spotFillRoleSchema,
  price: decimalStringSchema,
  quantity: decimalStringSchema,
  quoteAmount: decimalStringSchema,
  fee: decimalStringSchema,
  feeAsset: z.string(),
  baseChange: decimalStringSchema,
  quoteChange: decimalStringSchema,
  createdAt: timestampMsSchema,
});
export type SpotFundRecord = z.infer<typeof spotFundRecordSchema>;
