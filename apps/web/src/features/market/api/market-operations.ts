import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The market operations this feature calls (favourites, plates, sparklines; the feed status every screen
 * reads is in lib/operations.ts), by their `@exchange/contracts/http` export name: method and path only at
 * run time. lib/operations.test.ts checks each entry against the contract. Kept here, not in
 * lib/operations.ts, so they download with the feature's screens rather than with every screen.
 */
export const marketOperations = {
  listPlates: ref<typeof Http.listPlates>('GET', '/market/plate/list'),
  listFavouritePage: ref<typeof Http.listFavouritePage>('GET', '/market/favourite/page'),
  addFavourite: ref<typeof Http.addFavourite>('POST', '/market/favourite/add'),
  deleteFavourite: ref<typeof Http.deleteFavourite>('POST', '/market/favourite/delete'),
  getSparklines: ref<typeof Http.getSparklines>('GET', '/market/sparklines'),
};
