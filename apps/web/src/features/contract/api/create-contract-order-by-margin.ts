import type { OperationBody } from '@exchange/contracts/http/operation';
import type { createContractOrderByMargin } from '@exchange/contracts/http/contract/index';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { keyHeader, useContractMutation } from './contract-mutation';
import type { Keyed } from './contract-mutation';

export type CreateOrderByMarginRequest = OperationBody<typeof createContractOrderByMargin>;

/** Opens or adds to a position with a margin in USDT: the server buys the largest quantity it pays for. */
export function sendCreateOrderByMargin({ request, idempotencyKey }: Keyed<CreateOrderByMarginRequest>) {
  return callOperation(contractOperations.createContractOrderByMargin, {
    body: request,
    headers: keyHeader(idempotencyKey),
    noMsg: true,
  });
}

export const useCreateContractOrderByMargin = () => useContractMutation(sendCreateOrderByMargin);
