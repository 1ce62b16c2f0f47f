import { useInfiniteQuery } from '@tanstack/react-query';
import type { StockOrder } from '@exchange/contracts/http/stock/index';
import { callOperation } from '@/lib/api-client';
import { stockOperations } from './stock-operations';
import { STOCK_PAGE_SIZE, STOCK_STALE_TIME_MS, stockKeys } from './query-keys';
import type { StockOrderScope } from './query-keys';

export type { StockOrder };

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextStockPageNo(
  lastPage: { list: readonly unknown[]; total: number },
  pages: readonly unknown[],
) {
  return lastPage.list.length > 0 && pages.length * STOCK_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/** The caller's stock orders, newest first, 15 at a time: `open` (waiting limits) or `history`; '' for every stock. */
export function useStockOrders(scope: StockOrderScope, symbol = '', isEnabled = true) {
  return useInfiniteQuery({
    queryKey: stockKeys.orderPage(scope, symbol),
    queryFn: ({ pageParam, signal }) =>
      callOperation(stockOperations.pageStockOrders, {
        query: { pageNo: pageParam, pageSize: STOCK_PAGE_SIZE, scope, symbol: symbol || undefined },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextStockPageNo,
    staleTime: STOCK_STALE_TIME_MS,
    enabled: isEnabled,
  });
}
