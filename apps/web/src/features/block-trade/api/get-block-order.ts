import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { BlockOrderStatus } from '../utils/block-format';
import { blockOperations } from './block-operations';
import { blockKeys } from './query-keys';

/** After the lock-up ends, the release job runs within a minute: the detail looks again this often until then. */
const RELEASE_CHECK_MS = 15_000;

/** One of the caller's block orders; a locked one is read again once its lock-up has ended, until released. */
export function useBlockOrder(id: number | null) {
  return useQuery({
    queryKey: blockKeys.order(id ?? 0),
    queryFn: ({ signal }) =>
      callOperation(blockOperations.getBlockOrder, { query: { id: id ?? 0 }, noMsg: true, signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order || order.status !== BlockOrderStatus.locked) return false;
      return Math.max(order.lockedUntil - Date.now(), 0) + RELEASE_CHECK_MS;
    },
  });
}
