import { z } from 'zod';
import { pageResultSchema } from '../../common';
import { positiveDecimalString } from '../../strict-text';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { AI_PAGE_SIZE, aiChildOrderSchema, aiKindSchema, aiOrderSchema, aiProductSchema } from './ai-common';

/** AI pages (spec §3): pageNo from 1, pageSize 10 by default. */
const aiPageQuery = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(AI_PAGE_SIZE),
};

export const pageAiProducts = defineOperation({
  method: 'GET',
  path: '/pay/ai-trade/config-page',
  auth: 'member',
  summary: 'AI products on offer: rules, fees, term, limits, risk and a backtest over the kline history.',
  query: z.strictObject({ ...aiPageQuery, kind: z.coerce.number().pipe(aiKindSchema).optional() }),
  response: pageResultSchema(aiProductSchema),
});

export const buyAiProduct = defineOperation({
  method: 'POST',
  path: '/pay/ai-trade/buy',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary:
    'Start an AI order: moves `amount` USDT from spot into the order’s sub-account on the terms of `productVersion`.',
  body: z.strictObject({
    productId: idQuerySchema,
    amount: positiveDecimalString(14, 2),
    productVersion: z.number().int().positive(),
    agreed: z.literal(true, { error: 'must agree to the rules' }),
  }),
  response: aiOrderSchema,
});

export const settleAiOrderEarly = defineOperation({
  method: 'PUT',
  path: '/pay/ai-trade/early-settlement/:id',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Close a running AI order at market now and pay it out less the disclosed early-exit fee.',
  params: z.strictObject({ id: idQuerySchema }),
  response: aiOrderSchema,
});

export const AI_ORDER_SCOPES = ['running', 'settled'] as const;

export const pageAiOrders = defineOperation({
  method: 'GET',
  path: '/pay/ai-trade/order-page',
  auth: 'member',
  summary: "The caller's AI orders, running or settled, newest first.",
  query: z.strictObject({ ...aiPageQuery, scope: z.enum(AI_ORDER_SCOPES).default('running') }),
  response: pageResultSchema(aiOrderSchema),
});

export const getAiOrder = defineOperation({
  method: 'GET',
  path: '/pay/ai-trade/order-detail',
  auth: 'member',
  summary: "One of the caller's AI orders with its holdings, value and return.",
  query: z.strictObject({ id: idQuerySchema }),
  response: aiOrderSchema,
});

export const pageAiChildOrders = defineOperation({
  method: 'GET',
  path: '/pay/ai-trade/sub-page',
  auth: 'member',
  summary: "The child orders (spot fills) of one of the caller's AI orders, newest first.",
  query: z.strictObject({ ...aiPageQuery, orderId: idQuerySchema }),
  response: pageResultSchema(aiChildOrderSchema),
});

export const getAiChildOrder = defineOperation({
  method: 'GET',
  path: '/pay/ai-trade/sub-detail',
  auth: 'member',
  summary: 'One child order with its price source and fee.',
  query: z.strictObject({ id: idQuerySchema }),
  response: aiChildOrderSchema,
});
