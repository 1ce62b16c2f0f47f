import { useQuery } from '@tanstack/react-query';
import type { PendingDeposit, PendingDeposits } from '@exchange/contracts/http/wallet/pending-deposits';
import { WALLET_STALE_TIME_MS } from '@/data/assets/fund-keys';
import { callOperation } from '@/lib/api-client';
import { walletOperations } from './wallet-operations';
import { walletKeys } from './query-keys';

export type { PendingDeposit, PendingDeposits };

/**
 * The user's deposits in progress (all, or of one coin) with the usual review time. Keyed under the wallet's prefix:
 * a WALLET_UPDATE or RECHARGE_NOTICE push refetches it, so a deposit leaves the list once approved or rejected.
 */
export function usePendingDeposits(coin?: string) {
  return useQuery({
    queryKey: walletKeys.pendingDeposits(coin),
    queryFn: (): Promise<PendingDeposits> =>
      callOperation(walletOperations.listPendingDeposits, { query: coin ? { coin } : {}, noMsg: true }),
    staleTime: WALLET_STALE_TIME_MS,
  });
}
