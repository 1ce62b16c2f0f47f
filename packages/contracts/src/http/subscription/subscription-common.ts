import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';
import { positiveDecimalString } from '../../strict-text';

/**
 * Subscriptions (spec §4 "Subscriptions: IEO, IPO one-click-buy, ration buy, subscribe order buy and page", issue 19
 * §2): staff publish a project — a token sold at a fixed USDT price, a supply, per-user limits, a window and an
 * allotment rule — and users commit or buy during the window. Every allotment follows the rule published on the
 * project before the window opened; no route sets an allotment, a price or a listing price.
 */

/** Instrument types of spec §3 a subscription order carries: IPO 2, IEO 6; the distribution record is 7. */
export const SubscriptionKind = { ipo: 2, ieo: 6 } as const;
export type SubscriptionKind = (typeof SubscriptionKind)[keyof typeof SubscriptionKind];
export const SUBSCRIPTION_DISTRIBUTION_TYPE = 7;
export const subscriptionKindSchema = z.union([z.literal(2), z.literal(6)], {
  error: 'must be 2 (IPO) or 6 (IEO)',
});

/**
 * Allotment rules: `proRata` 1 (IEO: commit in the window, at close every commitment gets
 * floor(requested × supply / Σ requested) to the token's precision when over-subscribed, the rest refunded — anchor
 * Binance Launchpad); `firstCome` 2 (IPO one-click buy: bought at once at the price while supply lasts);
 * `lottery` 3 (IPO ration buy: requests held in the window; at close ranked by sha256(`projectId:userId:seed`), the
 * seed's sha256 published before the window and the seed revealed at close; in rank order each gets
 * min(requested, left), the rest refunded).
 */
export const AllotmentRule = { proRata: 1, firstCome: 2, lottery: 3 } as const;
export type AllotmentRule = (typeof AllotmentRule)[keyof typeof AllotmentRule];
export const allotmentRuleSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'must be 1 (pro rata), 2 (first come) or 3 (lottery)',
});

/**
 * Ledger business types of spec §3 (IEO subscription 710–713): `commit` the hold of a commitment, `allotment` the
 * allotted cost to the house `subscription_book` (a post, or a first-come buy), `refund` what was not allotted (a void,
 * or the book's refund of the part of a hold not allotted), `distribution` the tokens from the book to the spot wallet.
 */
export const SubscriptionBusinessType = {
  commit: 710,
  allotment: 711,
  refund: 712,
  distribution: 713,
} as const;

/**
 * Project status as stored: `open` 0 (before or in its window), `allotting` 1 (closed; allotment running), `allotted` 2
 * (every order allotted or refunded), `distributed` 3 (tokens in the spot wallets), `listed` 4 (a spot pair).
 */
export const SubscriptionProjectStatus = {
  open: 0,
  allotting: 1,
  allotted: 2,
  distributed: 3,
  listed: 4,
} as const;

/** What the screens show, derived from the status and the clock. */
export const SUBSCRIPTION_PHASES = [
  'upcoming',
  'open',
  'allotting',
  'allotted',
  'distributed',
  'listed',
] as const;
export type SubscriptionPhase = (typeof SUBSCRIPTION_PHASES)[number];

/**
 * Order status: `committed` 0 (funds held, waiting for the close), `allotted` 1 (cost paid, refund back, tokens due at
 * the distribution time), `distributed` 2 (tokens in the spot wallet), `refunded` 3 (nothing allotted, all back).
 */
export const SubscriptionOrderStatus = { committed: 0, allotted: 1, distributed: 2, refunded: 3 } as const;
export type SubscriptionOrderStatus = (typeof SubscriptionOrderStatus)[keyof typeof SubscriptionOrderStatus];

/** A token quantity as typed: positive, at most 8 decimals (the project's precision may be fewer). */
export const subscriptionQuantitySchema = positiveDecimalString(14, 8);

export const subscriptionProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token (the ledger asset distributed), e.g. `DEMO`. */
  symbol: z.string(),
  logo: z.string(),
  description: z.string(),
  kind: z.number().int(),
  rule: z.number().int(),
  /** USDT per token. */
  price: decimalStringSchema,
  totalSupply: decimalStringSchema,
  /** Decimals of the token's quantities. */
  precision: z.number().int(),
  minPerUser: decimalStringSchema,
  maxPerUser: decimalStringSchema,
  startAt: timestampMsSchema,
  endAt: timestampMsSchema,
  distributeAt: timestampMsSchema,
  listAt: timestampMsSchema,
  status: z.number().int(),
  phase: z.enum(SUBSCRIPTION_PHASES),
  isPaused: z.boolean(),
  /** Σ quantity requested (pro rata and lottery) or bought (first come) so far. */
  requestedQuantity: decimalStringSchema,
  /** Σ allotted once allotment ran, else null. */
  allottedQuantity: decimalStringSchema.nullable(),
  /** sha256 of the lottery seed, published before the window (lottery only). */
  seedHash: z.string().nullable(),
  /** The lottery seed, revealed at the close (null before). */
  seed: z.string().nullable(),
  /** The spot pair once listed (`DEMOUSDT`), else null. */
  listedSymbol: z.string().nullable(),
});
export type SubscriptionProject = z.infer<typeof subscriptionProjectSchema>;

export const subscriptionOrderSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  symbol: z.string(),
  kind: z.number().int(),
  rule: z.number().int(),
  status: z.number().int(),
  /** Token quantity requested (committed, or bought). */
  quantity: decimalStringSchema,
  price: decimalStringSchema,
  /** USDT committed (held) or paid: quantity × price. */
  amount: decimalStringSchema,
  /** Set by the allotment: quantity allotted, its cost, and the USDT refunded. Null before. */
  allottedQuantity: decimalStringSchema.nullable(),
  allottedAmount: decimalStringSchema.nullable(),
  refundAmount: decimalStringSchema.nullable(),
  /** Lottery only: the ticket sha256(`projectId:userId:seed`), set at the close. */
  ticket: z.string().nullable(),
  committedAt: timestampMsSchema,
  allottedAt: timestampMsSchema.nullable(),
  distributeAt: timestampMsSchema,
  distributedAt: timestampMsSchema.nullable(),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;
