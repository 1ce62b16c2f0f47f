import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { WALLET_STALE_TIME_MS, walletKeys } from './query-keys';
import type { WithdrawalOrder } from './page-withdrawals';

/** One withdrawal through the detail-list endpoint (spec §7 "order detail lookups by ids"); null when not found. */
export async function fetchWithdrawalDetail(id: string): Promise<WithdrawalOrder | null> {
  const orders = await callOperation(operations.listWithdrawalDetails, { query: { ids: id }, noMsg: true });
  return orders.find((order) => String(order.id) === id) ?? null;
}

export function useWithdrawalDetail(id: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: walletKeys.detail('sub', id),
    queryFn: () => fetchWithdrawalDetail(id),
    staleTime: WALLET_STALE_TIME_MS,
    enabled: (options.isEnabled ?? true) && /^\d+$/.test(id),
  });
}
