import { useQuery } from '@tanstack/react-query';
import type { FastContractConfig } from '@exchange/contracts/http/fast-contract/index';
import { callOperation } from '@/lib/api-client';
import { fastOperations } from './fast-operations';
import { fastKeys } from './query-keys';

export type { FastContractConfig };

/** Staff may change rates or switch buying off at any time: the screen re-reads the rules every 30 s. */
const CONFIG_REFRESH_MS = 30_000;

/**
 * Whether the caller may buy (and why not), the stake limits, and each instrument's periods with payout rate, loss
 * if wrong and house edge. Signed-in users only (the call needs a member token).
 */
export function useFastContractConfig(isSignedIn: boolean) {
  return useQuery({
    queryKey: fastKeys.config(),
    queryFn: ({ signal }) => callOperation(fastOperations.getFastContractConfig, { noMsg: true, signal }),
    enabled: isSignedIn,
    staleTime: CONFIG_REFRESH_MS,
    refetchInterval: CONFIG_REFRESH_MS,
  });
}
