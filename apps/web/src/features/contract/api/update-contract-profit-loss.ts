import type { OperationBody } from '@exchange/contracts/http/operation';
import type { updateContractProfitLoss } from '@exchange/contracts/http/contract/index';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { useContractMutation } from './contract-mutation';

export type UpdateStopsRequest = OperationBody<typeof updateContractProfitLoss>;

/** Sets or clears a position's take-profit and stop-loss: omit a field to keep it, null clears it. No money moves. */
export function sendUpdateStops(request: UpdateStopsRequest) {
  return callOperation(contractOperations.updateContractProfitLoss, { body: request, noMsg: true });
}

export const useUpdateStops = () => useContractMutation(sendUpdateStops);
