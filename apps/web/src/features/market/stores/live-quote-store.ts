import { create } from 'zustand';
import type { MarketRow } from '@exchange/contracts/ws/data-socket';
import type { MarketListRow } from '../api/list-market-page';

/** The latest socket push of one instrument (spec §3 socket market row), in the market list's vocabulary. */
export interface LiveQuote {
  price: string;
  change: string;
  changeRate: string;
  volume24h: string;
  high24h: string | null;
  low24h: string | null;
  /** 1 live, 2 stale (the source went quiet). */
  status: 1 | 2;
  timeMs: number;
}

interface LiveQuoteState {
  /** By topic, `<type>:<SYMBOL>`. */
  quotes: Readonly<Record<string, LiveQuote>>;
  applyRows: (rows: readonly MarketRow[]) => void;
  /** Forgets quotes that are no longer followed, so a later list refresh is not hidden behind an old push. */
  dropTopics: (topics: readonly string[]) => void;
}

export const quoteTopic = (type: number, symbol: string) => `${type}:${symbol}`;

function toLiveQuote(row: MarketRow): LiveQuote {
  return {
    price: row.a,
    change: row.peA,
    changeRate: row.pe,
    volume24h: row.b,
    high24h: row.h ?? null,
    low24h: row.l ?? null,
    status: row.st === 2 ? 2 : 1,
    timeMs: row.t,
  };
}

export const useLiveQuoteStore = create<LiveQuoteState>()((set) => ({
  quotes: {},
  applyRows: (rows) =>
    set((state) => {
      const quotes = { ...state.quotes };
      for (const row of rows) {
        const topic = quoteTopic(row.type, row.p);
        const previous = quotes[topic];
        // Pushes can overtake each other across a reconnect; an older one never replaces a newer one.
        if (previous && previous.timeMs > row.t) continue;
        quotes[topic] = toLiveQuote(row);
      }
      return { quotes };
    }),
  dropTopics: (topics) =>
    set((state) => {
      if (!topics.some((topic) => topic in state.quotes)) return state;
      const quotes = { ...state.quotes };
      for (const topic of topics) delete quotes[topic];
      return { quotes };
    }),
}));

/** The latest push for one instrument, or undefined before the first (re-renders only that row). */
export function useLiveQuote(type: number, symbol: string): LiveQuote | undefined {
  return useLiveQuoteStore((state) => state.quotes[quoteTopic(type, symbol)]);
}

/** A list row with the latest push laid over its quote fields. */
export function withLiveQuote(row: MarketListRow, quote: LiveQuote | undefined): MarketListRow {
  if (!quote) return row;
  return {
    ...row,
    price: quote.price,
    change: quote.change,
    changeRate: quote.changeRate,
    volume24h: quote.volume24h,
    high24h: quote.high24h ?? row.high24h,
    low24h: quote.low24h ?? row.low24h,
    status: quote.status,
  };
}
