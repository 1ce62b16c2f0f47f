import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import type { ContractSpec } from '../utils/contract-types';
import { perpetualKeys } from './query-keys';

/** Brackets, fees and steps change only when the operator edits them. */
const SPEC_STALE_TIME_MS = 5 * 60_000;

export function fetchContractSpecs(signal?: AbortSignal) {
  return callOperation(contractOperations.getPositionLevelMap, { query: {}, noMsg: true, signal });
}

/** Every perpetual's trading rules (public): brackets, max leverage, fee rates, minimum notional, accuracies. */
export function useContractSpecs() {
  return useQuery({
    queryKey: perpetualKeys.specs(),
    queryFn: ({ signal }) => fetchContractSpecs(signal),
    staleTime: SPEC_STALE_TIME_MS,
  });
}

/** One perpetual's rules; `data` is null when the symbol has none (not a listed perpetual). */
export function useContractSpec(symbol: string | null) {
  return useQuery({
    queryKey: perpetualKeys.specs(),
    queryFn: ({ signal }) => fetchContractSpecs(signal),
    staleTime: SPEC_STALE_TIME_MS,
    select: (specs: ContractSpec[]) => specs.find((spec) => spec.symbol === symbol) ?? null,
    enabled: symbol !== null,
  });
}
