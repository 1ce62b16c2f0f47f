import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/data/assets/fund-keys';
import { walletOperations } from './wallet-operations';
import { WALLET_PAGE_SIZE, walletKeys } from './query-keys';
import { nextPageNo } from './paging';

export type { WithdrawalOrder };

/** The user's withdrawals, newest first, 15 at a time; each row also fills the "sub" detail cache (spec §3). */
export function useWithdrawalPages() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: walletKeys.withdrawals(),
    queryFn: async ({ pageParam }) => {
      const page = await callOperation(walletOperations.pageWithdrawals, {
        query: { pageNo: pageParam, pageSize: WALLET_PAGE_SIZE },
        noMsg: true,
      });
      for (const order of page.list) queryClient.setQueryData(fundKeys.withdrawalDetail(order.id), order);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: WALLET_STALE_TIME_MS,
  });
}
