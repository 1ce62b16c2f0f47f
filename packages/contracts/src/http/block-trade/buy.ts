import { z } from 'zod';
import { int4IdSchema } from '../../strict-text';
import { defineOperation } from '../operation';
import { blockOrderSchema, blockQuantitySchema, blockRateSchema } from './block-trade-common';

/**
 * Buys `quantity` of an offer's base asset at the live price × (1 + rate) now, paid in spot USDT; the asset goes into
 * the `block_locked` wallet until the lock-up ends. `rate` is the rate the user saw: when staff changed it since, the
 * buy is refused (BLOCK_RATE_CHANGED) so the rule the user saw is the rule they get. Header `Idempotency-Key`.
 */
export const buyBlockTrade = defineOperation({
  method: 'POST',
  path: '/pay/bulk-order/buy',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary:
    'Buy from a block offer at the live price and the disclosed rate; the asset is locked for the lock-up.',
  body: z.strictObject({
    offerId: int4IdSchema,
    quantity: blockQuantitySchema,
    rate: blockRateSchema,
  }),
  response: blockOrderSchema,
});
