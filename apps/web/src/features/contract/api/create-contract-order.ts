import type { OperationBody } from '@exchange/contracts/http/operation';
import type { createContractOrder } from '@exchange/contracts/http/contract/index';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { keyHeader, useContractMutation } from './contract-mutation';
import type { Keyed } from './contract-mutation';

export type CreateOrderRequest = OperationBody<typeof createContractOrder>;

/** Opens or adds to a position with a quantity in the base asset (market: fills at the last price). */
export function sendCreateOrder({ request, idempotencyKey }: Keyed<CreateOrderRequest>) {
  return callOperation(contractOperations.createContractOrder, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const useCreateContractOrder = () => useContractMutation(sendCreateOrder);
