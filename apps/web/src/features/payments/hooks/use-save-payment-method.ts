import { useCreatePaymentMethod } from '../api/create-payment-method';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import type { PaymentMethodInput } from '../api/create-payment-method';

/** Saves a payment-method form: an update of the method being edited (`id`), else a new one. */
export function useSavePaymentMethod(id: number | undefined) {
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  return {
    isPending: create.isPending || update.isPending,
    mutate: (
      input: PaymentMethodInput,
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => {
      if (id === undefined) create.mutate(input, callbacks);
      else update.mutate({ ...input, id }, callbacks);
    },
  };
}
