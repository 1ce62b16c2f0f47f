import { callOperation } from '@/lib/api-client';
import { marketOperations } from './market-operations';
import type { FavouriteBody } from './add-favourite';

/** Removes an instrument from the caller's favourites (removing one that is not there is fine). */
export function deleteFavourite(body: FavouriteBody) {
  return callOperation(marketOperations.deleteFavourite, { body });
}
