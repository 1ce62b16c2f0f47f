import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { keyHeader, useContractMutation } from './contract-mutation';
import type { Keyed } from './contract-mutation';

/** Cancels a pending order; an opening order's hold goes back to the wallet. */
export function sendRevoke({ request, idempotencyKey }: Keyed<{ id: number }>) {
  return callOperation(contractOperations.revokeContractOrder, {
    query: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const useRevokeOrder = () => useContractMutation(sendRevoke);
