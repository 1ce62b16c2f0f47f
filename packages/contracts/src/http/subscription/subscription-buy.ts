import { z } from 'zod';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { subscriptionOrderSchema, subscriptionQuantitySchema } from './subscription-common';

const buyBody = z.strictObject({
  projectId: idQuerySchema,
  quantity: subscriptionQuantitySchema,
  /** The USDT price the user saw; refused (SUBSCRIPTION_TERMS_CHANGED) when it is not the project's. */
  price: positivePrice(),
});

function positivePrice() {
  return z
    .string()
    .trim()
    .regex(/^\d{1,14}(\.\d{1,8})?$/, 'must be a price with at most 8 decimals');
}

/**
 * IEO commitment (pro-rata projects): holds quantity × price USDT of the spot wallet until the close; the allotment
 * then takes the allotted part and refunds the rest. One commitment per user and project. Header `Idempotency-Key`.
 */
export const buySubscribeOrder = defineOperation({
  method: 'POST',
  path: '/pay/subscribe/order/buy',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Commit to an IEO in its window (USDT held until the pro-rata allotment at close).',
  body: buyBody,
  response: subscriptionOrderSchema,
});

/** IPO one-click buy (first-come projects): pays quantity × price at once while supply lasts. */
export const oneClickBuySubscription = defineOperation({
  method: 'POST',
  path: '/pay/subscribe/ipo/one-click-buy',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Buy IPO tokens at the fixed price, first come first served, while supply lasts.',
  body: buyBody,
  response: subscriptionOrderSchema,
});

/** IPO ration buy (lottery projects): holds quantity × price USDT until the published lottery at close. */
export const rationBuySubscription = defineOperation({
  method: 'POST',
  path: '/pay/subscribe/ipo/ration-buy',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Request IPO tokens for the published lottery at close (USDT held; losers refunded).',
  body: buyBody,
  response: subscriptionOrderSchema,
});
