import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import {
  stockConfigSchema,
  stockHoldingsSchema,
  stockOrderDetailSchema,
  stockOrderSchema,
  stockSessionSchema,
  stockSymbolSchema,
} from './stock-common';

/** `open`: waiting limit orders; `history`: filled and cancelled orders. Newest first. */
export const STOCK_ORDER_SCOPES = ['open', 'history'] as const;

export const pageStockOrders = defineOperation({
  method: 'GET',
  path: '/pay/order-stock/page',
  auth: 'member',
  summary: "The caller's stock orders: open (waiting) or history, newest first, optionally of one symbol.",
  query: z.strictObject({
    ...pageQuerySchema.shape,
    scope: z.enum(STOCK_ORDER_SCOPES).default('history'),
    symbol: stockSymbolSchema.optional(),
  }),
  response: pageResultSchema(stockOrderSchema),
});

export const getStockOrder = defineOperation({
  method: 'GET',
  path: '/pay/order-stock/detail',
  auth: 'member',
  summary: "One of the caller's stock orders with its fill (price the source showed, ledger transfer ids).",
  query: z.strictObject({ id: idQuerySchema }),
  response: stockOrderDetailSchema,
});

export const listStockHoldings = defineOperation({
  method: 'GET',
  path: '/pay/order-stock/holdings',
  auth: 'member',
  summary:
    "The caller's stock holdings valued at the live quote (average cost, unrealised PnL), with totals.",
  query: z.strictObject({ symbol: stockSymbolSchema.optional() }),
  response: stockHoldingsSchema,
});

export const getStockSession = defineOperation({
  method: 'GET',
  path: '/pay/order-stock/session',
  auth: 'session',
  summary:
    'Whether a stock (default: the US market) is in session now, today’s session, holiday or early close, next open and close.',
  query: z.strictObject({ symbol: stockSymbolSchema.optional() }),
  response: stockSessionSchema,
});

export const getStockConfig = defineOperation({
  method: 'GET',
  path: '/pay/order-stock/config',
  auth: 'session',
  summary: 'Whether stocks are enabled, the fee rate and the minimum order amount.',
  response: stockConfigSchema,
});
