import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { CONTRACT_STALE_TIME_MS, contractKeys } from './query-keys';

/**
 * The live account summary (orderInfo, numbers as the spec has them). Read once over HTTP; every CONTRACT_ACCOUNT
 * push then writes the newer figures into this query (hooks/use-contract-pushes.ts).
 */
export function useContractAccount(isEnabled: boolean) {
  return useQuery({
    queryKey: contractKeys.account(),
    queryFn: ({ signal }) => callOperation(contractOperations.getContractAccount, { noMsg: true, signal }),
    staleTime: CONTRACT_STALE_TIME_MS,
    enabled: isEnabled,
  });
}
