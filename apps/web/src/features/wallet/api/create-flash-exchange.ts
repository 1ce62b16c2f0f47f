import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { createFlashExchange } from '@exchange/contracts/http/wallet/flash-exchange';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { walletOperations } from './wallet-operations';
import { walletKeys } from './query-keys';

export type SwapRequest = OperationBody<typeof createFlashExchange>;

/** A flash exchange at the quoted price, refused by the server past the slippage allowance. */
export function sendSwap(body: SwapRequest, idempotencyKey: string) {
  return callOperation(walletOperations.createFlashExchange, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    noMsg: true,
  });
}

export function useCreateSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SwapRequest; idempotencyKey: string }) =>
      sendSwap(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
