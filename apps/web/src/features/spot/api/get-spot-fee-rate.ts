import { useQuery } from '@tanstack/react-query';
import type { SpotFeeRate } from '@exchange/contracts/http/spot/spot-common';
import { callOperation } from '@/lib/api-client';
import { spotOperations } from './spot-operations';
import { spotKeys } from './query-keys';

export type { SpotFeeRate };

/** Fee rates change only when staff edit them (or a VIP level changes): a minute is fresh enough. */
const FEE_RATE_STALE_TIME_MS = 60_000;

/** The caller's maker and taker rates on a pair and its minimum order value; idle for a visitor. */
export function useSpotFeeRate(symbol: string, isSignedIn: boolean) {
  return useQuery({
    queryKey: spotKeys.feeRate(symbol),
    queryFn: ({ signal }) =>
      callOperation(spotOperations.getSpotFeeRate, { query: { symbol }, noMsg: true, signal }),
    staleTime: FEE_RATE_STALE_TIME_MS,
    enabled: isSignedIn,
  });
}
