import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { createRecharge as CreateRecharge } from '@exchange/contracts/http/wallet/recharge';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { fundKeys } from '@/data/assets/fund-keys';
import { paymentOperations } from './payment-operations';

export type CreateRechargeBody = OperationBody<typeof CreateRecharge>;

/** A virtual-currency deposit reported by its transaction hash alone (JSON, no screenshot). */
export function createRecharge({ idempotencyKey, ...body }: CreateRechargeBody & { idempotencyKey: string }) {
  return callOperation(paymentOperations.createRecharge, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    noMsg: true,
  });
}

export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecharge,
    onSuccess: (order) => queryClient.setQueryData(fundKeys.rechargeDetail(order.id), order),
  });
}
