import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@exchange/contracts/http/wallet/payment-methods';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import type { PaymentMethodKind } from '../utils/channel-method';
import { paymentKeys } from './query-keys';

export type { PaymentMethod };

/** The caller's saved bank cards or crypto withdrawal addresses, newest first. */
export function fetchPaymentMethods(kind: PaymentMethodKind) {
  const operation =
    kind === 'bankCard' ? paymentOperations.bankCardList : paymentOperations.virtualWalletList;
  return callOperation(operation, { noMsg: true });
}

export function usePaymentMethods(kind: PaymentMethodKind, isEnabled = true) {
  return useQuery({
    queryKey: paymentKeys.paymentMethods(kind),
    queryFn: () => fetchPaymentMethods(kind),
    enabled: isEnabled,
  });
}
