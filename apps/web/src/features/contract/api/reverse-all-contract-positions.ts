import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { keyHeader, useContractMutation } from './contract-mutation';
import type { Keyed } from './contract-mutation';

/** Reverses every open position at market; positions without a live price are skipped, named. */
export function sendReverseAll({ idempotencyKey }: Keyed<Record<string, never>>) {
  return callOperation(contractOperations.reverseAllContractPositions, {
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const useReverseAllPositions = () => useContractMutation(sendReverseAll);
