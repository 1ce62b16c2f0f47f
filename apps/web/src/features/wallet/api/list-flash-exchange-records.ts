import { useQuery } from '@tanstack/react-query';
import type { FlashExchangeOrder } from '@exchange/contracts/http/wallet/flash-exchange';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS } from '@/data/assets/fund-keys';
import { walletOperations } from './wallet-operations';
import { walletKeys } from './query-keys';

export type { FlashExchangeOrder };

/** The user's ten most recent swaps. */
export function useSwapRecords() {
  return useQuery({
    queryKey: walletKeys.swapRecords(),
    queryFn: () => callOperation(walletOperations.listFlashExchangeRecords, { noMsg: true }),
    staleTime: WALLET_STALE_TIME_MS,
  });
}
