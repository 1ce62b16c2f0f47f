import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionOrder } from '@exchange/contracts/http/subscription/index';
import { callOperation } from '@/lib/api-client';
import { subscriptionKeys, SUBSCRIPTION_PAGE_SIZE } from './query-keys';
import { subscriptionOperations } from './subscription-operations';

export type { SubscriptionOrder };

/** While an order waits for a job (allotment, distribution), its detail looks again this often. */
const PENDING_CHECK_MS = 15_000;

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextSubscriptionPageNo(
  lastPage: { list: readonly unknown[]; total: number },
  pages: readonly unknown[],
) {
  return lastPage.list.length > 0 && pages.length * SUBSCRIPTION_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/** The caller's subscription orders, 15 at a time; each row seen here is its detail's first answer. */
export function useSubscriptionOrders() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: subscriptionKeys.orderPage(null),
    queryFn: async ({ pageParam, signal }) => {
      const page = await callOperation(subscriptionOperations.pageSubscribeOrders, {
        query: { pageNo: pageParam, pageSize: SUBSCRIPTION_PAGE_SIZE },
        noMsg: true,
        signal,
      });
      for (const order of page.list) queryClient.setQueryData(subscriptionKeys.order(order.id), order);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextSubscriptionPageNo,
  });
}

/** The caller's order on one project, if any (one per project and user), or null. */
export function useProjectOrder(projectId: number) {
  return useQuery({
    queryKey: subscriptionKeys.projectOrder(projectId),
    queryFn: async ({ signal }) => {
      const page = await callOperation(subscriptionOperations.pageSubscribeOrders, {
        query: { pageNo: 1, pageSize: 1, projectId },
        noMsg: true,
        signal,
      });
      return page.list[0] ?? null;
    },
  });
}

/** One of the caller's orders; read again while it waits for its allotment or distribution. */
export function useSubscriptionOrder(id: number | null) {
  return useQuery({
    queryKey: subscriptionKeys.order(id ?? 0),
    queryFn: ({ signal }) =>
      callOperation(subscriptionOperations.getSubscribeOrder, {
        query: { id: id ?? 0 },
        noMsg: true,
        signal,
      }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && (order.status === 0 || order.status === 1) ? PENDING_CHECK_MS : false;
    },
  });
}
