import { ApiError, presentApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useBuyFastContract } from '../api/buy-fast-contract';
import type { BuyFastContractRequest } from '../api/buy-fast-contract';
import type { FastContractOrder } from '../api/page-fast-contracts';

/** The server's internal-error class: the buy may or may not have happened, so a retry keeps the key. */
const SERVER_ERROR = 500;

interface FastBuyOptions {
  onBought: (order: FastContractOrder) => void;
  /** Shows a refusal under the field it names; false when the form has no such field (then: a toast). */
  onFieldError: (field: string, message: string) => boolean;
  /** Any refusal: the confirmation closes so the user sees where the problem is. */
  onRefused: () => void;
}

/**
 * Sends a buy with one idempotency key per submission: the same key while the same buy is retried after no answer
 * (the server applies it at most once), a new one after it was bought or refused — a refusal changed nothing, so
 * the next try is a new request.
 */
export function useFastBuy({ onBought, onFieldError, onRefused }: FastBuyOptions) {
  const mutation = useBuyFastContract();
  const idempotency = useIdempotencyKey();
  const submit = (request: BuyFastContractRequest) =>
    mutation.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (order) => {
          idempotency.reset();
          onBought(order);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (!error.isNoResponse && error.code !== SERVER_ERROR) idempotency.reset();
          onRefused();
          const field = serverField(error);
          if (field && onFieldError(field, error.msg)) return;
          presentApiError(error);
        },
      },
    );
  return { submit, isPending: mutation.isPending };
}
