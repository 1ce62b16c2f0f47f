import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

/** A coin's enabled deposit channels of one method (the third-party screen's provider list). */
export function fetchRechargeChannels(coin: string, methodType: number) {
  return callOperation(paymentOperations.listRechargeChannels, { query: { coin, methodType }, noMsg: true });
}

export function useRechargeChannels(coin: string, methodType: number) {
  return useQuery({
    queryKey: paymentKeys.rechargeChannels(coin, methodType),
    queryFn: () => fetchRechargeChannels(coin, methodType),
    enabled: coin !== '',
  });
}
