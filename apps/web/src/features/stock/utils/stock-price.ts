import type { QuoteStatus as QuoteStatusValues } from '@exchange/contracts/http/market/market-row';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import type { LiveQuote } from '@/data/quotes/live-quote';

const QuoteStatus = { noPrice: 0, live: 1, stale: 2 } as const satisfies typeof QuoteStatusValues;

/** A quote older than this is not traded on at market (the server's PRICE_STALE_AFTER_MS default). */
export const STOCK_PRICE_STALE_AFTER_MS = 10_000;

export type StockPriceState = 'live' | 'stale' | 'missing';

export interface StockPrice {
  price: string | null;
  change: string | null;
  changeRate: string | null;
  high: string | null;
  low: string | null;
  state: StockPriceState;
}

/**
 * The stock's price as the ticket uses it: the newest push, else the market list's snapshot. A closed market sends
 * no prices, so the last one goes stale: a market order is refused then anyway (out of session), a limit order needs
 * no live price.
 */
export function stockPriceOf(
  row: MarketListRow,
  push: LiveQuote | undefined,
  snapshotAtMs: number,
  nowMs: number,
): StockPrice {
  const price = push?.price ?? row.price;
  const status = push?.status ?? row.status;
  const receivedAtMs = push?.receivedAtMs ?? snapshotAtMs;
  let state: StockPriceState = 'live';
  if (price === null || status === QuoteStatus.noPrice) state = 'missing';
  else if (status === QuoteStatus.stale || nowMs - receivedAtMs > STOCK_PRICE_STALE_AFTER_MS) state = 'stale';
  return {
    price,
    change: push?.change ?? row.change,
    changeRate: push?.changeRate ?? row.changeRate,
    high: push?.high24h ?? row.high24h,
    low: push?.low24h ?? row.low24h,
    state,
  };
}
