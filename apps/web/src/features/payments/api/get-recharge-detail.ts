import { useQuery } from '@tanstack/react-query';
import type { RechargeOrder } from '@exchange/contracts/http/wallet/recharge';
import { callOperation } from '@/lib/api-client';
import { fundKeys } from '@/data/assets/fund-keys';
import { paymentOperations } from './payment-operations';
import { isAwaitingReview } from '@/lib/review-status';
import { ORDER_POLL_INTERVAL_MS } from '../utils/review-status';

export type { RechargeOrder };

export function fetchRechargeDetail(id: number) {
  return callOperation(paymentOperations.getRechargeDetail, { query: { id }, noMsg: true });
}

/**
 * One of the caller's deposits; polled while staff have not acted on it. Null only where the wallet's lookup by
 * ids, which shares the cache entry, found none.
 */
export function useRechargeDetail(id: number | null) {
  return useQuery({
    queryKey: fundKeys.rechargeDetail(id ?? 0),
    queryFn: (): Promise<RechargeOrder | null> => fetchRechargeDetail(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && isAwaitingReview(query.state.data.status) ? ORDER_POLL_INTERVAL_MS : false,
  });
}
