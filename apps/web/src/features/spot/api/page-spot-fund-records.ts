import { useInfiniteQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { spotOperations } from './spot-operations';
import { nextPageNo } from './page-spot-orders';
import { SPOT_PAGE_SIZE, SPOT_STALE_TIME_MS, spotKeys } from './query-keys';

/** The caller's spot fills as fund records (what each moved in the spot wallet), newest first, 15 at a time. */
export function useSpotFundRecords() {
  return useInfiniteQuery({
    queryKey: spotKeys.fundRecords(),
    queryFn: ({ pageParam, signal }) =>
      callOperation(spotOperations.pageSpotFundRecords, {
        query: { pageNo: pageParam, pageSize: SPOT_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: SPOT_STALE_TIME_MS,
  });
}
