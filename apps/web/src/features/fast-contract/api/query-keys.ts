import { fundKeys } from '@/data/assets/fund-keys';
import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Spec §9: list pages hold 15 rows. */
export const FAST_PAGE_SIZE = 15;
/** Orders change by pushes (opened, settled); a refetch now and then covers a missed one. */
export const FAST_STALE_TIME_MS = 2_000;

export type FastOrderScope = 'open' | 'settled';

/**
 * The signed-in user's fast contracts, under the user scope (dropped on logout). `all` is what a buy and a
 * FAST_CONTRACT_ORDER push invalidate. The fast wallet sits under the wallet's `fundKeys.all`, so every
 * WALLET_UPDATE and transfer (which invalidate that) refresh it too.
 */
export const fastKeys = {
  all: [USER_QUERY_SCOPE, 'fast-contract'] as const,
  config: () => [...fastKeys.all, 'config'] as const,
  orders: () => [...fastKeys.all, 'orders'] as const,
  orderPage: (scope: FastOrderScope, symbol: string) =>
    [...fastKeys.orders(), 'page', scope, symbol] as const,
  order: (id: number) => [...fastKeys.orders(), 'detail', id] as const,
  wallet: () => [...fundKeys.all, 'fast-wallet'] as const,
};
