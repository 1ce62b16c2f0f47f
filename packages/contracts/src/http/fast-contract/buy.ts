import { z } from 'zod';
import { defineOperation } from '../operation';
import {
  fastContractDirectionSchema,
  fastContractOrderSchema,
  fastContractPeriodSecondsSchema,
  fastContractStakeSchema,
  fastContractSymbolSchema,
  payoutRateSchema,
} from './fast-contract-common';

/**
 * Buys a fast contract: holds `amount` USDT of the fast wallet until expiry and records the source's live price now as
 * the opening price. `payoutRate` is the rate the user saw: when staff changed it since, the buy is refused
 * (FAST_CONTRACT_PAYOUT_CHANGED) so the rule the user saw is the rule they get. Header `Idempotency-Key`.
 */
export const buyFastContract = defineOperation({
  method: 'POST',
  path: '/pay/quick-contract/buy',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Buy a fast contract (up or down over a period) with a USDT stake from the fast wallet.',
  body: z.strictObject({
    symbol: fastContractSymbolSchema,
    direction: fastContractDirectionSchema,
    amount: fastContractStakeSchema,
    periodSeconds: fastContractPeriodSecondsSchema,
    payoutRate: payoutRateSchema,
  }),
  response: fastContractOrderSchema,
});
