import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

/** A coin's enabled deposit channels, grouped by method (bank card, C2C, virtual currency, third party). */
export function fetchRechargeGroups(coin: string) {
  return callOperation(paymentOperations.groupRechargeChannels, { query: { coin }, noMsg: true });
}

export function useRechargeGroups(coin: string | null) {
  return useQuery({
    queryKey: paymentKeys.rechargeGroups(coin ?? ''),
    queryFn: () => fetchRechargeGroups(coin ?? ''),
    enabled: Boolean(coin),
  });
}
