import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { instrumentListQuery } from '@/data/instruments/list-instruments';
import type { SpotPriceAccuracies } from '../utils/accuracy';

const spotListQuery = () => instrumentListQuery({ type: InstrumentType.coin });

function spotAccuracies(page: {
  list: readonly { symbol: string; priceAccuracy: number }[];
}): SpotPriceAccuracies {
  return new Map(page.list.map((row) => [row.symbol, row.priceAccuracy]));
}

/**
 * The spot instruments' price decimals by symbol, so a perpetual's prices show as many decimals as the same coin
 * on spot (`priceDecimalsOf`). The data layer's whole-type page of coins: the market's spot tab, Home and the
 * chart read the same entry. Undefined until loaded (prices show the perpetual's own decimals meanwhile).
 */
export function useSpotPriceAccuracies(): SpotPriceAccuracies | undefined {
  return useQuery({ ...spotListQuery(), select: spotAccuracies }).data;
}

/** The same, outside React (notices): what the cache holds, without fetching. */
export function cachedSpotPriceAccuracies(queryClient: QueryClient): SpotPriceAccuracies | undefined {
  const page = queryClient.getQueryData(spotListQuery().queryKey);
  return page ? spotAccuracies(page) : undefined;
}
