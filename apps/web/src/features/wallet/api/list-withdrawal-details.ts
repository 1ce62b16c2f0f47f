import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/data/assets/fund-keys';
import { walletOperations } from './wallet-operations';
import type { WithdrawalOrder } from './page-withdrawals';

/** One withdrawal through the detail-list endpoint (spec §7 "order detail lookups by ids"); null when not found. */
export async function fetchWithdrawalDetail(id: number): Promise<WithdrawalOrder | null> {
  const orders = await callOperation(walletOperations.listWithdrawalDetails, {
    query: { ids: String(id) },
    noMsg: true,
  });
  return orders.find((order) => order.id === id) ?? null;
}

/** `id` as the URL has it: anything but a whole number is not looked up. */
export function useWithdrawalDetail(id: string, options: { isEnabled?: boolean } = {}) {
  const orderId = /^\d+$/.test(id) ? Number(id) : 0;
  return useQuery({
    queryKey: fundKeys.withdrawalDetail(orderId),
    queryFn: () => fetchWithdrawalDetail(orderId),
    staleTime: WALLET_STALE_TIME_MS,
    enabled: (options.isEnabled ?? true) && /^\d+$/.test(id),
  });
}
