import { useQuery } from '@tanstack/react-query';
import { WALLET_STALE_TIME_MS } from '@/data/assets/fund-keys';
import { callOperation } from '@/lib/api-client';
import { fastOperations } from './fast-operations';
import { fastKeys } from './query-keys';

/** The fast wallet (spec §3): `walletBalance` free to stake, `positionAmount` in open contracts, `total` both. */
export function useFastWallet(isSignedIn: boolean) {
  return useQuery({
    queryKey: fastKeys.wallet(),
    queryFn: ({ signal }) => callOperation(fastOperations.getFastWallet, { noMsg: true, signal }),
    enabled: isSignedIn,
    staleTime: WALLET_STALE_TIME_MS,
  });
}
