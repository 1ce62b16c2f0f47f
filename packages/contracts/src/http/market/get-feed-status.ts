import { z } from 'zod';
import { defineOperation } from '../operation';
import { decimalStringSchema } from '../../common';
import { instrumentTypeQuerySchema } from './market-row';
import { symbolQuerySchema } from './get-klines';

/** Where prices come from. Every screen shows "Demo market" while `isDemo` is true (DESIGN.md §1.4). */
export const getFeedStatus = defineOperation({
  method: 'GET',
  path: '/market/feed/status',
  auth: 'none',
  summary: 'The price source in use: simulated (demo) or a live exchange feed, and whether it is delivering.',
  response: z.object({
    source: z.enum(['simulated', 'binance']),
    isDemo: z.boolean(),
    /** Epoch ms of the last tick this instance received; null before the first. */
    lastTickTime: z.number().int().nullable(),
  }),
});

export const markPriceSchema = z.object({
  symbol: z.string(),
  markPrice: decimalStringSchema,
  indexPrice: decimalStringSchema,
  lastPrice: decimalStringSchema,
  /** Funding rate of the current 8 h interval, as a fraction ('0.0001' = 0.01 %). */
  fundingRate: decimalStringSchema,
  nextFundingTime: z.number().int(),
  time: z.number().int(),
});
export type MarkPriceView = z.infer<typeof markPriceSchema>;

export const getMarkPrice = defineOperation({
  method: 'GET',
  path: '/market/mark-price',
  auth: 'none',
  summary:
    'Mark price of a perpetual contract (median of index, basis-adjusted index and last; DESIGN.md §7). 404 while ' +
    'the source has no price for it.',
  query: z.strictObject({ type: instrumentTypeQuerySchema.default(2), symbol: symbolQuerySchema }),
  response: markPriceSchema,
});
