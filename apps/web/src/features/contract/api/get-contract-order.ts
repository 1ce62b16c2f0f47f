import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { contractKeys } from './query-keys';

/** One of the caller's orders; a pending one is refetched now and then, since the market may fill it. */
export function useContractOrder(id: number | null) {
  return useQuery({
    queryKey: contractKeys.order(id ?? 0),
    queryFn: ({ signal }) =>
      callOperation(contractOperations.getContractOrder, { query: { id: id ?? 0 }, noMsg: true, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 0 ? 5_000 : false),
  });
}
