import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InstrumentListParams } from '@/data/instruments/instrument-types';
import {
  INSTRUMENT_REFRESH_MS,
  instrumentListQuery,
  selectInstrumentRows,
} from '@/data/instruments/list-instruments';

export type { MarketListRow, MarketSort, SortDirection } from '@/data/instruments/instrument-types';

/**
 * One tab of the market list (type, plate chip, search text, sort), refreshed every 10 s (spec §9). The whole-type
 * request is the data layer's shared entry: the chart and contract screens read the very same page.
 */
export function useMarketPage(params: InstrumentListParams, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    ...instrumentListQuery(params),
    refetchInterval: INSTRUMENT_REFRESH_MS,
    // A new sort or chip keeps the old rows on screen until the new order arrives.
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
    select: selectInstrumentRows,
  });
}
