import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import type { PaymentMethodKind } from '../utils/channel-method';
import { paymentKeys } from './query-keys';

/** One saved bank card or crypto address of the caller (the edit form's starting values). */
export function fetchPaymentMethod(kind: PaymentMethodKind, id: number) {
  const operation = kind === 'bankCard' ? paymentOperations.bankCardGet : paymentOperations.virtualWalletGet;
  return callOperation(operation, { query: { id }, noMsg: true });
}

export function usePaymentMethod(kind: PaymentMethodKind, id: number | null) {
  return useQuery({
    queryKey: paymentKeys.paymentMethod(kind, id ?? 0),
    queryFn: () => fetchPaymentMethod(kind, id ?? 0),
    enabled: id !== null,
  });
}
