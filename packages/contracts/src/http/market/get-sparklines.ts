import { z } from 'zod';
import { decimalStringSchema } from '../../common';
import { defineOperation } from '../operation';
import { symbolQuerySchema } from './get-klines';
import { instrumentTypeQuerySchema } from './market-row';

/** Closes per sparkline: the last 24 hour candles (the last one the open hour). */
export const SPARKLINE_POINTS = 24;
/** Symbols one request may name: a market page (the largest page is 200 rows). */
export const MAX_SPARKLINE_SYMBOLS = 200;

/** `BTCUSDT,ETHUSDT`: comma-separated instrument symbols, each checked like a kline request's. */
const symbolListQuerySchema = z
  .string()
  .transform((text) => text.split(',').map((symbol) => symbol.trim()))
  .pipe(
    z.array(symbolQuerySchema).min(1).max(MAX_SPARKLINE_SYMBOLS, `at most ${MAX_SPARKLINE_SYMBOLS} symbols`),
  )
  .meta({
    description: `Comma-separated symbols (at most ${MAX_SPARKLINE_SYMBOLS}); all of the type when absent.`,
  });

export const sparklineSchema = z.object({
  symbol: z.string(),
  /** Hourly closes, oldest first; fewer than 24 when the instrument has less history (a stock skips closed hours). */
  closes: z.array(decimalStringSchema),
});
export type Sparkline = z.infer<typeof sparklineSchema>;

export const getSparklines = defineOperation({
  method: 'GET',
  path: '/market/sparklines',
  auth: 'none',
  summary:
    `The last ${SPARKLINE_POINTS} hourly closes of many instruments of one type at once, for the market list's ` +
    `sparklines: the named symbols, or the first ${MAX_SPARKLINE_SYMBOLS} listed in list order. A symbol that is ` +
    'not listed is left out. Each instrument’s line is computed at most once a minute.',
  query: z.strictObject({
    type: instrumentTypeQuerySchema.default(1),
    symbols: symbolListQuerySchema.optional(),
  }),
  response: z.array(sparklineSchema),
});
