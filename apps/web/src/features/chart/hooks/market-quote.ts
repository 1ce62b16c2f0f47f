import type { MarketListRow, QuoteStatus } from '@exchange/contracts/http/market/market-row';
import type { MarketRow } from '@exchange/contracts/ws/data-socket';

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

export function quoteOfRow(row: MarketListRow): Quote {
  return {
    price: row.price,
    change: row.change,
    changeRate: row.changeRate,
    high24h: row.high24h,
    low24h: row.low24h,
    volume24h: row.volume24h,
    status: row.status,
    time: null,
  };
}

function asStatus(value: number): QuoteStatus {
  return value === QUOTE_STATUS.stale ? QUOTE_STATUS.stale : QUOTE_STATUS.live;
}

/**
 * Applies a MARKET push (a last, b volume, pe change %, peA change, h/l high and low, st status) to a quote. An
 * older push than the one shown is ignored: frames can arrive out of order across a reconnect.
 */
export function applyMarketPush(quote: Quote | null, push: MarketRow): Quote {
  if (quote?.time != null && push.t < quote.time) return quote;
  return {
    price: push.a,
    volume24h: push.b,
    changeRate: push.pe,
    change: push.peA,
    high24h: push.h ?? quote?.high24h ?? null,
    low24h: push.l ?? quote?.low24h ?? null,
    status: asStatus(push.st),
    time: push.t,
  };
}
