import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { WALLET_STALE_TIME_MS, walletKeys } from './query-keys';
import type { RechargeOrder } from './page-recharges';

/** One deposit through the detail-list endpoint (spec §7 "order detail lookups by ids"); null when not found. */
export async function fetchRechargeDetail(id: string): Promise<RechargeOrder | null> {
  const orders = await callOperation(operations.listRechargeDetails, { query: { ids: id }, noMsg: true });
  return orders.find((order) => String(order.id) === id) ?? null;
}

export function useRechargeDetail(id: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: walletKeys.detail('add', id),
    queryFn: () => fetchRechargeDetail(id),
    staleTime: WALLET_STALE_TIME_MS,
    enabled: (options.isEnabled ?? true) && /^\d+$/.test(id),
  });
}
