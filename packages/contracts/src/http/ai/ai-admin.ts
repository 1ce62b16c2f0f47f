import { z } from 'zod';
import { positiveDecimalString, unsignedDecimalString, markupFreeText, nameText } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { aiKindSchema, aiProductSchema } from './ai-common';

/**
 * AI products on the staff API (paths under /api/admin-api). Staff set a strategy's rules for new orders and pause or
 * resume it; there is no field for a price, a return or a running order's terms (each order copied its terms at buy).
 */
export const AI_GRID_COUNT_MAX = 200;
export const AI_DCA_SLICES_MAX = 1000;
export const AI_TERM_SECONDS_MAX = 366 * 86_400;

const rateSchema = unsignedDecimalString(1, 6);

export const aiProductInputSchema = z.strictObject({
  name: nameText(1, 60),
  description: markupFreeText(0, 1000),
  kind: aiKindSchema,
  /** A listed spot pair such as BTCUSDT. */
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,20}$/, 'must be a spot pair such as BTCUSDT'),
  termSeconds: z.number().int().min(60).max(AI_TERM_SECONDS_MAX),
  minAmount: positiveDecimalString(14, 2),
  maxAmount: positiveDecimalString(14, 2),
  /** At most 0.5: half the profit. */
  managementFeeRate: rateSchema,
  /** At most 0.1 of the value closed at. */
  earlyExitFeeRate: rateSchema,
  riskLevel: z.number().int().min(1).max(5),
  gridLow: positiveDecimalString(14, 8).optional(),
  gridHigh: positiveDecimalString(14, 8).optional(),
  gridCount: z.number().int().min(2).max(AI_GRID_COUNT_MAX).optional(),
  dcaIntervalSeconds: z.number().int().min(60).max(AI_TERM_SECONDS_MAX).optional(),
  dcaSlices: z.number().int().min(1).max(AI_DCA_SLICES_MAX).optional(),
});
export type AiProductInput = z.infer<typeof aiProductInputSchema>;

export const adminAiProductSchema = aiProductSchema.omit({ backtest: true }).extend({
  runningOrderCount: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminAiProduct = z.infer<typeof adminAiProductSchema>;

export const adminListAiProducts = defineOperation({
  method: 'GET',
  path: '/ai/products',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: 'Every AI product with its rules, status and running orders.',
  response: z.array(adminAiProductSchema),
});

export const adminCreateAiProduct = defineOperation({
  method: 'POST',
  path: '/ai/products',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: 'Create an AI product (audited); it starts paused.',
  body: aiProductInputSchema,
  response: adminAiProductSchema,
});

export const adminUpdateAiProduct = defineOperation({
  method: 'PUT',
  path: '/ai/products/:id',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary:
    "Change an AI product's rules for new orders (audited); running orders keep the terms they bought.",
  params: z.strictObject({ id: idQuerySchema }),
  body: aiProductInputSchema,
  response: adminAiProductSchema,
});

export const adminSetAiProductStatus = defineOperation({
  method: 'PUT',
  path: '/ai/products/:id/status',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: 'Pause (0) or resume (1) an AI product (audited). Running orders go on either way.',
  params: z.strictObject({ id: idQuerySchema }),
  body: z.strictObject({ status: z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' }) }),
  response: adminAiProductSchema,
});
