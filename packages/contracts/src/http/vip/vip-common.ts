import { z } from 'zod';
import { timestampMsSchema } from '../../common';

/** Ledger business types of VIP levels (1240–1248; the spec has none): 1240 a level bought for a term. */
export const VipBusinessType = { purchase: 1240 } as const;

/** Level numbers run 0 (everyone) to VIP_LEVEL_MAX. */
export const VIP_LEVEL_MAX = 20;
/** The window of the volume qualification, in days. */
export const VIP_VOLUME_DAYS = 30;

/** An application's review: 0 waiting, 1 approved, −1 rejected. */
export const VipApplicationStatus = { pending: 0, approved: 1, rejected: -1 } as const;
export type VipApplicationStatus = (typeof VipApplicationStatus)[keyof typeof VipApplicationStatus];

/** Why the caller has the level they have: the highest of these wins; `base` is level 0 with nothing else. */
export const VIP_LEVEL_SOURCES = ['base', 'qualified', 'purchased', 'approved'] as const;
export type VipLevelSource = (typeof VIP_LEVEL_SOURCES)[number];

export const vipLevelNumberSchema = z.number().int().min(0).max(VIP_LEVEL_MAX);

/** What a level gives, as the code applies it. Discounts are fractions of the spot fee (0.2 = 20 % off). */
export const vipBenefitsSchema = z.object({
  makerFeeDiscount: z.string(),
  takerFeeDiscount: z.string(),
  /** The withdrawal channels' daily limits are multiplied by this (1 = unchanged). */
  withdrawalLimitMultiplier: z.string(),
  hasPrioritySupport: z.boolean(),
});
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

/**
 * One level as the public levels table shows it: its benefits and how it is reached. A level is qualified for when
 * the 30-day spot volume reaches `minVolume30d` or the holdings reach `minHoldings` (either; a null threshold is not a
 * way in); it can be bought for `termDays` at `price` USDT while `isPurchasable`, or applied for while `isApplicable`.
 */
export const vipLevelSchema = vipBenefitsSchema.extend({
  level: z.number().int(),
  name: z.string(),
  minVolume30d: z.string().nullable(),
  minHoldings: z.string().nullable(),
  price: z.string().nullable(),
  termDays: z.number().int().nullable(),
  isPurchasable: z.boolean(),
  isApplicable: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** A level bought for a term: from `startsAt` to `endsAt` (ms), paid `price` USDT from the spot wallet. */
export const vipPurchaseSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  level: z.number().int(),
  price: z.string(),
  termDays: z.number().int(),
  startsAt: timestampMsSchema,
  endsAt: timestampMsSchema,
  createdAt: timestampMsSchema,
});
export type VipPurchase = z.infer<typeof vipPurchaseSchema>;

/** An application for a level (member VIP create) and its review. */
export const vipApplicationSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  note: z.string(),
  status: z.number().int(),
  remark: z.string().nullable(),
  createdAt: timestampMsSchema,
  reviewedAt: timestampMsSchema.nullable(),
});
export type VipApplication = z.infer<typeof vipApplicationSchema>;
