import { useQuery } from '@tanstack/react-query';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

export type { Channel };

/** One enabled deposit channel (limits, method, chain, details). */
export function fetchRechargeChannel(id: number) {
  return callOperation(paymentOperations.getRechargeChannel, { query: { id }, noMsg: true });
}

export function useRechargeChannel(id: number | null) {
  return useQuery({
    queryKey: paymentKeys.rechargeChannel(id ?? 0),
    queryFn: () => fetchRechargeChannel(id ?? 0),
    enabled: id !== null,
  });
}
