import { useQuery } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { instrumentListQuery, selectInstrumentRows } from '@/data/instruments/list-instruments';

/**
 * The listed coin pairs (market list type 1) with their last quote: the picker, the default and the pair bar. The
 * data layer's whole-type page: the market's coin tab and a coin's chart read the same entry.
 */
export function useSpotPairs() {
  return useQuery({
    ...instrumentListQuery({ type: InstrumentType.coin }),
    select: selectInstrumentRows,
  });
}
