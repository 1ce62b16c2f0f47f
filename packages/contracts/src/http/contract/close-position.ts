import { z } from 'zod';
import { defineOperation } from '../operation';
import { idQuerySchema, positiveAmountSchema } from '../wallet/wallet-common';
import {
  contractOrderSchema,
  contractPositionSchema,
  contractSymbolSchema,
  stopPriceSchema,
} from './contract-common';

const positionIdSchema = z.number().int().positive();

/** Closes a position at the last price, whole or part (`quantity`, default all). Header `Idempotency-Key`. */
export const completeContractPosition = defineOperation({
  method: 'POST',
  path: '/pay/order-contract/complete',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Close a contract position at market, whole or part.',
  body: z.strictObject({ id: positionIdSchema, quantity: positiveAmountSchema.optional() }),
  response: contractOrderSchema,
});

/** A position that could not be closed by a bulk call, and why (an error catalogue key, e.g. priceUnavailable). */
export const skippedPositionSchema = z.object({
  positionId: z.number().int(),
  symbol: z.string(),
  reason: z.string(),
});

/**
 * Closes every open position (or those of one symbol) at market. Positions whose price is stale are skipped and
 * named rather than closed at a made-up price. Header `Idempotency-Key`.
 */
export const closeAllContractPositions = defineOperation({
  method: 'POST',
  path: '/pay/order-contract/close-one-click',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Close all contract positions at market.',
  body: z.strictObject({ symbol: contractSymbolSchema.optional() }),
  response: z.object({ closed: z.array(contractOrderSchema), skipped: z.array(skippedPositionSchema) }),
});

/**
 * Sets or clears a position's take-profit and stop-loss (both trigger on the mark price and close the whole position
 * at market). Omit a field to keep it, send null to clear it. A long's take-profit must be above the mark price and
 * its stop-loss below (mirrored for a short).
 */
export const updateContractProfitLoss = defineOperation({
  method: 'POST',
  path: '/pay/order-contract/update-profit-loss',
  auth: 'member',
  summary: 'Set or clear the take-profit and stop-loss of a contract position.',
  body: z.strictObject({
    id: positionIdSchema,
    stopProfitPrice: stopPriceSchema.optional(),
    stopLossPrice: stopPriceSchema.optional(),
  }),
  response: contractPositionSchema,
});

/**
 * Places a pending close at a limit price: it fills when the market reaches `price` (at that price), for the
 * `quantity` asked (default all) or what is left of the position then. Header `Idempotency-Key`.
 */
export const limitCloseContractPosition = defineOperation({
  method: 'POST',
  path: '/pay/order-contract/limit-complete',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Close a contract position with a limit price.',
  body: z.strictObject({
    id: positionIdSchema,
    price: positiveAmountSchema,
    quantity: positiveAmountSchema.optional(),
  }),
  response: contractOrderSchema,
});

export const reverseResultSchema = z.object({ closed: contractOrderSchema, opened: contractOrderSchema });

/**
 * Closes a position at market and opens the same quantity on the other side, same leverage and margin mode, in one
 * step; pending opening orders of that symbol are cancelled first (they would face the wrong way). A GET, as spec §7
 * lists it; it changes state, so it needs the `Idempotency-Key` header like every money call.
 */
export const reverseContractPosition = defineOperation({
  method: 'GET',
  path: '/pay/order-contract/reverse',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Reverse a contract position (close it and open the opposite side).',
  query: z.strictObject({ id: idQuerySchema }),
  response: reverseResultSchema,
});

/** Reverses every open position; a position whose price is stale is skipped and named. Header `Idempotency-Key`. */
export const reverseAllContractPositions = defineOperation({
  method: 'GET',
  path: '/pay/order-contract/reverse-all',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Reverse every contract position.',
  response: z.object({ reversed: z.array(reverseResultSchema), skipped: z.array(skippedPositionSchema) }),
});

/** Cancels a pending order; an opening order's hold goes back to the wallet. A GET, as spec §7 lists it. */
export const revokeContractOrder = defineOperation({
  method: 'GET',
  path: '/pay/order-contract/revoke',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Cancel a pending contract order.',
  query: z.strictObject({ id: idQuerySchema }),
  response: contractOrderSchema,
});
