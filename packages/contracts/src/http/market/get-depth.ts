import { z } from 'zod';
import { defineOperation } from '../operation';
import { depthRowSchema } from '../../ws/data-socket';
import { instrumentTypeQuerySchema } from './market-row';
import { symbolQuerySchema } from './get-klines';

/** Levels per side the book shows and the socket pushes. */
export const MAX_DEPTH_LEVELS = 20;

export const getDepth = defineOperation({
  method: 'GET',
  path: '/market/depth',
  auth: 'none',
  summary:
    'The order book of one instrument: asks ascending and bids descending from the best, as [price, quantity]. ' +
    'Empty sides while the price source has no price or a stock market is closed. Live on topic ' +
    '`<type>:<SYMBOL>:depth`.',
  query: z.strictObject({
    type: instrumentTypeQuerySchema.default(1),
    symbol: symbolQuerySchema,
    limit: z.coerce.number().int().min(1).max(MAX_DEPTH_LEVELS).default(MAX_DEPTH_LEVELS),
  }),
  response: depthRowSchema,
});
