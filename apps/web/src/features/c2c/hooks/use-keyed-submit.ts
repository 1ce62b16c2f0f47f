import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import type { Keyed } from '../api/c2c-mutations';

/** The server's internal-error class: the call may or may not have happened, so a retry keeps the key. */
const SERVER_ERROR = 500;

export interface KeyedOutcome<Result> {
  onDone: (result: Result) => void;
  /** A refusal or a failure, as the error (the form shows it on a field or as a message). */
  onRefused: (error: unknown) => void;
}

/**
 * Sends a money call with one idempotency key per request: the same key while the same request is retried after no
 * answer (the server applies it at most once), a new one once it succeeded or was refused.
 */
export function useKeyedSubmit<Request, Result>(mutation: UseMutationResult<Result, Error, Keyed<Request>>) {
  const idempotency = useIdempotencyKey();
  return (request: Request, outcome: KeyedOutcome<Result>) =>
    mutation.mutate(
      { request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (result) => {
          idempotency.reset();
          outcome.onDone(result);
        },
        onError: (error) => {
          if (error instanceof ApiError && !error.isNoResponse && error.code !== SERVER_ERROR)
            idempotency.reset();
          outcome.onRefused(error);
        },
      },
    );
}
