import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import type {
  AiChildOrder,
  AiOrder,
  AiProduct,
  buyAiProduct,
  settleAiOrderEarly,
} from '@exchange/contracts/http/ai/index';
import { fundKeys } from '@/data/assets/fund-keys';
import { callOperation, request } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { USER_QUERY_SCOPE } from '@/lib/query-client';
import { aiOperations } from './ai-operations';

export type { AiChildOrder, AiOrder, AiProduct };
export type AiOrderScope = 'running' | 'settled';

/** Spec §3: AI pages are pageNo 1, pageSize 10. */
export const AI_PAGE_SIZE = 10;
/** A running order's value follows the live price: read again this often while shown. */
const LIVE_REFRESH_MS = 5_000;

export const aiKeys = {
  products: [USER_QUERY_SCOPE, 'ai', 'products'] as const,
  all: [USER_QUERY_SCOPE, 'ai'] as const,
  orders: (scope: AiOrderScope, page: number) => [USER_QUERY_SCOPE, 'ai', 'orders', scope, page] as const,
  order: (id: number) => [USER_QUERY_SCOPE, 'ai', 'order', id] as const,
  children: (orderId: number, page: number) => [USER_QUERY_SCOPE, 'ai', 'children', orderId, page] as const,
};

/** The products on offer, with rules, fees and each one's backtest. */
export function useAiProducts() {
  return useQuery({
    queryKey: aiKeys.products,
    queryFn: ({ signal }) =>
      callOperation(aiOperations.pageAiProducts, {
        query: { pageNo: 1, pageSize: AI_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
  });
}

export function useAiOrders(scope: AiOrderScope, page: number) {
  return useQuery({
    queryKey: aiKeys.orders(scope, page),
    queryFn: ({ signal }) =>
      callOperation(aiOperations.pageAiOrders, {
        query: { pageNo: page, pageSize: AI_PAGE_SIZE, scope },
        noMsg: true,
        signal,
      }),
    refetchInterval: scope === 'running' ? LIVE_REFRESH_MS : false,
  });
}

export function useAiOrder(id: number | null) {
  return useQuery({
    queryKey: aiKeys.order(id ?? 0),
    queryFn: ({ signal }) =>
      callOperation(aiOperations.getAiOrder, { query: { id: id ?? 0 }, noMsg: true, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 0 ? LIVE_REFRESH_MS : false),
  });
}

export function useAiChildOrders(orderId: number | null, page: number) {
  return useQuery({
    queryKey: aiKeys.children(orderId ?? 0, page),
    queryFn: ({ signal }) =>
      callOperation(aiOperations.pageAiChildOrders, {
        query: { orderId: orderId ?? 0, pageNo: page, pageSize: AI_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
    enabled: orderId !== null,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export type BuyAiRequest = OperationBody<typeof buyAiProduct>;

/** Starts an order; whatever the answer, the products, orders and funds are read again. */
export function useBuyAi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BuyAiRequest; idempotencyKey: string }) =>
      callOperation(aiOperations.buyAiProduct, {
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        noMsg: true,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.all }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}

/** `PUT pay/ai-trade/early-settlement/:id`: the path carries the id, which `callOperation` does not fill in. */
export function useSettleAiEarly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => {
      const { method, path } = aiOperations.settleAiOrderEarly;
      return request<OperationResponse<typeof settleAiOrderEarly>>({
        method,
        path: path.replace(':id', String(id)),
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        noMsg: true,
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.all }),
        queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      ]),
  });
}
