import { and, count, eq } from 'drizzle-orm';
import { favourites } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import type { InstrumentCatalogue } from './instrument-catalogue';
import {
  FAVOURITES_PER_CATEGORY_LIMIT,
  favouriteInstrument,
  type FavouriteInput,
} from './favourite-instrument';

/** Adds a listed instrument to the caller's favourites; adding it again changes nothing and succeeds. */
export const addFavourite = async (
  context: AppContext,
  catalogue: InstrumentCatalogue,
  caller: Caller,
  input: FavouriteInput,
): Promise<true> => {
  favouriteInstrument(catalogue, input, { isUnlistedAllowed: false });
  const ofCategory = and(eq(favourites.userId, caller.userId), eq(favourites.category, input.category));
  const [existing] = await context.db
    .select({ instrumentId: favourites.instrumentId })
    .from(favourites)
    .where(and(ofCategory, eq(favourites.instrumentId, input.instrumentId)))
    .limit(1);
  if (existing) return true;
  // The limit guards storage, not money: two adds racing past it leave one extra row, which is harmless.
  const [held] = await context.db.select({ value: count() }).from(favourites).where(ofCategory);
  if (Number(held?.value ?? 0) >= FAVOURITES_PER_CATEGORY_LIMIT)
    fail('FAVOURITES_FULL', { values: { limit: FAVOURITES_PER_CATEGORY_LIMIT } });
  await context.db
    .insert(favourites)
    .values({
      userId: caller.userId,
      category: input.category,
      instrumentId: input.instrumentId,
      createdAt: new Date(context.clock.nowMs()),
    })
    .onConflictDoNothing();
  return true;
};
