import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';

/**
 * Block trades (spec §7 "Bulk", issue 19 §3; instrument type bulk 3): a staff offer of a spot pair's base asset at
 * the source's live price × (1 + the disclosed rate) at the moment of the buy; the asset is then held in the user's
 * `block_locked` wallet for the offer's lock-up and released to the spot wallet by a scheduled job. No field of any
 * request sets a price: the price is the live one, the rate is the one the user saw.
 */

/** Spec instrument type of a block trade (bulk 3). */
export const BLOCK_TRADE_INSTRUMENT_TYPE = 3;

/**
 * Ledger business types (1220–1229, ours: the spec lists none): `buy` the USDT paid to the house block book,
 * `delivery` the asset from the book into the user's lock-up wallet, `release` the lock-up ended (block_locked →
 * spot), `fee` reserved for a fee (none is charged today).
 */
export const BlockTradeBusinessType = { buy: 1220, delivery: 1221, release: 1222, fee: 1223 } as const;

/** Offer status: paused 0 (shown, not buyable), active 1. */
export const BlockOfferStatus = { paused: 0, active: 1 } as const;
export type BlockOfferStatus = (typeof BlockOfferStatus)[keyof typeof BlockOfferStatus];
export const blockOfferStatusSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'must be 0 (paused) or 1 (active)',
});

/** Order status: locked 1 (in lock-up), released 2 (moved to the spot wallet). */
export const BlockOrderStatus = { locked: 1, released: 2 } as const;
export type BlockOrderStatus = (typeof BlockOrderStatus)[keyof typeof BlockOrderStatus];

/** Largest discount or premium staff may disclose: ±50 %. */
export const BLOCK_RATE_LIMIT = '0.5';

/**
 * The disclosed rate to the live price: a signed fraction with at most 4 decimals, −0.5 to +0.5 (−0.02 is a 2 %
 * discount, 0.01 a 1 % premium). The buy body carries the rate the user saw.
 */
export const blockRateSchema = z
  .string()
  .trim()
  .regex(/^[+-]?\d(\.\d{1,4})?$/, 'must be a rate such as -0.02 or 0.01 (at most 4 decimals)')
  .refine((value) => Math.abs(Number(value)) <= Number(BLOCK_RATE_LIMIT), 'must be between -0.5 and 0.5');

/** A base-asset quantity: positive, at most 8 decimals, below 10^12 (the pair's own precision is checked too). */
export const blockQuantitySchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a positive quantity with at most 8 decimals')
  .refine((value) => /[1-9]/.test(value), 'must be greater than zero');

/** Lock-up periods staff may set: one minute to one year, in seconds. */
export const BLOCK_LOCKUP_MIN_SECONDS = 60;
export const BLOCK_LOCKUP_MAX_SECONDS = 365 * 86_400;
export const blockLockupSecondsSchema = z
  .number({ error: 'must be a whole number of seconds' })
  .int('must be a whole number of seconds')
  .min(BLOCK_LOCKUP_MIN_SECONDS, `must be at least ${BLOCK_LOCKUP_MIN_SECONDS}`)
  .max(BLOCK_LOCKUP_MAX_SECONDS, `must be at most ${BLOCK_LOCKUP_MAX_SECONDS}`);

/**
 * A block offer as the app shows it. `livePrice` is the source's live last price of the pair with its tick time
 * (`livePriceAt`); `blockPrice` = livePrice × (1 + rate) at the pair's price precision — what a buy now would pay per
 * unit. All three are null when the pair has no live price (buying is then refused).
 */
export const blockOfferSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  instrumentType: z.literal(BLOCK_TRADE_INSTRUMENT_TYPE),
  rate: decimalStringSchema,
  minQuantity: decimalStringSchema,
  maxQuantity: decimalStringSchema,
  totalQuantity: decimalStringSchema,
  remainingQuantity: decimalStringSchema,
  lockupSeconds: z.number().int(),
  status: z.number().int(),
  priceAccuracy: z.number().int(),
  transactionAccuracy: z.number().int(),
  livePrice: decimalStringSchema.nullable(),
  livePriceAt: timestampMsSchema.nullable(),
  blockPrice: decimalStringSchema.nullable(),
});
export type BlockOffer = z.infer<typeof blockOfferSchema>;

/**
 * A block order. Its terms (rate, lock-up) are copied from the offer at the buy, so a later change of the offer never
 * touches it. `sourcePrice` is the live price it was filled from and `sourcePriceAt` that tick's time; `price` =
 * sourcePrice × (1 + rate); `amount` = price × quantity in the quote asset (USDT, rounded up to the cent).
 * `lockedUntil` is when the release job frees it; `releasedAt` when it did (null while locked).
 */
export const blockOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  offerId: z.number().int(),
  symbol: z.string(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  quantity: decimalStringSchema,
  rate: decimalStringSchema,
  price: decimalStringSchema,
  amount: decimalStringSchema,
  sourcePrice: decimalStringSchema,
  sourcePriceAt: timestampMsSchema,
  lockupSeconds: z.number().int(),
  status: z.number().int(),
  createdAt: timestampMsSchema,
  lockedUntil: timestampMsSchema,
  releasedAt: timestampMsSchema.nullable(),
});
export type BlockOrder = z.infer<typeof blockOrderSchema>;
