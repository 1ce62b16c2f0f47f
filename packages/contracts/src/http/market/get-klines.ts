import { z } from 'zod';
import { decimalStringSchema } from '../../common';
import { defineOperation } from '../operation';
import { instrumentTypeQuerySchema } from './market-row';

/** Chart intervals (spec §7): minutes 1–60, hours 2H/4H, 1D, 1W, 1M (month), 12M (year). Default 30. */
export const KLINE_INTERVAL_VALUES = [
  '1',
  '5',
  '15',
  '30',
  '60',
  '2H',
  '4H',
  '1D',
  '1W',
  '1M',
  '12M',
] as const;
export const klineIntervalSchema = z.enum(KLINE_INTERVAL_VALUES, {
  error: `must be one of ${KLINE_INTERVAL_VALUES.join(', ')}`,
});
/** Most candles one request returns; page further back with `endTime`. */
export const MAX_KLINE_LIMIT = 1500;

export const symbolQuerySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9.]{1,20}$/, 'must be an instrument symbol such as BTCUSDT');

/** One candle: `t` is the bucket's open time (epoch ms, UTC buckets; weeks start on Monday). */
export const klineItemSchema = z.object({
  t: z.number().int(),
  o: decimalStringSchema,
  h: decimalStringSchema,
  l: decimalStringSchema,
  c: decimalStringSchema,
  /** Base-asset volume. */
  v: decimalStringSchema,
});
export type KlineItem = z.infer<typeof klineItemSchema>;

export const getKlines = defineOperation({
  method: 'GET',
  path: '/market/kline/list',
  auth: 'none',
  summary:
    'Candles of one instrument, ascending by t (spec §7 "Kline"). The last candle is the open one, updated live ' +
    'on the data socket topic `<type>:<SYMBOL>:kline:<interval>`. `endTime` pages back: only candles opening ' +
    'before it. Stocks have no candles while their market is closed.',
  query: z.strictObject({
    type: instrumentTypeQuerySchema.default(1),
    symbol: symbolQuerySchema,
    interval: klineIntervalSchema.default('30'),
    limit: z.coerce.number().int().min(1).max(MAX_KLINE_LIMIT).default(500),
    endTime: z.coerce.number().int().positive().optional(),
  }),
  response: z.array(klineItemSchema),
});
