import type { OperationBody } from '@exchange/contracts/http/operation';
import type { closeAllContractPositions } from '@exchange/contracts/http/contract/index';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { keyHeader, useContractMutation } from './contract-mutation';
import type { Keyed } from './contract-mutation';

export type CloseAllRequest = OperationBody<typeof closeAllContractPositions>;

/** Closes every open position (or one symbol's) at market; positions without a live price are skipped, named. */
export function sendCloseAll({ request, idempotencyKey }: Keyed<CloseAllRequest>) {
  return callOperation(contractOperations.closeAllContractPositions, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const useCloseAllPositions = () => useContractMutation(sendCloseAll);
