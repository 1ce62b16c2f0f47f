import { z } from 'zod';
import { decimalStringSchema, timestampMsSchema } from '../../common';
import { defineOperation } from '../operation';

/**
 * Demo funds (the demo-funds server module): on the demo market only (the price source is the labelled simulator),
 * a user may take a fixed amount of test money into their spot wallet once per UTC day. Never on a live feed.
 */

export const demoFundsStatusSchema = z.object({
  /** Whether demo funds exist on this server at all: true only while the market is the simulator. */
  isAvailable: z.boolean(),
  /** What one claim credits. */
  amount: decimalStringSchema,
  coin: z.string(),
  wallet: z.literal('spot'),
  /** Epoch ms from which the caller may claim again (the next UTC midnight); null when they may claim now. */
  nextClaimAt: timestampMsSchema.nullable(),
});
export type DemoFundsStatus = z.infer<typeof demoFundsStatusSchema>;

export const getDemoFundsStatus = defineOperation({
  method: 'GET',
  path: '/wallet/demo-funds/status',
  auth: 'member',
  summary: 'Whether the caller can take demo funds now (demo market only, once per UTC day) and how much.',
  response: demoFundsStatusSchema,
});

export const demoFundsClaimSchema = z.object({
  amount: decimalStringSchema,
  coin: z.string(),
  wallet: z.literal('spot'),
  /** The ledger transfer that credited it (from the `demo_faucet` house account). */
  transferId: z.string(),
  claimedAt: timestampMsSchema,
  nextClaimAt: timestampMsSchema,
});
export type DemoFundsClaim = z.infer<typeof demoFundsClaimSchema>;

export const claimDemoFunds = defineOperation({
  method: 'POST',
  path: '/wallet/demo-funds',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary:
    'Credit the fixed demo amount to the spot wallet from the demo faucet: demo market only (403 on a live feed), ' +
    'once per user per UTC day (409 with the next time otherwise).',
  response: demoFundsClaimSchema,
});
