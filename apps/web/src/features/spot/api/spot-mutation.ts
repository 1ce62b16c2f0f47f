import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundKeys } from '@/data/assets/fund-keys';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { spotKeys } from './query-keys';

/** A money call's input: what is sent, and the key of this submission (reused on a retry of the same request). */
export interface Keyed<T> {
  request: T;
  idempotencyKey: string;
}

export const keyHeader = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

/**
 * What a caller does with the answer. Given here (not to `mutate`), it runs even when the caller unmounted meanwhile:
 * a cancelled order's row leaves the list the refetch brings, taking its button with it.
 */
export interface SpotMutationOutcome<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: Error) => void;
}

/**
 * A spot mutation: whatever it did, orders and the spot balances are read again (after a refusal too: an "order not
 * open" means the screen was behind).
 */
export function useSpotMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  outcome: SpotMutationOutcome<TResult> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: spotKeys.all }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}
