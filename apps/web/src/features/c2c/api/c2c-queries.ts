import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OperationResponse } from '@exchange/contracts/http/operation';
import type {
  C2cAd,
  C2cOrder,
  C2cOrderEvent,
  C2cPaymentMethod,
  C2cSide,
  Merchant,
  getC2cOrder,
} from '@exchange/contracts/http/c2c/index';
import { API_BASE, callOperation, request } from '@/lib/api-client';
import { fetchPrivateFile } from '@/lib/private-file';
import { USER_QUERY_SCOPE } from '@/lib/query-client';
import type { C2cAsset } from '../utils/c2c-rules';
import { isOpenOrder } from '../utils/c2c-rules';
import { c2cOperations, withId } from './c2c-operations';

export type { C2cAd, C2cOrder, C2cOrderEvent, C2cPaymentMethod, C2cSide, Merchant };
/** The market as a taker sees it: `buy` lists merchants' sell ads, `sell` their buy ads. */
export type TakerSide = 'buy' | 'sell';
export type C2cOrderScope = 'open' | 'done';

/** Rows per page of the market and of the orders. */
export const C2C_PAGE_SIZE = 20;
/** An open order is read again this often while it is on screen (the other side may act at any moment). */
export const ORDER_POLL_MS = 5_000;
/** The market's prices follow the index: read again this often while it is shown. */
const MARKET_REFRESH_MS = 15_000;

/** The market is public; everything else is the caller's, under the user scope (dropped on logout). */
export const c2cKeys = {
  market: (side: TakerSide, asset: string, fiat: string) => ['c2c', 'ads', side, asset, fiat] as const,
  mine: [USER_QUERY_SCOPE, 'c2c'] as const,
  merchant: () => [...c2cKeys.mine, 'merchant'] as const,
  methods: () => [...c2cKeys.mine, 'methods'] as const,
  myAds: () => [...c2cKeys.mine, 'ads'] as const,
  orders: (scope: C2cOrderScope) => [...c2cKeys.mine, 'orders', scope] as const,
  order: (id: number) => [...c2cKeys.mine, 'order', id] as const,
  file: (id: number) => [...c2cKeys.mine, 'file', id] as const,
};

/** The page after the last one loaded, or undefined once every row of `total` is there. */
export function nextC2cPageNo(
  lastPage: { list: readonly unknown[]; total: number },
  pages: readonly unknown[],
) {
  return lastPage.list.length > 0 && pages.length * C2C_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/** Online ads for a coin and fiat, best price first, page by page. */
export function useC2cAds(side: TakerSide, asset: C2cAsset, fiat: string) {
  return useInfiniteQuery({
    queryKey: c2cKeys.market(side, asset, fiat),
    queryFn: ({ pageParam, signal }) =>
      callOperation(c2cOperations.pageC2cAds, {
        query: { pageNo: pageParam, pageSize: C2C_PAGE_SIZE, side, asset, fiat },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextC2cPageNo,
    refetchInterval: MARKET_REFRESH_MS,
  });
}

export function useMyMerchant() {
  return useQuery({
    queryKey: c2cKeys.merchant(),
    queryFn: ({ signal }) => callOperation(c2cOperations.getMyMerchant, { noMsg: true, signal }),
  });
}

export function useC2cPaymentMethods() {
  return useQuery({
    queryKey: c2cKeys.methods(),
    queryFn: ({ signal }) => callOperation(c2cOperations.listC2cPaymentMethods, { noMsg: true, signal }),
  });
}

export function useMyC2cAds() {
  return useQuery({
    queryKey: c2cKeys.myAds(),
    queryFn: ({ signal }) => callOperation(c2cOperations.listMyC2cAds, { noMsg: true, signal }),
  });
}

/** The caller's orders as buyer or seller, open ones or finished ones, newest first, page by page. */
export function useC2cOrders(scope: C2cOrderScope) {
  return useInfiniteQuery({
    queryKey: c2cKeys.orders(scope),
    queryFn: ({ pageParam, signal }) =>
      callOperation(c2cOperations.pageC2cOrders, {
        query: { pageNo: pageParam, pageSize: C2C_PAGE_SIZE, scope },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextC2cPageNo,
    refetchInterval: scope === 'open' ? ORDER_POLL_MS : false,
  });
}

/** One order, read again every 5 s (and on focus) while it still waits for a step. */
export function useC2cOrder(id: number) {
  return useQuery({
    queryKey: c2cKeys.order(id),
    queryFn: ({ signal }) =>
      request<OperationResponse<typeof getC2cOrder>>({
        method: c2cOperations.getC2cOrder.method,
        path: withId(c2cOperations.getC2cOrder, id),
        noMsg: true,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data && isOpenOrder(query.state.data.status) ? ORDER_POLL_MS : false,
    refetchOnWindowFocus: true,
  });
}

/** A proof or evidence image of an order, read with the member's token. */
export function fetchC2cOrderFile(id: number, signal?: AbortSignal): Promise<Blob> {
  return fetchPrivateFile(`${API_BASE}${c2cOperations.getC2cOrderFile.path}?id=${id}`, signal);
}

export function useC2cOrderFile(id: number) {
  return useQuery({
    queryKey: c2cKeys.file(id),
    queryFn: ({ signal }) => fetchC2cOrderFile(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
