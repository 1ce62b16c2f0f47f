import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { buyFastContract } from '@exchange/contracts/http/fast-contract/index';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { fastOperations } from './fast-operations';
import { fastKeys } from './query-keys';

export type BuyFastContractRequest = OperationBody<typeof buyFastContract>;

/** A buy as sent: the body and the idempotency key of this submission (the same key while it is retried). */
export interface KeyedBuy {
  request: BuyFastContractRequest;
  idempotencyKey: string;
}

export function sendBuyFastContract({ request, idempotencyKey }: KeyedBuy) {
  return callOperation(fastOperations.buyFastContract, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    noMsg: true,
  });
}

/**
 * Buys a fast contract. Whatever the answer, the contracts, the rules (a refusal may mean staff changed a rate) and
 * the fast wallet are read again.
 */
export function useBuyFastContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBuyFastContract,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fastKeys.all }),
        queryClient.invalidateQueries({ queryKey: fastKeys.wallet() }),
      ]),
  });
}
