import { useQuery } from '@tanstack/react-query';
import type { RechargeOrder } from '@exchange/contracts/http/wallet/recharge';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { ORDER_POLL_INTERVAL_MS, isAwaitingReview } from '../utils/review-status';
import { paymentKeys } from './query-keys';

export type { RechargeOrder };

export function fetchRechargeDetail(id: number) {
  return callOperation(operations.getRechargeDetail, { query: { id }, noMsg: true });
}

/** One of the caller's deposits; polled while staff have not acted on it. */
export function useRechargeDetail(id: number | null) {
  return useQuery({
    queryKey: paymentKeys.rechargeOrder(id ?? 0),
    queryFn: () => fetchRechargeDetail(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && isAwaitingReview(query.state.data.status) ? ORDER_POLL_INTERVAL_MS : false,
  });
}
