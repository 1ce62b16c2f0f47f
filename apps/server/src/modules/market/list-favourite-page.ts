import { and, asc, desc, eq } from 'drizzle-orm';
import type { FavouriteCategoryValue } from '@exchange/contracts';
import { favourites } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { FAVOURITES_PER_CATEGORY_LIMIT } from './favourite-instrument';
import type { Instrument } from './instrument-catalogue';
import type { MarketRuntime } from './market-state';
import { pageOf, toMarketRow } from './market-rows';

/**
 * The caller's favourites of one category as market-list rows, newest first. The list is bounded by the
 * per-category limit, so it is read whole and paged after dropping instruments unlisted since they were added:
 * `total` then counts exactly what the pages show.
 */
export const listFavouritePage = async (
  context: AppContext,
  runtime: MarketRuntime,
  caller: Caller,
  query: { category: FavouriteCategoryValue; pageNo: number; pageSize: number },
) => {
  const rows = await context.db
    .select({ instrumentId: favourites.instrumentId })
    .from(favourites)
    .where(and(eq(favourites.userId, caller.userId), eq(favourites.category, query.category)))
    .orderBy(desc(favourites.createdAt), asc(favourites.instrumentId))
    .limit(FAVOURITES_PER_CATEGORY_LIMIT);
  const shown = rows
    .map((row) => runtime.catalogue.find(row.instrumentId))
    .filter(
      (instrument): instrument is Instrument =>
        instrument !== undefined && instrument.isListed && instrument.type === query.category,
    );
  const nowMs = context.clock.nowMs();
  return {
    list: pageOf(shown, query.pageNo, query.pageSize).map((instrument) =>
      toMarketRow(instrument, runtime.quotes, nowMs),
    ),
    total: shown.length,
  };
};
