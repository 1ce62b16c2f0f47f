import { z } from 'zod';
import { defineOperation } from '../operation';
import { favouriteBodySchema } from './add-favourite';

export const deleteFavourite = defineOperation({
  method: 'POST',
  path: '/market/favourite/delete',
  auth: 'member',
  summary:
    "Removes an instrument from the caller's favourites. Removing one that is not there is fine; an unlisted " +
    'instrument may still be removed.',
  body: favouriteBodySchema,
  response: z.literal(true),
});
