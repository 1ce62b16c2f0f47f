import { z } from 'zod';
import { defineOperation } from '../operation';
import { favouriteCategoryQuerySchema } from './market-row';

export const checkFavourite = defineOperation({
  method: 'GET',
  path: '/market/favourite/check',
  auth: 'member',
  summary: "Whether a listed instrument is in the caller's favourites of that category.",
  query: z.strictObject({
    category: favouriteCategoryQuerySchema,
    instrumentId: z.coerce.number().int().positive(),
  }),
  response: z.object({ isFavourite: z.boolean() }),
});
