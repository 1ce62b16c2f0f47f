import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { blockOfferSchema, blockOrderSchema } from './block-trade-common';

/** Spec "Bulk: config page": the offers (active first, then paused), each with its live block price. */
export const pageBlockOffers = defineOperation({
  method: 'GET',
  path: '/pay/bulk-config/page',
  auth: 'none',
  summary: 'Block offers with their disclosed rate, size limits, lock-up and live block price.',
  query: z.strictObject({ ...pageQuerySchema.shape }),
  response: pageResultSchema(blockOfferSchema),
});

/** Spec "Bulk: config get": one offer. */
export const getBlockOffer = defineOperation({
  method: 'GET',
  path: '/pay/bulk-config/get',
  auth: 'none',
  summary: 'One block offer with its live block price.',
  query: z.strictObject({ id: idQuerySchema }),
  response: blockOfferSchema,
});

/** `locked`: in lock-up, soonest release first; `released`: newest first; `all`: newest first. */
export const BLOCK_ORDER_SCOPES = ['all', 'locked', 'released'] as const;

export const pageBlockOrders = defineOperation({
  method: 'GET',
  path: '/pay/bulk-order/page',
  auth: 'member',
  summary: "The caller's block orders.",
  query: z.strictObject({ ...pageQuerySchema.shape, scope: z.enum(BLOCK_ORDER_SCOPES).default('all') }),
  response: pageResultSchema(blockOrderSchema),
});

export const getBlockOrder = defineOperation({
  method: 'GET',
  path: '/pay/bulk-order/detail',
  auth: 'member',
  summary: "One of the caller's block orders.",
  query: z.strictObject({ id: idQuerySchema }),
  response: blockOrderSchema,
});
