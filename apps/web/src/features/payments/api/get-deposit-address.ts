import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import type { ChainCode } from '../utils/chains';
import { paymentKeys } from './query-keys';

/** The caller's own deposit address on a chain (XRP: the shared address and the caller's destination tag). */
export function fetchDepositAddress(coin: string, chain: ChainCode) {
  return callOperation(paymentOperations.getDepositAddress, { query: { coin, chain }, noMsg: true });
}

export function useDepositAddress(coin: string, chain: ChainCode | null) {
  return useQuery({
    queryKey: paymentKeys.depositAddress(coin, chain ?? ''),
    queryFn: () => fetchDepositAddress(coin, chain ?? 'TRC20'),
    enabled: coin !== '' && chain !== null,
    // An address never changes for a user and chain.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
