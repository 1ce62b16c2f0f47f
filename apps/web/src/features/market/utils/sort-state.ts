import type { MarketSortField } from '@exchange/contracts/http/market/list-market-page';
import type { MarketSort } from '../api/list-market-page';

/**
 * Spec sort state (priceSort, upDownSort, upDownRangSort; 1 ascending, 2 descending), one field at a time. A tap
 * on a column cycles none → descending → ascending → none; a tap on another column starts it descending.
 */
export function nextSort(current: MarketSort | null, field: MarketSortField): MarketSort | null {
  if (current?.field !== field) return { field, direction: 2 };
  return current.direction === 2 ? { field, direction: 1 } : null;
}

export function sortDirectionOf(current: MarketSort | null, field: MarketSortField): 1 | 2 | null {
  return current?.field === field ? current.direction : null;
}
