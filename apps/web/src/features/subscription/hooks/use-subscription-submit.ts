import { ApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useSubscriptionBuy, type SubscriptionBuyRequest } from '../api/buy-subscription';
import type { SubscriptionOrder } from '../api/orders';

/** The server's internal-error class: the buy may or may not have happened, so a retry keeps the key. */
const SERVER_ERROR = 500;

interface SubmitOptions {
  onDone: (order: SubscriptionOrder) => void;
  /** A refusal, with the server's message (not open, a changed price, sold out, not enough USDT). */
  onRefused: (message: string) => void;
}

/**
 * Sends a commitment or buy with one idempotency key per submission: the same key while the same request is retried
 * after no answer (the server applies it at most once), a new one after it was accepted or refused.
 */
export function useSubscriptionSubmit({ onDone, onRefused }: SubmitOptions) {
  const mutation = useSubscriptionBuy();
  const idempotency = useIdempotencyKey();
  const submit = (rule: 1 | 2 | 3, request: SubscriptionBuyRequest) =>
    mutation.mutate(
      { rule, request, idempotencyKey: idempotency.keyFor({ rule, request }) },
      {
        onSuccess: (order) => {
          idempotency.reset();
          onDone(order);
        },
        onError: (error) => {
          if (error instanceof ApiError && !error.isNoResponse && error.code !== SERVER_ERROR)
            idempotency.reset();
          onRefused(error.message);
        },
      },
    );
  return { submit, isPending: mutation.isPending };
}
