import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import type { MarketSortField } from '@exchange/contracts/http/market/list-market-page';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { marketKeys } from './query-keys';

export type { MarketListRow };

/** Spec §9: the market list is cached for 10 s and refreshed at that pace; live prices come from the socket. */
export const MARKET_LIST_REFRESH_MS = 10_000;
/** The largest page the server serves: one page holds a whole tab, virtualised on the client. */
export const MARKET_LIST_PAGE_SIZE = 200;

export type SortDirection = 1 | 2;
export interface MarketSort {
  field: MarketSortField;
  /** 1 ascending, 2 descending (spec sort state). */
  direction: SortDirection;
}

export interface MarketListParams {
  type: number;
  plate?: string;
  symbol?: string;
  sort?: MarketSort | null;
  pageSize?: number;
}

export function fetchMarketPage({ type, plate, symbol, sort, pageSize }: MarketListParams) {
  return callOperation(operations.listMarketPage, {
    noMsg: true,
    query: {
      pageNo: 1,
      pageSize: pageSize ?? MARKET_LIST_PAGE_SIZE,
      type,
      plate: plate || undefined,
      symbol: symbol || undefined,
      ...(sort ? { [sort.field]: sort.direction } : {}),
    },
  });
}

/** One tab of the market list (type, plate chip, search text, sort), refreshed every 10 s. */
export function useMarketPage(params: MarketListParams, options: { isEnabled?: boolean } = {}) {
  // One cache entry per distinct request: '' and undefined, null and no sort are the same request.
  const normalized: MarketListParams = {
    type: params.type,
    plate: params.plate ?? '',
    symbol: params.symbol?.trim() ?? '',
    sort: params.sort ?? null,
    pageSize: params.pageSize ?? MARKET_LIST_PAGE_SIZE,
  };
  return useQuery({
    queryKey: marketKeys.list(normalized),
    queryFn: () => fetchMarketPage(normalized),
    staleTime: MARKET_LIST_REFRESH_MS,
    refetchInterval: MARKET_LIST_REFRESH_MS,
    // A new sort or chip keeps the old rows on screen until the new order arrives.
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
    select: (page) => page.list,
  });
}
