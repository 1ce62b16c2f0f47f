import { z } from 'zod';
import { pageQuerySchema, pageResultSchema, timestampMsSchema } from '../../common';
import { nameText, plainText, positiveDecimalString, unsignedDecimalString } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { VIP_TERM_DAYS_MAX } from './vip-user';
import { vipApplicationSchema, vipLevelNumberSchema, vipLevelSchema } from './vip-common';

/**
 * The VIP levels and the application queue on the staff API (paths relative to `/api/admin-api`). Staff set what a
 * level gives and costs; a purchased term keeps the price and term it was bought at.
 */

/** A fraction 0 ≤ x ≤ 1 with at most 4 decimals (0.25 = 25 % off). */
const discountSchema = unsignedDecimalString(1, 4).refine((value) => Number(value) <= 1, 'must be at most 1');
/** A multiplier 1 ≤ x < 1000, 2 decimals. */
const multiplierSchema = unsignedDecimalString(3, 2).refine(
  (value) => Number(value) >= 1,
  'must be at least 1',
);
const usdtThresholdSchema = unsignedDecimalString(14, 2).nullable();

export const vipLevelInputSchema = z
  .strictObject({
    level: vipLevelNumberSchema,
    name: nameText(1, 40),
    makerFeeDiscount: discountSchema,
    takerFeeDiscount: discountSchema,
    withdrawalLimitMultiplier: multiplierSchema,
    hasPrioritySupport: z.boolean(),
    minVolume30d: usdtThresholdSchema,
    minHoldings: usdtThresholdSchema,
    price: positiveDecimalString(14, 2).nullable(),
    termDays: z.number().int().min(1).max(VIP_TERM_DAYS_MAX).nullable(),
    isPurchasable: z.boolean(),
    isApplicable: z.boolean(),
  })
  .superRefine((level, context) => {
    if (level.isPurchasable && level.price === null)
      context.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'is required while the level is purchasable',
      });
    if (level.isPurchasable && level.termDays === null)
      context.addIssue({
        code: 'custom',
        path: ['termDays'],
        message: 'is required while the level is purchasable',
      });
    if (level.level === 0 && (level.isPurchasable || level.isApplicable))
      context.addIssue({
        code: 'custom',
        path: ['level'],
        message: 'level 0 is everyone’s: it is not sold or applied for',
      });
  });
export type VipLevelInput = z.infer<typeof vipLevelInputSchema>;

export const adminVipLevelSchema = vipLevelSchema.extend({
  updatedAt: timestampMsSchema,
  updatedBy: z.string(),
});
export type AdminVipLevel = z.infer<typeof adminVipLevelSchema>;

export const adminListVipLevels = defineOperation({
  method: 'GET',
  path: '/vip/levels',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: 'Every VIP level: benefits, qualification thresholds, price and term, switches.',
  response: z.array(adminVipLevelSchema),
});

export const adminSaveVipLevel = defineOperation({
  method: 'PUT',
  path: '/vip/levels',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary:
    'Create or replace one VIP level by its number (audited). New purchases use it at once; bought terms keep theirs.',
  body: vipLevelInputSchema,
  response: adminVipLevelSchema,
});

export const adminVipApplicationSchema = vipApplicationSchema.extend({
  userId: z.number().int(),
  /** The user's level when the queue was read, for the reviewer. */
  currentLevel: z.number().int(),
  reviewedBy: z.string().nullable(),
});
export type AdminVipApplication = z.infer<typeof adminVipApplicationSchema>;

export const adminPageVipApplications = defineOperation({
  method: 'GET',
  path: '/vip/applications',
  auth: 'staff',
  permission: StaffPermission.usersRead,
  summary: 'The VIP application queue: pending first by default, oldest first; or one status, newest first.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    status: z.coerce.number().int().min(-1).max(1).optional(),
  }),
  response: pageResultSchema(adminVipApplicationSchema),
});

export const adminApproveVipApplication = defineOperation({
  method: 'POST',
  path: '/vip/applications/approve',
  auth: 'staff',
  permission: StaffPermission.usersRestrict,
  summary: 'Approve a pending VIP application: the user holds the level from now (audited, VIP audit push).',
  body: z.strictObject({ id: z.number().int().positive(), remark: plainText(0, 500).optional() }),
  response: adminVipApplicationSchema,
});

export const adminRejectVipApplication = defineOperation({
  method: 'POST',
  path: '/vip/applications/reject',
  auth: 'staff',
  permission: StaffPermission.usersRestrict,
  summary: 'Reject a pending VIP application with a remark the user sees (audited, VIP audit push).',
  body: z.strictObject({ id: z.number().int().positive(), remark: plainText(1, 500) }),
  response: adminVipApplicationSchema,
});
