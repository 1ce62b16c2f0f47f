import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { chartKeys } from './query-keys';

/** Levels per side (the contract's MAX_DEPTH_LEVELS). */
export const DEPTH_LEVELS = 20;
/** The book moves every tick; the snapshot only has to bridge the moment until the first DEPTH push. */
const DEPTH_STALE_TIME_MS = 2_000;

export function useDepthSnapshot(type: number, symbol: string) {
  return useQuery({
    queryKey: chartKeys.depth(type, symbol),
    queryFn: ({ signal }) =>
      callOperation(operations.getDepth, {
        query: { type, symbol, limit: DEPTH_LEVELS },
        noMsg: true,
        signal,
      }),
    staleTime: DEPTH_STALE_TIME_MS,
  });
}
