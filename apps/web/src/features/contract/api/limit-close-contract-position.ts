import type { OperationBody } from '@exchange/contracts/http/operation';
import type { limitCloseContractPosition } from '@exchange/contracts/http/contract/index';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { keyHeader, useContractMutation } from './contract-mutation';
import type { Keyed } from './contract-mutation';

export type LimitCloseRequest = OperationBody<typeof limitCloseContractPosition>;

/** A pending close at a limit price: it fills when the market reaches the price. */
export function sendLimitClose({ request, idempotencyKey }: Keyed<LimitCloseRequest>) {
  return callOperation(contractOperations.limitCloseContractPosition, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const useLimitClose = () => useContractMutation(sendLimitClose);
