import { useQuery } from '@tanstack/react-query';
import { FastContractStatus } from '../utils/fast-status';
import { callOperation } from '@/lib/api-client';
import { fastOperations } from './fast-operations';
import { fastKeys } from './query-keys';

/** How often an open contract's detail is read again past its expiry, until the settlement shows. */
const SETTLING_REFRESH_MS = 2_000;

/**
 * One of the caller's fast contracts. An open one is read again once it has expired (every 2 s until settled), in
 * case the settlement push was missed.
 */
export function useFastContract(id: number | null) {
  return useQuery({
    queryKey: fastKeys.order(id ?? 0),
    queryFn: ({ signal }) =>
      callOperation(fastOperations.getFastContract, { query: { id: id ?? 0 }, noMsg: true, signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order || order.status !== FastContractStatus.open) return false;
      return Math.max(order.expiresAt - Date.now(), 0) + SETTLING_REFRESH_MS;
    },
  });
}
