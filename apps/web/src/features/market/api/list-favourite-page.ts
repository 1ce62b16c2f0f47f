import { useQuery } from '@tanstack/react-query';
import type { FavouriteCategoryValue } from '@exchange/contracts/http/market/market-row';
import { callOperation } from '@/lib/api-client';
import { marketOperations } from './market-operations';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { INSTRUMENT_PAGE_SIZE, INSTRUMENT_REFRESH_MS } from '@/data/instruments/list-instruments';
import { marketKeys } from './query-keys';

export type FavouriteCategory = FavouriteCategoryValue;

export interface FavouritePage {
  list: MarketListRow[];
  total: number;
}

/** At most 200 favourites per category exist (the server's limit), so one page holds them all. */
export function fetchFavouritePage(category: FavouriteCategory): Promise<FavouritePage> {
  return callOperation(marketOperations.listFavouritePage, {
    query: { pageNo: 1, pageSize: INSTRUMENT_PAGE_SIZE, category },
    noMsg: true,
  });
}

/** The signed-in user's favourites of one category, as market rows (newest first). */
export function useFavouritePage(category: FavouriteCategory, isEnabled: boolean) {
  return useQuery({
    queryKey: marketKeys.favouritePage(category),
    queryFn: () => fetchFavouritePage(category),
    staleTime: INSTRUMENT_REFRESH_MS,
    refetchInterval: INSTRUMENT_REFRESH_MS,
    enabled: isEnabled,
  });
}
