import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import type { PaymentMethodKind } from '../utils/channel-method';
import { paymentKeys } from './query-keys';

/** Removes a saved bank card or crypto address (past withdrawals keep their own copy). */
export function removePaymentMethod({ kind, id }: { kind: PaymentMethodKind; id: number }) {
  const operation =
    kind === 'bankCard' ? paymentOperations.bankCardRemove : paymentOperations.virtualWalletRemove;
  return callOperation(operation, { query: { id }, noMsg: true });
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    onSuccess: (_removed, input) =>
      queryClient.invalidateQueries({ queryKey: paymentKeys.paymentMethods(input.kind) }),
  });
}
