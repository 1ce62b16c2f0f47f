import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { paymentKeys } from './query-keys';

/** One coin in the spot wallet (where deposits land and withdrawals leave from). */
export function fetchSpotBalance(coin: string) {
  return callOperation(operations.getWalletByCoin, { query: { coin, wallet: 'spot' }, noMsg: true });
}

export function useSpotBalance(coin: string | null) {
  return useQuery({
    queryKey: paymentKeys.spotBalance(coin ?? ''),
    queryFn: () => fetchSpotBalance(coin ?? ''),
    enabled: Boolean(coin),
    staleTime: 2_000,
  });
}
