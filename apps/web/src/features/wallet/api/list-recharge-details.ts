import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/data/assets/fund-keys';
import { walletOperations } from './wallet-operations';
import type { RechargeOrder } from './page-recharges';

/** One deposit through the detail-list endpoint (spec §7 "order detail lookups by ids"); null when not found. */
export async function fetchRechargeDetail(id: number): Promise<RechargeOrder | null> {
  const orders = await callOperation(walletOperations.listRechargeDetails, {
    query: { ids: String(id) },
    noMsg: true,
  });
  return orders.find((order) => order.id === id) ?? null;
}

/** `id` as the URL has it: anything but a whole number is not looked up. */
export function useRechargeDetail(id: string, options: { isEnabled?: boolean } = {}) {
  const orderId = /^\d+$/.test(id) ? Number(id) : 0;
  return useQuery({
    queryKey: fundKeys.rechargeDetail(orderId),
    queryFn: () => fetchRechargeDetail(orderId),
    staleTime: WALLET_STALE_TIME_MS,
    enabled: (options.isEnabled ?? true) && /^\d+$/.test(id),
  });
}
