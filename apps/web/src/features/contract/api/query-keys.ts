import { USER_QUERY_SCOPE } from '@/lib/query-client';
import type { ContractOrderScope } from '../utils/contract-types';

/** Spec §9: list pages hold 15 rows. */
export const CONTRACT_PAGE_SIZE = 15;
/** Positions and the account move with every tick; the socket keeps them current, a refetch now and then. */
export const CONTRACT_STALE_TIME_MS = 2_000;

/**
 * The signed-in user's contract data, under the user scope (dropped on logout). `all` is what a trade, a push
 * (CONTRACT_ORDER, CONTRACT_STOP, CONTRACT_LIQUIDATION) or a failed refusal of a stale view invalidates.
 */
export const contractKeys = {
  all: [USER_QUERY_SCOPE, 'contract'] as const,
  positions: () => [...contractKeys.all, 'positions'] as const,
  account: () => [...contractKeys.all, 'account'] as const,
  orders: () => [...contractKeys.all, 'orders'] as const,
  orderPage: (scope: ContractOrderScope, symbol: string) =>
    [...contractKeys.orders(), 'page', scope, symbol] as const,
  order: (id: number) => [...contractKeys.orders(), 'detail', id] as const,
};

/**
 * Public data: the perpetuals' trading rules and the mark price snapshot, kept across logouts. Their market rows are
 * the data layer's instruments (`instrumentKeys`), shared with the market and chart screens.
 */
export const perpetualKeys = {
  all: ['contract-market'] as const,
  specs: () => [...perpetualKeys.all, 'specs'] as const,
  mark: (symbol: string) => [...perpetualKeys.all, 'mark', symbol] as const,
};
