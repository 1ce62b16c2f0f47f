import { useInfiniteQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { spotOperations } from './spot-operations';
import { SPOT_PAGE_SIZE, SPOT_STALE_TIME_MS, spotKeys } from './query-keys';
import type { SpotOrderScope } from './query-keys';

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextPageNo(lastPage: { list: readonly unknown[]; total: number }, pages: readonly unknown[]) {
  return lastPage.list.length > 0 && pages.length * SPOT_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/**
 * The caller's spot orders, newest first, 15 at a time: `open` the pending and untriggered ones, `history` the
 * filled and cancelled; `symbol` '' for every pair.
 */
export function useSpotOrders(scope: SpotOrderScope, symbol: string, isEnabled = true) {
  return useInfiniteQuery({
    queryKey: spotKeys.orderPage(scope, symbol),
    queryFn: ({ pageParam, signal }) =>
      callOperation(spotOperations.pageSpotOrders, {
        query: { pageNo: pageParam, pageSize: SPOT_PAGE_SIZE, scope, symbol: symbol || undefined },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: SPOT_STALE_TIME_MS,
    enabled: isEnabled,
  });
}
