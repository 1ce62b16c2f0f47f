import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import {
  contractOrderSchema,
  contractPositionSchema,
  contractSpecSchema,
  contractSymbolSchema,
  orderInfoSchema,
} from './contract-common';

/** `open`: pending limit orders; `history`: filled and cancelled orders, newest first. */
export const CONTRACT_ORDER_SCOPES = ['open', 'history'] as const;

export const pageContractOrders = defineOperation({
  method: 'GET',
  path: '/pay/order-contract/page',
  auth: 'member',
  summary: "The caller's contract orders: open (pending) or history, newest first, optionally of one symbol.",
  query: z.strictObject({
    ...pageQuerySchema.shape,
    scope: z.enum(CONTRACT_ORDER_SCOPES).default('history'),
    symbol: contractSymbolSchema.optional(),
  }),
  response: pageResultSchema(contractOrderSchema),
});

export const getContractOrder = defineOperation({
  method: 'GET',
  path: '/pay/order-contract/detail',
  auth: 'member',
  summary: "One of the caller's contract orders.",
  query: z.strictObject({ id: idQuerySchema }),
  response: contractOrderSchema,
});

export const listContractPositions = defineOperation({
  method: 'GET',
  path: '/pay/order-contract/positions',
  auth: 'member',
  summary: "The caller's open positions valued at the mark price (one per symbol).",
  query: z.strictObject({ symbol: contractSymbolSchema.optional() }),
  response: z.array(contractPositionSchema),
});

export const getContractAccount = defineOperation({
  method: 'GET',
  path: '/pay/order-contract/account-info',
  auth: 'member',
  summary: 'The live account summary (orderInfo) at this moment; the data socket pushes it as it changes.',
  response: orderInfoSchema,
});

export const getPositionLevelMap = defineOperation({
  method: 'GET',
  path: '/pay/order-contract/position-level-map',
  auth: 'none',
  summary:
    'Maintenance-margin brackets per perpetual (notional floor and cap, max leverage, MMR, cum), fees and steps.',
  query: z.strictObject({ symbol: contractSymbolSchema.optional() }),
  response: z.array(contractSpecSchema),
});
