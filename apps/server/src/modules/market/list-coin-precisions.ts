import type { InstrumentCatalogue } from './instrument-catalogue';

/**
 * Price and quantity decimals of every listed instrument (spec "coin precision list"). A symbol appears once per
 * type (BTCUSDT spot and perpetual may differ), so clients key it by type and symbol.
 */
export const listCoinPrecisions = (catalogue: InstrumentCatalogue) =>
  catalogue.allListed().map((instrument) => ({
    symbol: instrument.symbol,
    type: instrument.type,
    priceAccuracy: instrument.priceAccuracy,
    transactionAccuracy: instrument.transactionAccuracy,
  }));
