import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, presentApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import type { Keyed } from '../api/contract-mutation';
import { CONTRACT_ERROR_CODES } from '../utils/contract-error-codes';

/** Refusals that end a submission: the position or order moved on, or the price went away. */
const FINAL_REFUSALS: ReadonlySet<number> = new Set(Object.values(CONTRACT_ERROR_CODES));

interface RunOptions<TResult> {
  onSuccess: (result: TResult) => void;
  /** Shows a refusal under the field it names; returns false when the form has no such field (then: a toast). */
  onFieldError?: (field: string, message: string) => boolean;
}

/**
 * A money call with one idempotency key per submission: the same key while the same request is retried, a new one
 * after success or a final refusal. A refusal naming a field the form shows goes there; anything else is a toast.
 */
export function useKeyedAction<TRequest, TResult>(
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
          if (FINAL_REFUSALS.has(error.code)) idempotency.reset();
          const field = serverField(error);
          if (field && options.onFieldError?.(field, error.msg)) return;
          presentApiError(error);
        },
      },
    );
  return { run, isPending: mutation.isPending };
}
