import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

/** The fee and arrival amount of a withdrawal, with the caller's balance and today's use of the daily limit. */
export function fetchWithdrawalFee(channelId: number, amount: string) {
  return callOperation(paymentOperations.getWithdrawalFee, { query: { channelId, amount }, noMsg: true });
}

/** Runs for a settled, well-formed amount only; the last answer stays on screen while the next one loads. */
export function useWithdrawalFee(channelId: number | null, amount: string | null) {
  return useQuery({
    queryKey: paymentKeys.withdrawalFee(channelId ?? 0, amount ?? ''),
    queryFn: () => fetchWithdrawalFee(channelId ?? 0, amount ?? ''),
    enabled: channelId !== null && amount !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
