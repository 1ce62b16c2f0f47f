import { USER_QUERY_SCOPE } from '@/lib/query-client';

/**
 * Market data is public and cached across logouts; favourites belong to the signed-in user and live under the user
 * scope, so a logout drops them. The market list itself is keyed by the data layer (`instrumentKeys`), shared with
 * the chart and contract screens.
 */
export const marketKeys = {
  all: ['market'] as const,
  plates: (type: number) => [...marketKeys.all, 'plates', type] as const,
  feedStatus: () => [...marketKeys.all, 'feed-status'] as const,
  /** The hourly closes of a type's instruments, for the list's sparklines. */
  sparklines: (type: number) => [...marketKeys.all, 'sparklines', type] as const,
  favourites: () => [USER_QUERY_SCOPE, 'market', 'favourites'] as const,
  favouritePage: (category: number) => [...marketKeys.favourites(), category] as const,
};
