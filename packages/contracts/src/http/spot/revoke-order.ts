import { z } from 'zod';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { spotOrderSchema } from './spot-common';

/** Cancels an open (pending or untriggered) order and releases its hold, exactly once. Header `Idempotency-Key`. */
export const revokeSpotOrder = defineOperation({
  method: 'POST',
  path: '/pay/order-coin/revoke/:id',
  auth: 'member',
  requiresIdempotencyKey: true,
  summary: 'Cancel an open spot order; its hold goes back to the spot wallet.',
  params: z.strictObject({ id: idQuerySchema }),
  response: spotOrderSchema,
});
