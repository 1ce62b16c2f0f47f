import { useQuery } from '@tanstack/react-query';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';
import { callOperation } from '@/lib/api-client';
import { fundKeys } from '@/data/assets/fund-keys';
import { paymentOperations } from './payment-operations';
import { isAwaitingReview } from '@/lib/review-status';
import { ORDER_POLL_INTERVAL_MS } from '../utils/review-status';

export type { WithdrawalOrder };

export function fetchWithdrawalDetail(id: number) {
  return callOperation(paymentOperations.getWithdrawalDetail, { query: { id }, noMsg: true });
}

/**
 * One of the caller's withdrawals; polled while staff have not acted on it. Null only where the wallet's lookup by
 * ids, which shares the cache entry, found none.
 */
export function useWithdrawalDetail(id: number | null) {
  return useQuery({
    queryKey: fundKeys.withdrawalDetail(id ?? 0),
    queryFn: (): Promise<WithdrawalOrder | null> => fetchWithdrawalDetail(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isAwaitingReview(query.state.data.status) ? ORDER_POLL_INTERVAL_MS : false,
  });
}
