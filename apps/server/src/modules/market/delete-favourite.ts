import { and, eq } from 'drizzle-orm';
import { favourites } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import type { InstrumentCatalogue } from './instrument-catalogue';
import { favouriteInstrument, type FavouriteInput } from './favourite-instrument';

/**
 * Removes an instrument from the caller's favourites; removing one that is not there succeeds. An unlisted
 * instrument may be removed: refusing would leave a row the user can never clear, to reappear on relisting.
 */
export const deleteFavourite = async (
  context: AppContext,
  catalogue: InstrumentCatalogue,
  caller: Caller,
  input: FavouriteInput,
): Promise<true> => {
  favouriteInstrument(catalogue, input, { isUnlistedAllowed: true });
  await context.db
    .delete(favourites)
    .where(
      and(
        eq(favourites.userId, caller.userId),
        eq(favourites.category, input.category),
        eq(favourites.instrumentId, input.instrumentId),
      ),
    );
  return true;
};
