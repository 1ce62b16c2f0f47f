import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import type { PaymentMethodInput } from './create-payment-method';
import { paymentKeys } from './query-keys';

/** Changes one of the caller's saved bank cards or crypto addresses. */
export function updatePaymentMethod({ id, ...input }: PaymentMethodInput & { id: number }) {
  return input.kind === 'bankCard'
    ? callOperation(paymentOperations.bankCardUpdate, { body: { ...input.values, id }, noMsg: true })
    : callOperation(paymentOperations.virtualWalletUpdate, { body: { ...input.values, id }, noMsg: true });
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: (_method, input) =>
      queryClient.invalidateQueries({ queryKey: paymentKeys.paymentMethods(input.kind) }),
  });
}
