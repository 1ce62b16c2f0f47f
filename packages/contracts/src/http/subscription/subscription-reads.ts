import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import {
  SUBSCRIPTION_PHASES,
  subscriptionKindSchema,
  subscriptionOrderSchema,
  subscriptionProjectSchema,
} from './subscription-common';

/** The published projects (IEO tab, /pc/ieo): newest window first, optionally of one kind or phase. */
export const pageSubscriptionProjects = defineOperation({
  method: 'GET',
  path: '/pay/subscribe/ieo/page',
  auth: 'none',
  summary: 'Subscription projects (IEO and IPO) with their terms, rule and phase.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    kind: z.coerce.number().pipe(subscriptionKindSchema).optional(),
    phase: z.enum(SUBSCRIPTION_PHASES).optional(),
  }),
  response: pageResultSchema(subscriptionProjectSchema),
});

export const getSubscriptionProject = defineOperation({
  method: 'GET',
  path: '/pay/subscribe/ieo/get',
  auth: 'none',
  summary: 'One subscription project.',
  query: z.strictObject({ id: idQuerySchema }),
  response: subscriptionProjectSchema,
});

/** The caller's subscription orders, newest first (subscribe order page). */
export const pageSubscribeOrders = defineOperation({
  method: 'GET',
  path: '/pay/subscribe/order/page',
  auth: 'member',
  summary: "The caller's subscription orders, newest first.",
  query: z.strictObject({ ...pageQuerySchema.shape, projectId: idQuerySchema.optional() }),
  response: pageResultSchema(subscriptionOrderSchema),
});

export const getSubscribeOrder = defineOperation({
  method: 'GET',
  path: '/pay/subscribe/order/detail',
  auth: 'member',
  summary: "One of the caller's subscription orders.",
  query: z.strictObject({ id: idQuerySchema }),
  response: subscriptionOrderSchema,
});
