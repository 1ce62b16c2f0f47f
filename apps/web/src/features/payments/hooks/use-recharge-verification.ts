import { ApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useVerifyRecharge } from '../api/verify-recharge';
import { isPositiveAmount, normalizeAmount } from '../utils/amount';

/**
 * Checks the amount being typed with the server (`recharge/verify`) once it has settled for 300 ms and is a
 * well-formed number: the server's word on the channel's limits, shown before the user submits.
 */
export function useRechargeVerification(channelId: number, amountText: string) {
  const settled = normalizeAmount(useDebouncedValue(amountText));
  const query = useVerifyRecharge(channelId, isPositiveAmount(settled) ? settled : null);
  const problem = query.error instanceof ApiError ? query.error.msg : null;
  return { problem, isChecking: query.isFetching, isProofRequired: query.data?.isProofRequired ?? null };
}
