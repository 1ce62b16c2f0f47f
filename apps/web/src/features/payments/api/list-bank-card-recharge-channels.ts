import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

/** A coin's bank-card deposit channels, each with the operator's receiving account in `details`. */
export function fetchBankCardRechargeChannels(coin: string) {
  return callOperation(paymentOperations.listBankCardRechargeChannels, { query: { coin }, noMsg: true });
}

export function useBankCardRechargeChannels(coin: string) {
  return useQuery({
    queryKey: paymentKeys.bankCardRechargeChannels(coin),
    queryFn: () => fetchBankCardRechargeChannels(coin),
    enabled: coin !== '',
  });
}
