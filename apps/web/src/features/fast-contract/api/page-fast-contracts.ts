import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { FastContractOrder } from '@exchange/contracts/http/fast-contract/index';
import { callOperation } from '@/lib/api-client';
import { fastOperations } from './fast-operations';
import { FAST_PAGE_SIZE, FAST_STALE_TIME_MS, fastKeys } from './query-keys';
import type { FastOrderScope } from './query-keys';

export type { FastContractOrder };

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextFastPageNo(
  lastPage: { list: readonly unknown[]; total: number },
  pages: readonly unknown[],
) {
  return lastPage.list.length > 0 && pages.length * FAST_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/** After the soonest expiry, the settlement is looked for this much later (and then as often) if no push brought it. */
export const SETTLEMENT_CHECK_MS = 2_000;

/**
 * When the open list is read again without a push: a little after its soonest expiry, then every
 * {@link SETTLEMENT_CHECK_MS} while an expired contract is still shown open; never while nothing is open.
 */
export function nextSettlementCheck(
  pages: readonly { list: readonly FastContractOrder[] }[] | undefined,
  nowMs: number,
) {
  const expiries = (pages ?? []).flatMap((page) => page.list.map((order) => order.expiresAt));
  if (expiries.length === 0) return false;
  return Math.max(Math.min(...expiries) - nowMs, 0) + SETTLEMENT_CHECK_MS;
}

/** Whether a contract the open list showed is no longer open (it settled): the settled list is then behind. */
function hasSettledSince(
  previous: { pages: readonly { list: readonly FastContractOrder[] }[] } | undefined,
  open: readonly FastContractOrder[],
) {
  const stillOpen = new Set(open.map((order) => order.id));
  return (previous?.pages[0]?.list ?? []).some((order) => !stillOpen.has(order.id));
}

/**
 * The caller's fast contracts, 15 at a time: `open` (soonest expiry first) or `settled` (newest first); `symbol` ''
 * for every instrument. Each row seen here is its detail's first answer.
 */
export function useFastContracts(scope: FastOrderScope, symbol = '', isEnabled = true) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: fastKeys.orderPage(scope, symbol),
    queryFn: async ({ pageParam, signal, queryKey }) => {
      const page = await callOperation(fastOperations.pageFastContracts, {
        query: { pageNo: pageParam, pageSize: FAST_PAGE_SIZE, scope, symbol: symbol || undefined },
        noMsg: true,
        signal,
      });
      for (const order of page.list) queryClient.setQueryData(fastKeys.order(order.id), order);
      if (
        scope === 'open' &&
        pageParam === 1 &&
        hasSettledSince(queryClient.getQueryData(queryKey), page.list)
      )
        void queryClient.invalidateQueries({ queryKey: fastKeys.orderPage('settled', symbol) });
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextFastPageNo,
    staleTime: FAST_STALE_TIME_MS,
    // The settlement push refreshes the lists; this covers a missed one (a reconnect).
    refetchInterval: (query) =>
      scope === 'open' ? nextSettlementCheck(query.state.data?.pages, Date.now()) : false,
    enabled: isEnabled,
  });
}
