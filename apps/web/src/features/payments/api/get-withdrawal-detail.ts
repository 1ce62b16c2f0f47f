import { useQuery } from '@tanstack/react-query';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { ORDER_POLL_INTERVAL_MS, isAwaitingReview } from '../utils/review-status';
import { paymentKeys } from './query-keys';

export type { WithdrawalOrder };

export function fetchWithdrawalDetail(id: number) {
  return callOperation(operations.getWithdrawalDetail, { query: { id }, noMsg: true });
}

/** One of the caller's withdrawals; polled while staff have not acted on it. */
export function useWithdrawalDetail(id: number | null) {
  return useQuery({
    queryKey: paymentKeys.withdrawalOrder(id ?? 0),
    queryFn: () => fetchWithdrawalDetail(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isAwaitingReview(query.state.data.status) ? ORDER_POLL_INTERVAL_MS : false,
  });
}
