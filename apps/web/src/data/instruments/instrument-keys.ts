import type { InstrumentListRequest } from './instrument-types';

/**
 * Keys of the instruments (the market list: what is listed, names, logos, price and quantity accuracies, the last
 * quote). Public data, kept across logouts (not under the user scope). Every screen that lists a whole type asks
 * for the same request, so the market tab, the chart's pane and default, and the contract screens share one entry.
 */
export const instrumentKeys = {
  all: ['instruments'] as const,
  lists: () => [...instrumentKeys.all, 'list'] as const,
  list: (request: InstrumentListRequest) => [...instrumentKeys.lists(), request] as const,
  /** One instrument by its exact symbol, read from its type's list (a lookup only past the list's first page). */
  instrument: (type: number, symbol: string) => [...instrumentKeys.all, 'instrument', type, symbol] as const,
};
