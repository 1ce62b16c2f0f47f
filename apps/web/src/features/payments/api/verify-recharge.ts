import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

/** Checks a deposit amount against the channel before submitting (limits, whether a proof is required). */
export function fetchVerifyRecharge(channelId: number, amount: string) {
  return callOperation(paymentOperations.verifyRecharge, { query: { channelId, amount }, noMsg: true });
}

/** Runs for a settled, well-formed amount only (the caller debounces and validates the text). */
export function useVerifyRecharge(channelId: number, amount: string | null) {
  return useQuery({
    queryKey: paymentKeys.verifyRecharge(channelId, amount ?? ''),
    queryFn: () => fetchVerifyRecharge(channelId, amount ?? ''),
    enabled: amount !== null,
    staleTime: 10_000,
  });
}
