import { z } from 'zod';
import { defineOperation } from '../operation';
import { positiveAmountSchema } from '../wallet/wallet-common';
import {
  SPOT_MAX_SLIPPAGE,
  spotDirectionSchema,
  spotOrderSchema,
  spotOrderTypeSchema,
  spotSymbolSchema,
} from './spot-common';

export const spotSlippageSchema = z
  .string()
  .regex(/^0(\.\d{1,6})?$/, `must be a fraction between 0 and ${SPOT_MAX_SLIPPAGE}`)
  .refine((value) => Number(value) <= Number(SPOT_MAX_SLIPPAGE), `must be at most ${SPOT_MAX_SLIPPAGE}`);

export const placeSpotOrderBodySchema = z
  .strictObject({
    symbol: spotSymbolSchema,
    direction: spotDirectionSchema,
    orderType: spotOrderTypeSchema,
    /** Base quantity, at the pair's transactionAccuracy. Required but for a market buy given by quoteAmount. */
    quantity: positiveAmountSchema.optional(),
    /** Market BUY only: the USDT to spend (Binance's quoteOrderQty); the ticket's % slider of the available USDT. */
    quoteAmount: positiveAmountSchema.optional(),
    /** Limit price (orderType 2 only), at the pair's priceAccuracy. */
    price: positiveAmountSchema.optional(),
    /** Limit only: a stop-limit; rests untriggered until the last price reaches it, then becomes the limit. */
    triggerPrice: positiveAmountSchema.optional(),
    /** Market only: the price the user was shown (the ticket's average preview); refused if the average fill moves
     * against it by more than maxSlippage. */
    expectedPrice: positiveAmountSchema.optional(),
    /** With expectedPrice: a fraction, default SPOT_DEFAULT_SLIPPAGE, at most SPOT_MAX_SLIPPAGE. */
    maxSlippage: spotSlippageSchema.optional(),
  })
  .superRefine((body, context) => {
    const isMarket = body.orderType === 1;
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!isMarket && body.price === undefined) issue('price', 'is required for a limit order (orderType 2)');
    if (isMarket && body.price !== undefined)
      issue('price', 'is not allowed for a market order (orderType 1)');
    if (isMarket && body.triggerPrice !== undefined)
      issue('triggerPrice', 'is only allowed on a limit order (orderType 2)');
    if (body.quoteAmount !== undefined && !(isMarket && body.direction === 0))
      issue('quoteAmount', 'is only allowed on a market buy (orderType 1, direction 0)');
    if (body.quoteAmount !== undefined && body.quantity !== undefined)
      issue('quantity', 'give either quantity or quoteAmount, not both');
    if (body.quoteAmount === undefined && body.quantity === undefined)
      issue('quantity', 'is required (or quoteAmount on a market buy)');
    if (!isMarket && body.expectedPrice !== undefined)
      issue('expectedPrice', 'is only allowed on a market order (orderType 1)');
    if (body.maxSlippage !== undefined && body.expectedPrice === undefined)
      issue('maxSlippage', 'needs expectedPrice');
  });
export type PlaceSpotOrderBody = z.infer<typeof placeSpotOrderBodySchema>;

/**
 * Places a spot order on the caller's spot wallet. Market: fills now against the source's order book, walking its
 * levels (a large order gets a worse average), or is refused (stale book, not enough depth, slippage). Limit: holds
 * price × quantity + the largest fee in USDT (buy) or the quantity of the coin (sell); fills at once as a taker when
 * the book covers it up to the limit, else rests until the last price trades through the limit and fills there as a
 * maker. Header `Idempotency-Key` required.
 */
export const placeSpotOrder = defineOperation({
  method: 'POST',
  path: '/pay/order-coin/purchase-actual-commodities',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Buy or sell a coin for USDT: market, limit or stop-limit.',
  body: placeSpotOrderBodySchema,
  response: spotOrderSchema,
});
