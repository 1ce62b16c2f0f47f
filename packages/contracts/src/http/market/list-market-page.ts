import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { instrumentTypeQuerySchema, marketListRowSchema, sortDirectionQuerySchema } from './market-row';

export const MARKET_SORT_FIELDS = ['priceSort', 'upDownSort', 'upDownRangSort'] as const;
export type MarketSortField = (typeof MARKET_SORT_FIELDS)[number];

export const marketPageQuerySchema = z
  .strictObject({
    ...pageQuerySchema.shape,
    type: instrumentTypeQuerySchema.default(1),
    /** Exact plate (filter chip), case-insensitive; '' means all. */
    plate: z.string().trim().max(32).optional(),
    /** Case-insensitive search in symbol, base asset and display name ('btc/usdt' finds BTCUSDT); '' means all. */
    symbol: z.string().trim().max(20).optional(),
    priceSort: sortDirectionQuerySchema.optional(),
    upDownSort: sortDirectionQuerySchema.optional(),
    upDownRangSort: sortDirectionQuerySchema.optional(),
  })
  .superRefine((query, context) => {
    // One sort at a time: a second one would be silently ignored, so it is refused and named instead.
    const chosen = MARKET_SORT_FIELDS.filter((field) => query[field] !== undefined);
    if (chosen.length > 1)
      context.addIssue({
        code: 'custom',
        path: [chosen[1] as string],
        message: `only one of ${MARKET_SORT_FIELDS.join(', ')} may be set`,
      });
  });
export type MarketPageQuery = z.output<typeof marketPageQuerySchema>;

export const listMarketPage = defineOperation({
  method: 'GET',
  path: '/market/list/page',
  auth: 'none',
  summary:
    'Listed instruments of one type with their quotes. Default order: sort, then symbol. priceSort sorts by ' +
    'price, upDownSort by change, upDownRangSort by changeRate (1 ascending, 2 descending; at most one). ' +
    'Rows without a price (price null: no price from the source yet) always come last.',
  query: marketPageQuerySchema,
  response: pageResultSchema(marketListRowSchema),
});
