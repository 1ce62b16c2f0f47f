import { USER_QUERY_SCOPE } from '@/lib/query-client';
import type { MarketListParams } from './list-market-page';

/**
 * Market data is public and cached across logouts; favourites belong to the signed-in user and live under the user
 * scope, so a logout drops them.
 */
export const marketKeys = {
  all: ['market'] as const,
  lists: () => [...marketKeys.all, 'list'] as const,
  list: (params: MarketListParams) => [...marketKeys.lists(), params] as const,
  plates: (type: number) => [...marketKeys.all, 'plates', type] as const,
  feedStatus: () => [...marketKeys.all, 'feed-status'] as const,
  favourites: () => [USER_QUERY_SCOPE, 'market', 'favourites'] as const,
  favouritePage: (category: number) => [...marketKeys.favourites(), category] as const,
};
