import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { takeEarlyResponse } from '@/lib/early-requests';
import { operations } from '@/lib/operations';
import { marketKeys } from './query-keys';

/** The price source changes only when the operator redeploys; checked once a minute. */
const FEED_STATUS_REFRESH_MS = 60_000;

/** The price source in use (DESIGN.md §1.4: every screen says "Demo market" while it is the simulator). */
export function feedStatusQuery() {
  return {
    queryKey: marketKeys.feedStatus(),
    // The first read is the one index.html started before the scripts (lib/early-requests.ts).
    queryFn: () =>
      takeEarlyResponse('feedStatus', () => callOperation(operations.getFeedStatus, { noMsg: true })),
    staleTime: FEED_STATUS_REFRESH_MS,
  };
}

export function useFeedStatus() {
  return useQuery({ ...feedStatusQuery(), refetchInterval: FEED_STATUS_REFRESH_MS });
}
