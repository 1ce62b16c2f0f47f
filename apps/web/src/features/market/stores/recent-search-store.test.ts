import { describe, expect, it } from 'vitest';
import { MAX_RECENT_SEARCHES, useRecentSearchStore } from './recent-search-store';

describe('recent searches', () => {
  it('keeps the newest first, once each (any case), at most ten, in localStorage', () => {
    const { remember } = useRecentSearchStore.getState();
    remember(' btc ');
    remember('ETH');
    remember('BTC');
    expect(useRecentSearchStore.getState().terms).toEqual(['BTC', 'ETH']);
    for (let index = 0; index < 12; index += 1) remember(`term${index}`);
    expect(useRecentSearchStore.getState().terms).toHaveLength(MAX_RECENT_SEARCHES);
    expect(JSON.parse(window.localStorage.getItem('market_recent_searches') ?? '{}').state.terms[0]).toBe(
      'term11',
    );
    useRecentSearchStore.getState().clear();
    expect(useRecentSearchStore.getState().terms).toEqual([]);
  });
});
