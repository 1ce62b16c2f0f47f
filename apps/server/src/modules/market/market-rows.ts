import { QuoteStatus, type MarketListRow } from '@exchange/contracts';
import type { Instrument } from './instrument-catalogue';
import type { QuoteLookup } from './quote-lookup';
import { isWithinTradingHours } from './trading-hours';

/** One market-list row: the instrument's reference fields and its quote, or nulls when the source has none yet. */
export const toMarketRow = (instrument: Instrument, quotes: QuoteLookup, nowMs: number): MarketListRow => {
  const quote = quotes.get(instrument.symbol, instrument.type);
  return {
    id: instrument.id,
    symbol: instrument.symbol,
    displayName: instrument.displayName,
    logo: instrument.logo,
    plate: instrument.plate,
    type: instrument.type,
    baseAsset: instrument.baseAsset,
    quoteAsset: instrument.quoteAsset,
    priceAccuracy: instrument.priceAccuracy,
    transactionAccuracy: instrument.transactionAccuracy,
    tradingHours: instrument.tradingHours ?? null,
    isOpen: isWithinTradingHours(instrument.tradingHours ?? null, nowMs),
    price: quote?.price ?? null,
    change: quote?.change ?? null,
    changeRate: quote?.changeRate ?? null,
    high24h: quote?.high24h ?? null,
    low24h: quote?.low24h ?? null,
    volume24h: quote?.volume24h ?? null,
    status: quote?.status ?? QuoteStatus.noPrice,
  };
};

/** The slice of a list for a page (pageNo from 1). */
export const pageOf = <T>(items: readonly T[], pageNo: number, pageSize: number): T[] =>
  items.slice((pageNo - 1) * pageSize, pageNo * pageSize);
