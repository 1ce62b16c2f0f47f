import { and, eq } from 'drizzle-orm';
import { favourites } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import type { InstrumentCatalogue } from './instrument-catalogue';
import { favouriteInstrument, type FavouriteInput } from './favourite-instrument';

/** Whether a listed instrument is in the caller's favourites of that category. */
export const checkFavourite = async (
  context: AppContext,
  catalogue: InstrumentCatalogue,
  caller: Caller,
  input: FavouriteInput,
) => {
  favouriteInstrument(catalogue, input, { isUnlistedAllowed: false });
  const [row] = await context.db
    .select({ instrumentId: favourites.instrumentId })
    .from(favourites)
    .where(
      and(
        eq(favourites.userId, caller.userId),
        eq(favourites.category, input.category),
        eq(favourites.instrumentId, input.instrumentId),
      ),
    )
    .limit(1);
  return { isFavourite: Boolean(row) };
};
