import type { OperationBody } from '@exchange/contracts/http/operation';
import type { completeContractPosition } from '@exchange/contracts/http/contract/index';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { keyHeader, useContractMutation } from './contract-mutation';
import type { Keyed } from './contract-mutation';

export type ClosePositionRequest = OperationBody<typeof completeContractPosition>;

/** Closes a position at the last price, whole (no quantity) or part. */
export function sendClosePosition({ request, idempotencyKey }: Keyed<ClosePositionRequest>) {
  return callOperation(contractOperations.completeContractPosition, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const useClosePosition = () => useContractMutation(sendClosePosition);
