import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { RechargeOrder } from '@exchange/contracts/http/wallet/recharge';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/data/assets/fund-keys';
import { walletOperations } from './wallet-operations';
import { WALLET_PAGE_SIZE, walletKeys } from './query-keys';
import { nextPageNo } from './paging';

export type { RechargeOrder };

/** The user's deposits, newest first, 15 at a time; each row also fills the "add" detail cache (spec §3). */
export function useRechargePages() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: walletKeys.recharges(),
    queryFn: async ({ pageParam }) => {
      const page = await callOperation(walletOperations.pageRecharges, {
        query: { pageNo: pageParam, pageSize: WALLET_PAGE_SIZE },
        noMsg: true,
      });
      for (const order of page.list) queryClient.setQueryData(fundKeys.rechargeDetail(order.id), order);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: WALLET_STALE_TIME_MS,
  });
}
