import { useQuery } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { instrumentListQuery, selectInstrumentRows } from '@/data/instruments/list-instruments';

/**
 * The listed perpetuals (market list type 2) with their last quote: the switcher, the default and the header. The
 * data layer's whole-type page: the market's contract tab and the chart of a perpetual read the same entry.
 */
export function usePerpetuals() {
  return useQuery({
    ...instrumentListQuery({ type: InstrumentType.contract }),
    select: selectInstrumentRows,
  });
}
