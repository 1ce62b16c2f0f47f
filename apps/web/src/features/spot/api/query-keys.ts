import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Spec §9: list pages hold 15 rows. */
export const SPOT_PAGE_SIZE = 15;
/** Orders and fills change with fills and pushes; a push or a trade refetches them, a refetch now and then. */
export const SPOT_STALE_TIME_MS = 2_000;

export type SpotOrderScope = 'open' | 'history';

/**
 * The signed-in user's spot data, under the user scope (dropped on logout). `all` is what a trade, a cancel or a
 * SPOT_ORDER push invalidates.
 */
export const spotKeys = {
  all: [USER_QUERY_SCOPE, 'spot'] as const,
  orders: () => [...spotKeys.all, 'orders'] as const,
  orderPage: (scope: SpotOrderScope, symbol: string) =>
    [...spotKeys.orders(), 'page', scope, symbol] as const,
  order: (id: number) => [...spotKeys.orders(), 'detail', id] as const,
  feeRate: (symbol: string) => [...spotKeys.all, 'fee-rate', symbol] as const,
  fundRecords: () => [...spotKeys.all, 'fund-records'] as const,
};

/** Public market data the ticket reads: one pair's order book snapshot (kept across logouts). */
export const spotMarketKeys = {
  all: ['spot-market'] as const,
  depth: (symbol: string) => [...spotMarketKeys.all, 'depth', symbol] as const,
};
