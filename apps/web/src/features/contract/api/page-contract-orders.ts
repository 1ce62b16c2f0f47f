import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import type { ContractOrderScope } from '../utils/contract-types';
import { CONTRACT_PAGE_SIZE, CONTRACT_STALE_TIME_MS, contractKeys } from './query-keys';

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextPageNo(lastPage: { list: readonly unknown[]; total: number }, pages: readonly unknown[]) {
  return lastPage.list.length > 0 && pages.length * CONTRACT_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/**
 * The caller's contract orders, newest first, 15 at a time: `open` the pending ones, `history` the filled and
 * cancelled; `symbol` '' for every perpetual. Each row seen here opens its detail at once.
 */
export function useContractOrders(scope: ContractOrderScope, symbol: string, isEnabled = true) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: contractKeys.orderPage(scope, symbol),
    queryFn: async ({ pageParam, signal }) => {
      const page = await callOperation(contractOperations.pageContractOrders, {
        query: { pageNo: pageParam, pageSize: CONTRACT_PAGE_SIZE, scope, symbol: symbol || undefined },
        noMsg: true,
        signal,
      });
      for (const order of page.list) queryClient.setQueryData(contractKeys.order(order.id), order);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: CONTRACT_STALE_TIME_MS,
    enabled: isEnabled,
  });
}
