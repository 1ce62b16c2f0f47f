import { z } from 'zod';
import { defineOperation } from '../operation';
import { positiveAmountSchema } from '../wallet/wallet-common';
import {
  contractOrderSchema,
  contractSymbolSchema,
  directionSchema,
  leverSchema,
  marginModeSchema,
  orderTypeSchema,
  stopPriceSchema,
} from './contract-common';

const orderFields = {
  symbol: contractSymbolSchema,
  direction: directionSchema,
  orderType: orderTypeSchema,
  marginMode: marginModeSchema,
  lever: leverSchema,
  /** The limit price (orderType 2 only). */
  price: positiveAmountSchema.optional(),
  /** Armed on the position when the order fills (a limit order's when it fills). */
  stopProfitPrice: stopPriceSchema.optional(),
  stopLossPrice: stopPriceSchema.optional(),
};

/** A limit order names its price and a market order does not. */
const priceMatchesType = <T extends { orderType: 1 | 2; price?: string | undefined }>(body: T) =>
  body.orderType === 2 ? body.price !== undefined : body.price === undefined;
const priceRule = {
  path: ['price'],
  message: 'is required for a limit order (orderType 2) and not allowed for a market order (orderType 1)',
};

/**
 * Opens or adds to a position (one-way mode: one per symbol, one margin mode and leverage per symbol). A market order
 * fills at once at the last price; a limit order holds its margin and fee until the market crosses its price, or fills
 * at once at the last price when it is already marketable. Header `Idempotency-Key` required.
 */
export const createContractOrder = defineOperation({
  method: 'POST',
  path: '/pay/order-contract/create',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Open (or add to) a contract position with a quantity in the contract’s base asset.',
  body: z
    .strictObject({ ...orderFields, quantity: positiveAmountSchema })
    .refine(priceMatchesType, priceRule),
  response: contractOrderSchema,
});

/** The same as create, with the margin to post instead of a quantity (the largest quantity it pays for). */
export const createContractOrderByMargin = defineOperation({
  method: 'POST',
  path: '/pay/order-contract/create-specify',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Open (or add to) a contract position with a given margin amount in USDT.',
  body: z
    .strictObject({ ...orderFields, earnestMoney: positiveAmountSchema })
    .refine(priceMatchesType, priceRule),
  response: contractOrderSchema,
});
