import { useQuery } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { spotMarketKeys } from './query-keys';

/** Levels per side (the depth contract's most). */
export const SPOT_DEPTH_LEVELS = 20;
/** The book moves every tick; the snapshot only bridges the moment until the first DEPTH push. */
const DEPTH_STALE_TIME_MS = 2_000;

/** A pair's order book as the source shows it now (asks ascending, bids descending from the best). */
export function useSpotDepthSnapshot(symbol: string) {
  return useQuery({
    queryKey: spotMarketKeys.depth(symbol),
    queryFn: ({ signal }) =>
      callOperation(operations.getDepth, {
        query: { type: InstrumentType.coin, symbol, limit: SPOT_DEPTH_LEVELS },
        noMsg: true,
        signal,
      }),
    staleTime: DEPTH_STALE_TIME_MS,
  });
}
