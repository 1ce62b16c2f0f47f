import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  bankCardInputSchema,
  virtualWalletInputSchema,
} from '@exchange/contracts/http/wallet/payment-methods';
import { callOperation } from '@/lib/api-client';
import { paymentOperations } from './payment-operations';
import { paymentKeys } from './query-keys';

export type BankCardInput = z.input<typeof bankCardInputSchema>;
export type VirtualWalletInput = z.input<typeof virtualWalletInputSchema>;

export type PaymentMethodInput =
  { kind: 'bankCard'; values: BankCardInput } | { kind: 'virtualWallet'; values: VirtualWalletInput };

/** Saves a new bank card or crypto address for withdrawals. */
export function createPaymentMethod(input: PaymentMethodInput) {
  return input.kind === 'bankCard'
    ? callOperation(paymentOperations.bankCardCreate, { body: input.values, noMsg: true })
    : callOperation(paymentOperations.virtualWalletCreate, { body: input.values, noMsg: true });
}

export function useCreatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentMethod,
    onSuccess: (_method, input) =>
      queryClient.invalidateQueries({ queryKey: paymentKeys.paymentMethods(input.kind) }),
  });
}
