import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoFundsClaim, DemoFundsStatus } from '@exchange/contracts/http/wallet/demo-funds';
import { WALLET_STALE_TIME_MS } from '@/data/assets/fund-keys';
import { callOperation } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@/lib/idempotency';
import { walletOperations } from './wallet-operations';
import { walletKeys } from './query-keys';

export type { DemoFundsClaim, DemoFundsStatus };

/** Whether the user can take demo funds now; asked only on the demo market (`isDemo`). */
export function useDemoFundsStatus(isDemo: boolean) {
  return useQuery({
    queryKey: walletKeys.demoFunds(),
    queryFn: (): Promise<DemoFundsStatus> =>
      callOperation(walletOperations.getDemoFundsStatus, { noMsg: true }),
    staleTime: WALLET_STALE_TIME_MS,
    enabled: isDemo,
  });
}

/**
 * Takes today's demo funds. Each tap is its own request (a new key): the server credits once a day whatever the
 * taps, and answers a second one with "already taken, next at …" (shown as its message). The wallet refetches
 * either way.
 */
export function useClaimDemoFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callOperation(walletOperations.claimDemoFunds, {
        headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
