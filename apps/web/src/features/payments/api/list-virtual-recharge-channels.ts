import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

/** A coin's virtual-currency deposit channels: one per chain. */
export function fetchVirtualRechargeChannels(coin: string) {
  return callOperation(paymentOperations.listVirtualRechargeChannels, { query: { coin }, noMsg: true });
}

export function useVirtualRechargeChannels(coin: string) {
  return useQuery({
    queryKey: paymentKeys.virtualRechargeChannels(coin),
    queryFn: () => fetchVirtualRechargeChannels(coin),
    enabled: coin !== '',
  });
}
