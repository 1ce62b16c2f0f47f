import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { instrumentKeys } from './instrument-keys';
import type { InstrumentListParams, InstrumentListRequest, MarketListRow } from './instrument-types';

/**
 * Spec §9: the market list is fresh for 10 s (screens that show it as a list refresh it at that pace); live prices
 * come from the socket (`data/quotes`).
 */
export const INSTRUMENT_REFRESH_MS = 10_000;
/** The largest page the server serves: one page holds a whole type, so every screen asks for the same page. */
export const INSTRUMENT_PAGE_SIZE = 200;

/** The request in its one spelling, so equal requests share one cache entry. */
export function instrumentListRequest(params: InstrumentListParams): InstrumentListRequest {
  return {
    type: params.type,
    plate: params.plate ?? '',
    symbol: params.symbol?.trim() ?? '',
    sort: params.sort ?? null,
    pageSize: params.pageSize ?? INSTRUMENT_PAGE_SIZE,
  };
}

export function fetchInstrumentPage(request: InstrumentListRequest, signal?: AbortSignal) {
  const { type, plate, symbol, sort, pageSize } = request;
  return callOperation(operations.listMarketPage, {
    noMsg: true,
    signal,
    query: {
      pageNo: 1,
      pageSize,
      type,
      plate: plate || undefined,
      symbol: symbol || undefined,
      ...(sort ? { [sort.field]: sort.direction } : {}),
    },
  });
}

/** One page of the market list; screens add their own refresh and placeholder policy. */
export function instrumentListQuery(params: InstrumentListParams) {
  const request = instrumentListRequest(params);
  return queryOptions({
    queryKey: instrumentKeys.list(request),
    queryFn: ({ signal }) => fetchInstrumentPage(request, signal),
    staleTime: INSTRUMENT_REFRESH_MS,
  });
}

/** `select` for screens that want the rows only. */
export const selectInstrumentRows = (page: { list: MarketListRow[] }): MarketListRow[] => page.list;
