import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import type { MarketSortField } from '@exchange/contracts/http/market/list-market-page';

/**
 * The market list's vocabulary, shared by every screen that lists instruments (market, chart, contract) and by the
 * key factory: kept in a file of its own so that the keys and the fetcher both depend on it and not on each other.
 */
export type { MarketListRow, MarketSortField };

/** 1 ascending, 2 descending (spec sort state). */
export type SortDirection = 1 | 2;

export interface MarketSort {
  field: MarketSortField;
  direction: SortDirection;
}

/** One request of the market list, as a screen asks for it: a type, optionally a plate chip, a search, a sort. */
export interface InstrumentListParams {
  /** Coin 1, contract 2, stock 3, fast contract 5. */
  type: number;
  plate?: string;
  symbol?: string;
  sort?: MarketSort | null;
  pageSize?: number;
}

/** The same request spelled one way (the cache key): '' and undefined, null and no sort are the same request. */
export interface InstrumentListRequest {
  type: number;
  plate: string;
  symbol: string;
  sort: MarketSort | null;
  pageSize: number;
}

/** What names an instrument: its type and its symbol (a market row is one). */
export interface InstrumentRef {
  type: number;
  symbol: string;
}
