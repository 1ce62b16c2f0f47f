import type { MarketListRow, QuoteStatus } from '@exchange/contracts/http/market/market-row';
import type { LiveQuote } from '@/data/quotes/live-quote';

/** QuoteStatus of the contract (its values, checked at compile time without importing the zod module). */
export const QUOTE_STATUS = { noPrice: 0, live: 1, stale: 2 } as const satisfies Record<string, QuoteStatus>;

/** The quote fields the header and the market pane show, from the market list and then from MARKET pushes. */
export interface Quote {
  price: string | null;
  change: string | null;
  changeRate: string | null;
  high24h: string | null;
  low24h: string | null;
  volume24h: string | null;
  status: QuoteStatus;
  /** Time of the push it came from (ms); null while it is the list's snapshot. */
  time: number | null;
}

/**
 * The list's snapshot of an instrument with its latest push (the data layer's live quote: a last, b volume, pe
 * change %, peA change, h/l high and low, st status) laid over it; the list's high and low stay while a push has
 * none. The feed already ignores pushes older than the one kept.
 */
export function quoteOfRow(row: MarketListRow, live?: LiveQuote): Quote {
  return {
    price: live?.price ?? row.price,
    change: live?.change ?? row.change,
    changeRate: live?.changeRate ?? row.changeRate,
    high24h: live?.high24h ?? row.high24h,
    low24h: live?.low24h ?? row.low24h,
    volume24h: live?.volume24h ?? row.volume24h,
    status: live?.status ?? row.status,
    time: live?.timeMs ?? null,
  };
}
