import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';

/**
 * Fast contracts (spec §7 "Quick contract", issue 18 §3): a stake in USDT on whether an instrument's price is above
 * (up) or below (down) its opening price after a fixed period. Won: the stake back plus stake × payoutRate. Lost: the
 * stake. Equal prices, or no recorded price at expiry: the stake back. Prices come only from the price source.
 */

/** Fast-contract instruments as listed (type 5): `BTCUSDT`. */
export const fastContractSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,20}$/, 'must be a fast-contract symbol such as BTCUSDT');

/** Direction (spec: buy 0 / sell 1): up 0 wins when the close is above the open, down 1 when below. */
export const FastContractDirection = { up: 0, down: 1 } as const;
export type FastContractDirection = (typeof FastContractDirection)[keyof typeof FastContractDirection];
export const fastContractDirectionSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'must be 0 (up) or 1 (down)',
});

/**
 * Order status: open 0 (waiting for expiry), won 1, lost 2, tie-refunded 3 (close equal to open), void-refunded 4
 * (no price recorded for the expiry second, or the last one was stale: the stake back).
 */
export const FastContractStatus = { open: 0, won: 1, lost: 2, tieRefunded: 3, voidRefunded: 4 } as const;
export type FastContractStatus = (typeof FastContractStatus)[keyof typeof FastContractStatus];

/** Periods staff may offer, in seconds. */
export const FAST_CONTRACT_PERIOD_MIN_SECONDS = 10;
export const FAST_CONTRACT_PERIOD_MAX_SECONDS = 3600;
export const fastContractPeriodSecondsSchema = z
  .number({ error: 'must be a whole number of seconds' })
  .int('must be a whole number of seconds')
  .min(FAST_CONTRACT_PERIOD_MIN_SECONDS, `must be at least ${FAST_CONTRACT_PERIOD_MIN_SECONDS}`)
  .max(FAST_CONTRACT_PERIOD_MAX_SECONDS, `must be at most ${FAST_CONTRACT_PERIOD_MAX_SECONDS}`);

/** A stake in USDT: positive, at most 2 decimals. */
export const fastContractStakeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,14}(\.\d{1,2})?$/, 'must be a positive amount with at most 2 decimals')
  .refine((value) => /[1-9]/.test(value), 'must be greater than zero');

/** A payout rate: what a win pays per unit of stake on top of the stake back, above 0 and at most 1, 4 decimals. */
export const payoutRateSchema = z
  .string()
  .trim()
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'must be a rate above 0 and at most 1 with at most 4 decimals')
  .refine((value) => /[1-9]/.test(value), 'must be greater than zero');

/**
 * One period of an instrument as the buy screen shows it before the user confirms: the payout rate, the loss if wrong
 * as a share of the stake (always 1: the whole stake) and the implied house edge for a fair coin,
 * `(1 − payoutRate) / 2` (packages/domain `fastContractHouseEdge`).
 */
export const fastContractPeriodSchema = z.object({
  periodSeconds: z.number().int(),
  payoutRate: decimalStringSchema,
  lossRate: decimalStringSchema,
  houseEdge: decimalStringSchema,
});
export type FastContractPeriod = z.infer<typeof fastContractPeriodSchema>;

/** Why buying is closed: switched off by the operator, or not offered in the user's jurisdiction. */
export const FAST_CONTRACT_UNAVAILABLE_REASONS = ['disabled', 'jurisdiction'] as const;

/**
 * A fast contract (spec §3 quick contract order). `openPrice` is the source's live price at `openedAt` (the accepted time);
 * `closePrice` the price recorded for the expiry second (`closePriceAt`, at most 2 s before `expiresAt`), null while
 * open or when none was recorded (status 4). `payout` is what came back to the wallet (stake + winnings, the stake,
 * or 0), `profit` payout − stake; both null while open.
 */
export const fastContractOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  symbol: z.string(),
  direction: z.number().int(),
  amount: decimalStringSchema,
  periodSeconds: z.number().int(),
  payoutRate: decimalStringSchema,
  status: z.number().int(),
  openPrice: decimalStringSchema,
  /** The source's time of the tick `openPrice` is (at most PRICE_STALE_AFTER_MS before `openedAt`). */
  openPriceAt: timestampMsSchema,
  openedAt: timestampMsSchema,
  expiresAt: timestampMsSchema,
  closePrice: decimalStringSchema.nullable(),
  closePriceAt: timestampMsSchema.nullable(),
  payout: decimalStringSchema.nullable(),
  profit: decimalStringSchema.nullable(),
  settledAt: timestampMsSchema.nullable(),
});
export type FastContractOrder = z.infer<typeof fastContractOrderSchema>;
