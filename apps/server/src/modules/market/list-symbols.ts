import type { InstrumentCatalogue } from './instrument-catalogue';

/** Listed instruments of one type, or of all types by type then list order (spec "symbols"). */
export const listSymbols = (catalogue: InstrumentCatalogue, type: number | undefined) =>
  (type === undefined ? catalogue.allListed() : catalogue.listed(type)).map((instrument) => ({
    id: instrument.id,
    symbol: instrument.symbol,
    displayName: instrument.displayName,
    type: instrument.type,
  }));
