import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockOrder } from '@exchange/contracts/http/block-trade/index';
import { callOperation } from '@/lib/api-client';
import { blockOperations } from './block-operations';
import { BLOCK_PAGE_SIZE, blockKeys, type BlockOrderScope } from './query-keys';

export type { BlockOrder };

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextBlockPageNo(
  lastPage: { list: readonly unknown[]; total: number },
  pages: readonly unknown[],
) {
  return lastPage.list.length > 0 && pages.length * BLOCK_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/** The caller's block orders, 15 at a time; each row seen here is its detail's first answer. */
export function useBlockOrders(scope: BlockOrderScope) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: blockKeys.orderPage(scope),
    queryFn: async ({ pageParam, signal }) => {
      const page = await callOperation(blockOperations.pageBlockOrders, {
        query: { pageNo: pageParam, pageSize: BLOCK_PAGE_SIZE, scope },
        noMsg: true,
        signal,
      });
      for (const order of page.list) queryClient.setQueryData(blockKeys.order(order.id), order);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextBlockPageNo,
  });
}
