import { z } from 'zod';
import { timestampMsSchema } from '../../common';
import { int4IdSchema, unsignedDecimalString } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';

/** A spot fee above this is a typo, not a tariff (1 %). Fees are charged, never paid out: 0 ≤ maker ≤ taker. */
export const SPOT_FEE_RATE_MAX = '0.01';

/** One spot pair's fees and minimum order value as staff see and set them (paths under /api/admin-api). */
export const adminSpotFeeRateSchema = z.object({
  instrumentId: z.number().int(),
  symbol: z.string(),
  isListed: z.boolean(),
  makerFeeRate: z.string(),
  takerFeeRate: z.string(),
  minNotional: z.string(),
  /** Null while the pair uses the defaults (no row written yet). */
  updatedAt: timestampMsSchema.nullable(),
});
export type AdminSpotFeeRate = z.infer<typeof adminSpotFeeRateSchema>;

export const adminListSpotFeeRates = defineOperation({
  method: 'GET',
  path: '/spot/fee-rates',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: "Every spot pair's maker and taker fee rates and minimum order value.",
  response: z.array(adminSpotFeeRateSchema),
});

export const adminUpdateSpotFeeRate = defineOperation({
  method: 'PUT',
  path: '/spot/fee-rates',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: "Set a spot pair's fee rates and minimum order value; new fills use them at once (audited).",
  body: z.strictObject({
    instrumentId: int4IdSchema,
    /** Fractions of the order value: 0.001 is 0.1 %. 0 ≤ maker ≤ taker ≤ SPOT_FEE_RATE_MAX. */
    makerFeeRate: unsignedDecimalString(1, 8),
    takerFeeRate: unsignedDecimalString(1, 8),
    /** In USDT, at most 8 decimals. */
    minNotional: unsignedDecimalString(12, 8),
  }),
  response: adminSpotFeeRateSchema,
});
