import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/lib/fund-query-keys';
import { operations } from '@/lib/operations';

/** One coin in the spot wallet (where deposits land and withdrawals leave from). */
export function fetchSpotBalance(coin: string) {
  return callOperation(operations.getWalletByCoin, { query: { coin, wallet: 'spot' }, noMsg: true });
}

export function useSpotBalance(coin: string | null) {
  return useQuery({
    queryKey: fundKeys.asset('spot', coin ?? ''),
    queryFn: () => fetchSpotBalance(coin ?? ''),
    enabled: Boolean(coin),
    staleTime: WALLET_STALE_TIME_MS,
  });
}
