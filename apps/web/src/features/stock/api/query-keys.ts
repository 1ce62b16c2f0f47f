import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Spec §9: list pages hold 15 rows. */
export const STOCK_PAGE_SIZE = 15;
/** Orders and holdings change by the user's own calls and by pushes; a refetch now and then covers a missed one. */
export const STOCK_STALE_TIME_MS = 2_000;

export type StockOrderScope = 'open' | 'history';

/**
 * The signed-in user's stock data, under the user scope (dropped on logout): `all` is what an order, a cancel, a
 * sale and a STOCK_ORDER push invalidate. The rules (config) and a stock's session are the same for every user but
 * need a token, so they live there too.
 */
export const stockKeys = {
  all: [USER_QUERY_SCOPE, 'stock'] as const,
  config: () => [...stockKeys.all, 'config'] as const,
  session: (symbol: string) => [...stockKeys.all, 'session', symbol] as const,
  holdings: () => [...stockKeys.all, 'holdings'] as const,
  orders: () => [...stockKeys.all, 'orders'] as const,
  orderPage: (scope: StockOrderScope, symbol: string) =>
    [...stockKeys.orders(), 'page', scope, symbol] as const,
  order: (id: number) => [...stockKeys.orders(), 'detail', id] as const,
};
