import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundKeys } from '@/data/assets/fund-keys';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { contractKeys } from './query-keys';

/** A money call's input: what is sent, and the key of this submission (reused on a retry of the same values). */
export interface Keyed<T> {
  request: T;
  idempotencyKey: string;
}

export const keyHeader = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

/**
 * A contract mutation: whatever it did, positions, orders, the account and the wallet balances are read again
 * (after a refusal too: a "position not open" means the screen was behind).
 */
export function useContractMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}
