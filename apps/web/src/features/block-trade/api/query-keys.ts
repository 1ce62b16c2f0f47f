import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Spec §9: list pages hold 15 rows. */
export const BLOCK_PAGE_SIZE = 15;

export type BlockOrderScope = 'all' | 'locked' | 'released';

/**
 * Offers are public (their live block price changes with the market); the caller's orders live under the user scope
 * (dropped on logout). A buy invalidates both.
 */
export const blockKeys = {
  offers: ['block-trade', 'offers'] as const,
  offer: (id: number) => [...blockKeys.offers, id] as const,
  all: [USER_QUERY_SCOPE, 'block-trade'] as const,
  orderPage: (scope: BlockOrderScope) => [...blockKeys.all, 'orders', scope] as const,
  order: (id: number) => [...blockKeys.all, 'order', id] as const,
};
