import { z } from 'zod';
import { defineOperation } from '../operation';

export const coinPrecisionSchema = z.object({
  symbol: z.string(),
  type: z.number().int(),
  /** Decimals of a price and of a quantity. */
  priceAccuracy: z.number().int(),
  transactionAccuracy: z.number().int(),
});

export const listCoinPrecisions = defineOperation({
  method: 'GET',
  path: '/market/coin/precision-list',
  auth: 'none',
  summary:
    'Price and quantity decimals of every listed instrument (spec "coin precision list"); symbols repeat across types.',
  response: z.array(coinPrecisionSchema),
});
