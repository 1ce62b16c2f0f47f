import { z } from 'zod';
import { defineOperation } from '../operation';
import { favouriteCategorySchema } from './market-row';

export const favouriteBodySchema = z.strictObject({
  /** Coin 1, contract 2, stock 3, fast contract 5: must equal the instrument's type. */
  category: favouriteCategorySchema,
  instrumentId: z.number().int().positive(),
});

export const addFavourite = defineOperation({
  method: 'POST',
  path: '/market/favourite/add',
  auth: 'member',
  summary:
    "Adds a listed instrument to the caller's favourites of that category. Adding one twice is fine. " +
    'At most 200 per category.',
  body: favouriteBodySchema,
  response: z.literal(true),
});
