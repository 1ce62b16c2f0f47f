import type { Candle as KlineCandle } from '@exchange/domain';

/**
 * What every price source emits (DESIGN.md §7). Prices are decimal strings; `time` is epoch ms of the source's
 * event. A source never invents a price: when its feed goes quiet it reports the instrument stale instead.
 */
export interface PriceTick {
  symbol: string;
  /** Last trade price. */
  price: string;
  /** Best bid and ask, when the source has them. */
  bid: string | null;
  ask: string | null;
  /** Rolling 24 h statistics as the source reports them. */
  open24h: string;
  high24h: string;
  low24h: string;
  /** Base-asset volume over 24 h. */
  volume24h: string;
  time: number;
}

export interface DepthLevel {
  price: string;
  quantity: string;
}

export interface DepthSnapshot {
  symbol: string;
  bids: DepthLevel[];
  asks: DepthLevel[];
  time: number;
}

/** A source's candle: the domain's kline (decimal strings, bucket open time) plus its symbol and whether it closed. */
export interface Candle extends KlineCandle {
  symbol: string;
  isClosed: boolean;
}

export interface MarkPrice {
  symbol: string;
  markPrice: string;
  indexPrice: string;
  /** Funding rate of the current interval as a decimal fraction, e.g. '0.0001'. */
  fundingRate: string;
  nextFundingTime: number;
  time: number;
}

export type SourceEvent =
  | { kind: 'tick'; tick: PriceTick }
  | { kind: 'depth'; depth: DepthSnapshot }
  | { kind: 'candle'; candle: Candle }
  | { kind: 'mark'; mark: MarkPrice }
  /** No event for `symbol` within the stale window: consumers must stop using its last price. */
  | { kind: 'stale'; symbol: string; lastTime: number | null }
  | { kind: 'connection'; state: 'connecting' | 'open' | 'closed'; attempt: number };

export interface PriceSource {
  readonly name: 'simulated' | 'binance';
  /** Starts delivering events for these symbols; resolves once the first connection attempt is under way. */
  start(symbols: readonly string[], onEvent: (event: SourceEvent) => void): Promise<void>;
  stop(): Promise<void>;
}
