import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { walletOperations } from './wallet-operations';
import { swapKeys } from './query-keys';

/** The coins that can be swapped; they change only when the operator lists a coin. */
export const SWAP_COINS_STALE_TIME_MS = 60_000;

export function useSwapCoins() {
  return useQuery({
    queryKey: swapKeys.coins(),
    queryFn: () => callOperation(walletOperations.listFlashExchangeCoins, { noMsg: true }),
    staleTime: SWAP_COINS_STALE_TIME_MS,
  });
}
