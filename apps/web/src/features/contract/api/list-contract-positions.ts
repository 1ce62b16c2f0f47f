import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { CONTRACT_STALE_TIME_MS, contractKeys } from './query-keys';

/**
 * Every open position of the caller (one per symbol), valued at the mark when read. One query for all symbols: the
 * screens filter by symbol, and the CONTRACT_ACCOUNT push refreshes the values in between.
 */
export function useContractPositions(isEnabled: boolean) {
  return useQuery({
    queryKey: contractKeys.positions(),
    queryFn: ({ signal }) =>
      callOperation(contractOperations.listContractPositions, { query: {}, noMsg: true, signal }),
    staleTime: CONTRACT_STALE_TIME_MS,
    enabled: isEnabled,
  });
}
