import type { MarketRow } from '@exchange/contracts/ws/data-socket';
import type { InstrumentRef, MarketListRow } from '../instruments/instrument-types';

/**
 * The latest MARKET push of one instrument (spec §3 socket market row), in the market list's vocabulary: what
 * every screen lays over the list's snapshot (market rows and tiles, the chart's header and pane, the contract's
 * ticket and positions).
 */
export interface LiveQuote {
  price: string;
  change: string;
  changeRate: string;
  volume24h: string;
  high24h: string | null;
  low24h: string | null;
  /** Contracts: the mark price, kept from an earlier push while a push carries none; null before the first. */
  markPrice: string | null;
  /** 1 live, 2 stale (the source went quiet); a push only exists once a price does. */
  status: 1 | 2;
  /** The server's time of the push (ms). */
  timeMs: number;
  /** When this device received it (ms): how old the price is, for the contract ticket's staleness check. */
  receivedAtMs: number;
}

/** The data socket topic of an instrument's quote (`1:BTCUSDT`), as the protocol spells it. */
export const quoteTopic = (type: number, symbol: string) => `${type}:${symbol}`;

/** The instrument a quote topic names. */
export function topicInstrument(topic: string): InstrumentRef {
  const separator = topic.indexOf(':');
  return { type: Number(topic.slice(0, separator)), symbol: topic.slice(separator + 1) };
}

/**
 * The quote after `push`. Pushes can overtake each other across a reconnect: an older one than `previous` changes
 * nothing (the same object comes back).
 */
export function nextLiveQuote(
  previous: LiveQuote | undefined,
  push: MarketRow,
  receivedAtMs: number,
): LiveQuote {
  if (previous && previous.timeMs > push.t) return previous;
  return {
    price: push.a,
    change: push.peA,
    changeRate: push.pe,
    volume24h: push.b,
    high24h: push.h ?? null,
    low24h: push.l ?? null,
    markPrice: push.mp ?? previous?.markPrice ?? null,
    status: push.st === 2 ? 2 : 1,
    timeMs: push.t,
    receivedAtMs,
  };
}

/** A list row with the latest push laid over its quote fields (the row itself without one). */
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
