import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, presentApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import type { Keyed } from '../api/stock-mutations';

/** The server's internal-error class: the call may or may not have happened, so a retry keeps the key. */
const SERVER_ERROR = 500;

interface RunOptions<TResult> {
  onSuccess: (result: TResult) => void;
  /** Shows a refusal under the field it names; false when the form has no such field (then: a toast). */
  onFieldError?: (field: string, message: string) => boolean;
  onRefused?: () => void;
}

/**
 * A stock money call with one idempotency key per submission: the same key while the same request is retried after
 * no answer (the server applies it once), a new one after success or a refusal (which changed nothing). A refusal
 * naming a field the form shows goes there; anything else is a toast.
 */
export function useStockAction<TRequest, TResult>(
  mutation: UseMutationResult<TResult, Error, Keyed<TRequest>>,
) {
  const idempotency = useIdempotencyKey();
  const run = (request: TRequest, options: RunOptions<TResult>) =>
    mutation.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (result) => {
          idempotency.reset();
          options.onSuccess(result);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (!error.isNoResponse && error.code !== SERVER_ERROR) idempotency.reset();
          options.onRefused?.();
          const field = serverField(error);
          if (field && options.onFieldError?.(field, error.msg)) return;
          presentApiError(error);
        },
      },
    );
  return { run, isPending: mutation.isPending };
}
