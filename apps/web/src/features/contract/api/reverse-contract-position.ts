import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { keyHeader, useContractMutation } from './contract-mutation';
import type { Keyed } from './contract-mutation';

/** Closes a position at market and opens the same quantity on the other side (same leverage and margin mode). */
export function sendReverse({ request, idempotencyKey }: Keyed<{ id: number }>) {
  return callOperation(contractOperations.reverseContractPosition, {
    query: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const useReversePosition = () => useContractMutation(sendReverse);
