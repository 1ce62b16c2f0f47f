import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { createWithdrawal as CreateWithdrawal } from '@exchange/contracts/http/wallet/withdrawal';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { fundKeys } from '@/data/assets/fund-keys';
import { paymentOperations } from './payment-operations';

export type CreateWithdrawalBody = OperationBody<typeof CreateWithdrawal>;

/** Requests a withdrawal; the amount is held until staff act. A retry with the same key returns the first result. */
export function createWithdrawal({
  idempotencyKey,
  ...body
}: CreateWithdrawalBody & { idempotencyKey: string }) {
  return callOperation(paymentOperations.createWithdrawal, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    noMsg: true,
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: (order) => {
      queryClient.setQueryData(fundKeys.withdrawalDetail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: fundKeys.asset('spot', order.coin) });
    },
  });
}
