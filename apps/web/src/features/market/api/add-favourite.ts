import type { OperationBody } from '@exchange/contracts/http/operation';
import type { addFavourite as addFavouriteOperation } from '@exchange/contracts/http/market/add-favourite';
import { callOperation } from '@/lib/api-client';
import { marketOperations } from './market-operations';

export type FavouriteBody = OperationBody<typeof addFavouriteOperation>;

/** Adds an instrument to the caller's favourites of its category (adding twice is fine). */
export function addFavourite(body: FavouriteBody) {
  return callOperation(marketOperations.addFavourite, { body });
}
