import { z } from 'zod';
import { timestampMsSchema } from '../../common';
import { plainText, positiveDecimalString } from '../../strict-text';
import { defineOperation } from '../operation';
import {
  VIP_LEVEL_SOURCES,
  vipApplicationSchema,
  vipBenefitsSchema,
  vipLevelNumberSchema,
  vipLevelSchema,
  vipPurchaseSchema,
} from './vip-common';

/** `GET vip/config/list` (spec "VIP: config list"): every level with its benefits and requirements, public. */
export const listVipConfig = defineOperation({
  method: 'GET',
  path: '/vip/config/list',
  auth: 'none',
  summary:
    'The VIP levels: benefits (fee discounts, withdrawal limits, priority support) and how each is reached.',
  response: z.array(vipLevelSchema),
});

export const VIP_TERM_DAYS_MAX = 3650;

export const buyVipBodySchema = z.strictObject({
  level: vipLevelNumberSchema,
  /** The price in USDT the user was shown: refused (VIP_PRICE_CHANGED) if it is no longer the level's. */
  price: positiveDecimalString(14, 8),
  /** The term the user was shown, in days. */
  termDays: z.number().int().min(1).max(VIP_TERM_DAYS_MAX),
});
export type BuyVipBody = z.infer<typeof buyVipBodySchema>;

/**
 * `POST vip/purchase/buy` (spec "purchase buy"): pays the level's price from the spot wallet's USDT and holds the
 * level for its term from now — or, extending an active term of the same level, from that term's end.
 * Header `Idempotency-Key` required.
 */
export const buyVipLevel = defineOperation({
  method: 'POST',
  path: '/vip/purchase/buy',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Buy a VIP level for its term, paid in USDT from the spot wallet.',
  body: buyVipBodySchema,
  response: vipPurchaseSchema,
});

export const vipDetailSchema = z.object({
  /** The level in effect: the highest of the qualified, purchased (active term) and approved levels. */
  level: z.number().int(),
  name: z.string(),
  source: z.enum(VIP_LEVEL_SOURCES),
  benefits: vipBenefitsSchema,
  qualifiedLevel: z.number().int(),
  /** The highest active purchased term's level and its end (ms), or null. */
  purchasedLevel: z.number().int().nullable(),
  purchaseEndsAt: timestampMsSchema.nullable(),
  approvedLevel: z.number().int().nullable(),
  /** Spot fills' USDT value over the last 30 days, and the holdings' live USDT value, as of `evaluatedAt`. */
  volume30d: z.string(),
  holdings: z.string(),
  /** False when a held asset had no live price (it counted as 0). */
  isPriceComplete: z.boolean(),
  evaluatedAt: timestampMsSchema,
  /** The next level up and what it takes, or null at the top. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      minVolume30d: z.string().nullable(),
      minHoldings: z.string().nullable(),
    })
    .nullable(),
  /** The caller's latest application, or null. */
  application: vipApplicationSchema.nullable(),
});
export type VipDetail = z.infer<typeof vipDetailSchema>;

/** `GET vip/detail` (spec "detail"): the caller's level, why, its benefits and the progress to the next. */
export const getVipDetail = defineOperation({
  method: 'GET',
  path: '/vip/detail',
  auth: 'member',
  summary:
    "The caller's VIP level (evaluated now), its benefits, progress to the next level and their application.",
  response: vipDetailSchema,
});

export const createVipApplicationBodySchema = z.strictObject({
  level: vipLevelNumberSchema,
  note: plainText(0, 500),
});
export type CreateVipApplicationBody = z.infer<typeof createVipApplicationBodySchema>;

/** `POST member/vip/create` (spec "member VIP create"): apply for a level; staff review it (the VIP audit push). */
export const createVipApplication = defineOperation({
  method: 'POST',
  path: '/member/vip/create',
  auth: 'member',
  summary: 'Apply for a VIP level with a note; staff approve or reject it in the back office.',
  body: createVipApplicationBodySchema,
  response: vipApplicationSchema,
});
