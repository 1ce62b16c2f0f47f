import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationResponse } from '@exchange/contracts/http/operation';
import type { cancelWithdrawal } from '@exchange/contracts/http/wallet/withdrawal';
import { request } from '@/lib/api-client';
import { fundKeys } from '@/data/assets/fund-keys';
import { walletOperations } from './wallet-operations';
import { walletKeys } from './query-keys';

type CancelledWithdrawal = OperationResponse<typeof cancelWithdrawal>;

/** `PUT withdrawal/cancel/:id`: the path carries the id, which `callOperation` does not fill in. */
export function sendCancelWithdrawal(id: number): Promise<CancelledWithdrawal> {
  const { method, path } = walletOperations.cancelWithdrawal;
  return request<CancelledWithdrawal>({ method, path: path.replace(':id', String(id)), noMsg: true });
}

/** Cancels a withdrawal still waiting for review (2 → −2); the hold is released, so balances refetch too. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCancelWithdrawal,
    onSuccess: (order) => {
      queryClient.setQueryData(fundKeys.withdrawalDetail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
