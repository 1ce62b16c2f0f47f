import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { chartKeys } from './query-keys';

export type Instrument = MarketListRow;

/** Rows the market pane and the switcher list at once (the contract allows up to 200 per page). */
export const INSTRUMENT_LIST_SIZE = 100;
/** Rows of an exact lookup: a symbol search may match a few instruments besides the one asked for. */
const LOOKUP_SIZE = 15;
/** Quotes in the list move with the socket; the list itself (what is listed) changes rarely. */
const INSTRUMENT_STALE_TIME_MS = 10_000;

function fetchInstruments(type: number, query: string, pageSize: number, signal?: AbortSignal) {
  return callOperation(operations.listMarketPage, {
    query: { type, pageNo: 1, pageSize, ...(query ? { symbol: query } : {}) },
    noMsg: true,
    signal,
  });
}

/** Instruments of one type, optionally filtered by a search in symbol, base asset and name. */
export function useInstruments(type: number, query = '', isEnabled = true) {
  return useQuery({
    queryKey: chartKeys.instruments(type, query),
    queryFn: ({ signal }) => fetchInstruments(type, query, INSTRUMENT_LIST_SIZE, signal),
    select: (page) => page.list,
    staleTime: INSTRUMENT_STALE_TIME_MS,
    // While a new search loads, the last results of the same type stay (another type's rows would be misleading).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === type ? previous : undefined,
    enabled: isEnabled,
  });
}

/** One instrument by its exact symbol; `null` when none of that type is listed under it. */
export function useInstrument(type: number, symbol: string | null) {
  return useQuery({
    queryKey: chartKeys.instrument(type, symbol ?? ''),
    queryFn: async ({ signal }) => {
      const page = await fetchInstruments(type, symbol ?? '', LOOKUP_SIZE, signal);
      return page.list.find((row) => row.symbol === symbol) ?? null;
    },
    staleTime: INSTRUMENT_STALE_TIME_MS,
    // Switching instrument keeps the current one on screen (and the chart's canvas mounted) until the next is known.
    placeholderData: keepPreviousData,
    enabled: symbol !== null,
  });
}
