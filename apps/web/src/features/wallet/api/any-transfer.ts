import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { anyTransfer } from '@exchange/contracts/http/wallet/any-transfer';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { walletOperations } from './wallet-operations';
import { walletKeys } from './query-keys';

export type TransferRequest = OperationBody<typeof anyTransfer>;

/** A move between two of the user's own wallets; the key makes a retry of the same submission safe. */
export function sendTransfer(body: TransferRequest, idempotencyKey: string) {
  return callOperation(walletOperations.anyTransfer, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    noMsg: true,
  });
}

export function useAnyTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TransferRequest; idempotencyKey: string }) =>
      sendTransfer(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
