import type { QuoteStatus } from '@exchange/contracts';

/** The latest market data of one instrument, decimal strings as the price source reported them. */
export interface Quote {
  price: string;
  change: string;
  /** Percent: '2.35' means +2.35 %. */
  changeRate: string;
  high24h: string;
  low24h: string;
  volume24h: string;
  /** live or stale; an instrument without a quote is `noPrice`. */
  status: Exclude<QuoteStatus, 0>;
}

/** Where the market list reads prices. It never makes one up: no quote means "no price from the source yet". */
export interface QuoteLookup {
  get(symbol: string, type: number): Quote | undefined;
}

/** The key of one instrument across the market module: the same string as its market topic (`1:BTCUSDT`). */
export const quoteKey = (type: number, symbol: string) => `${type}:${symbol}`;

/**
 * One instance's view of the latest quotes. The price feed (a later issue) publishes ticks on the bus and each
 * instance's subscriber calls `put`; nothing else may write here (DESIGN.md §1: prices come only from a source).
 * Until then it stays empty and every list row says `status: 0` with null prices.
 */
export class MemoryQuoteBook implements QuoteLookup {
  private readonly quotes = new Map<string, Quote>();

  get(symbol: string, type: number): Quote | undefined {
    return this.quotes.get(quoteKey(type, symbol));
  }

  put(type: number, symbol: string, quote: Quote) {
    this.quotes.set(quoteKey(type, symbol), quote);
  }

  remove(type: number, symbol: string) {
    this.quotes.delete(quoteKey(type, symbol));
  }
}
