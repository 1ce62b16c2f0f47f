import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { instrumentKeys } from './instrument-keys';
import type { MarketListRow } from './instrument-types';
import {
  INSTRUMENT_REFRESH_MS,
  fetchInstrumentPage,
  instrumentListQuery,
  instrumentListRequest,
} from './list-instruments';

/** Rows of an exact lookup: a symbol search may match a few instruments besides the one asked for. */
const LOOKUP_SIZE = 15;

/**
 * One instrument by its exact symbol; null when none of that type is listed under it. Read from its type's list
 * (the entry the market tab and the chart's pane share, fetched only if nobody has it fresh), so opening a chart
 * from a list costs no request; only a type with more instruments than one page falls back to a search.
 */
export function instrumentQuery(queryClient: QueryClient, type: number, symbol: string) {
  return queryOptions({
    queryKey: instrumentKeys.instrument(type, symbol),
    queryFn: async ({ signal }): Promise<MarketListRow | null> => {
      const page = await queryClient.fetchQuery(instrumentListQuery({ type }));
      const listed = page.list.find((row) => row.symbol === symbol);
      if (listed || page.list.length >= page.total) return listed ?? null;
      const lookup = instrumentListRequest({ type, symbol, pageSize: LOOKUP_SIZE });
      const found = await fetchInstrumentPage(lookup, signal);
      return found.list.find((row) => row.symbol === symbol) ?? null;
    },
    staleTime: INSTRUMENT_REFRESH_MS,
  });
}

/** The instrument; idle while `symbol` is null. Switching keeps the current one until the next is known. */
export function useInstrument(type: number, symbol: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...instrumentQuery(queryClient, type, symbol ?? ''),
    placeholderData: keepPreviousData,
    enabled: symbol !== null,
  });
}
