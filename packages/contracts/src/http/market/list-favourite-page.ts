import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { favouriteCategoryQuerySchema, marketListRowSchema } from './market-row';

export const listFavouritePage = defineOperation({
  method: 'GET',
  path: '/market/favourite/page',
  auth: 'member',
  summary:
    "The caller's favourites of one category as market-list rows, newest first. Unlisted instruments are left out.",
  query: z.strictObject({ ...pageQuerySchema.shape, category: favouriteCategoryQuerySchema }),
  response: pageResultSchema(marketListRowSchema),
});
