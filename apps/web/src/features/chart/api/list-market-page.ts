import { useQuery } from '@tanstack/react-query';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { instrumentListQuery, selectInstrumentRows } from '@/data/instruments/list-instruments';

export type Instrument = MarketListRow;

/**
 * Instruments of one type, optionally filtered by a search in symbol, base asset and name. Without a search this is
 * the data layer's whole-type page, the entry the market tab and the contract screens read too.
 */
export function useInstruments(type: number, query = '', isEnabled = true) {
  return useQuery({
    ...instrumentListQuery({ type, symbol: query }),
    select: selectInstrumentRows,
    // While a new search loads, the last results of the same type stay (another type's rows would be misleading).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].type === type ? previous : undefined,
    enabled: isEnabled,
  });
}
