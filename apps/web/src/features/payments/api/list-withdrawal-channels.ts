import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

/** Every enabled withdrawal channel with its fees, limits and daily limit. */
export function fetchWithdrawalChannels() {
  return callOperation(paymentOperations.listWithdrawalChannels, { query: {}, noMsg: true });
}

export function useWithdrawalChannels() {
  return useQuery({ queryKey: paymentKeys.withdrawalChannels(), queryFn: fetchWithdrawalChannels });
}
