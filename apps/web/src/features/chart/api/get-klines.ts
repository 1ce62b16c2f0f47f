import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { chartOperations } from './chart-operations';
import { chartKeys } from './query-keys';
import type { KlineParams } from './query-keys';

/** Spec §9: kline data is stale after 5 s. */
export const KLINE_STALE_TIME_MS = 5_000;
/** Candles per request, the first page and each older one (the contract allows up to 1500). */
export const KLINE_PAGE_SIZE = 500;

/** One page of candles, ascending; `endTime` pages back (only candles opening before it). */
export function fetchKlines(params: KlineParams, endTime: number | null, signal?: AbortSignal) {
  return callOperation(chartOperations.getKlines, {
    query: { ...params, limit: KLINE_PAGE_SIZE, ...(endTime === null ? {} : { endTime }) },
    noMsg: true,
    signal,
  });
}

export function klinesQueryOptions(params: KlineParams, endTime: number | null = null) {
  return queryOptions({
    queryKey: chartKeys.klines(params, endTime),
    queryFn: ({ signal }) => fetchKlines(params, endTime, signal),
    staleTime: KLINE_STALE_TIME_MS,
  });
}

/** The newest page of a series (the chart opens on it; older pages load as the user scrolls left). */
export function useKlines(params: KlineParams | null) {
  return useQuery({
    ...klinesQueryOptions(params ?? { type: 1, symbol: '', interval: '30' }),
    enabled: params !== null,
  });
}
