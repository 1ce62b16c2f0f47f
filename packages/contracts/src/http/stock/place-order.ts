import { z } from 'zod';
import { defineOperation } from '../operation';
import { positiveAmountSchema } from '../wallet/wallet-common';
import {
  stockOrderIdSchema,
  stockOrderSchema,
  stockOrderTypeSchema,
  stockSymbolSchema,
} from './stock-common';

type PricedBody = { orderType: 1 | 2; price?: string | undefined };

/** A limit order names its price and a market order does not. */
const checkPrice = (body: PricedBody, context: z.RefinementCtx) => {
  if (body.orderType === 2 ? body.price === undefined : body.price !== undefined)
    context.addIssue({
      code: 'custom',
      path: ['price'],
      message: 'is required for a limit order (orderType 2) and not allowed for a market order (orderType 1)',
    });
};

/**
 * Buys a stock with USDT from the spot wallet (USD = USDT 1:1). Either `quantity` (shares, fractional to the stock's
 * transactionAccuracy) or `amount` (USDT to spend including the fee; market orders only). A market order fills at
 * once at the quote the price source shows, in session only (`MARKET_CLOSED` names `orderType`, with `nextOpenAt`).
 * A limit order holds quantity × price + fee and fills, in session, at the quote when the quote reaches its price
 * (quote ≤ price; what the hold had over comes back), or at once at the quote when it already has. Header
 * `Idempotency-Key` required.
 */
export const createStockOrder = defineOperation({
  method: 'POST',
  path: '/pay/order-stock/create',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Buy a stock at market or with a limit price.',
  body: z
    .strictObject({
      symbol: stockSymbolSchema,
      orderType: stockOrderTypeSchema,
      quantity: positiveAmountSchema.optional(),
      amount: positiveAmountSchema.optional(),
      price: positiveAmountSchema.optional(),
    })
    .superRefine((body, context) => {
      if ((body.quantity === undefined) === (body.amount === undefined))
        context.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: 'give either quantity or amount, not both',
        });
      else if (body.amount !== undefined && body.orderType === 2)
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: 'is for market orders only; a limit order gives quantity',
        });
      checkPrice(body, context);
    }),
  response: stockOrderSchema,
});

/**
 * Sells a holding, whole or part (`quantity`, default all that is not reserved by a waiting sell). A market sale
 * fills at once at the quote, in session only; a limit sale reserves the quantity and fills, in session, at the
 * quote when the quote reaches its price (quote ≥ price). Header `Idempotency-Key` required.
 */
export const completeStockOrder = defineOperation({
  method: 'POST',
  path: '/pay/order-stock/complete',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Sell (close) a stock holding at market or with a limit price, whole or part.',
  body: z
    .strictObject({
      symbol: stockSymbolSchema,
      orderType: stockOrderTypeSchema,
      quantity: positiveAmountSchema.optional(),
      price: positiveAmountSchema.optional(),
    })
    .superRefine(checkPrice),
  response: stockOrderSchema,
});

/**
 * Cancels a waiting limit order: a buy's held USDT goes back to the spot wallet, a sell's reserved quantity back to
 * the holding. Header `Idempotency-Key` required.
 */
export const revokeStockOrder = defineOperation({
  method: 'POST',
  path: '/pay/order-stock/revoke',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Cancel a waiting stock limit order.',
  body: z.strictObject({ id: stockOrderIdSchema }),
  response: stockOrderSchema,
});
