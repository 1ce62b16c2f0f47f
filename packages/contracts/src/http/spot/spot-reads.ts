import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import {
  spotFeeRateSchema,
  spotFundRecordSchema,
  spotOrderDetailSchema,
  spotOrderSchema,
  spotSymbolSchema,
} from './spot-common';

/** `open`: pending and untriggered orders; `history`: filled and cancelled. Newest first. */
export const SPOT_ORDER_SCOPES = ['open', 'history'] as const;

export const pageSpotOrders = defineOperation({
  method: 'GET',
  path: '/pay/order-coin/order-page',
  auth: 'member',
  summary: "The caller's spot orders: open or history, newest first, optionally of one pair.",
  query: z.strictObject({
    ...pageQuerySchema.shape,
    scope: z.enum(SPOT_ORDER_SCOPES).default('open'),
    symbol: spotSymbolSchema.optional(),
  }),
  response: pageResultSchema(spotOrderSchema),
});

export const getSpotOrderDetail = defineOperation({
  method: 'GET',
  path: '/pay/order-coin/order-detail',
  auth: 'member',
  summary:
    "One of the caller's spot orders with its fills (each with its source price) and ledger transfer ids.",
  query: z.strictObject({ id: idQuerySchema }),
  response: spotOrderDetailSchema,
});

export const getSpotFeeRate = defineOperation({
  method: 'GET',
  path: '/pay/order-coin/fee-rate',
  auth: 'member',
  summary: "The caller's maker and taker fee rates on a pair, its minimum order value and its steps.",
  query: z.strictObject({ symbol: spotSymbolSchema }),
  response: spotFeeRateSchema,
});

export const pageSpotFundRecords = defineOperation({
  method: 'GET',
  path: '/pay/order-coin/fund-detail',
  auth: 'member',
  summary: "The caller's spot fills as fund records (what each moved in the spot wallet), newest first.",
  query: z.strictObject({ ...pageQuerySchema.shape, symbol: spotSymbolSchema.optional() }),
  response: pageResultSchema(spotFundRecordSchema),
});
