import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

/** The coins that can be deposited, each with the methods (channel method types) it has. */
export function fetchRechargeCoins() {
  return callOperation(paymentOperations.listRechargeCoins, { noMsg: true });
}

export function useRechargeCoins() {
  return useQuery({ queryKey: paymentKeys.rechargeCoins(), queryFn: fetchRechargeCoins });
}
