import type { Candle, DepthSnapshot, MarkPrice, PriceTick } from './price-source';

/** The bus channel the feed leader publishes on; every instance (itself included) consumes it. */
export const MARKET_TICKS_CHANNEL = 'market.ticks';

export type FeedSourceKind = 'simulated' | 'binance';

/**
 * One flush of the leader's sources: the latest of everything per instrument since the last flush, and every
 * candle that closed. `type` is the instrument type the event belongs to (a pair is quoted per type).
 */
export interface MarketTickBatch {
  source: FeedSourceKind;
  time: number;
  ticks: { type: number; tick: PriceTick }[];
  depths: { type: number; depth: DepthSnapshot }[];
  candles: { type: number; candle: Candle }[];
  marks: { type: number; mark: MarkPrice }[];
  stale: { type: number; symbol: string; lastTime: number | null }[];
}

export const emptyBatch = (source: FeedSourceKind, time: number): MarketTickBatch => ({
  source,
  time,
  ticks: [],
  depths: [],
  candles: [],
  marks: [],
  stale: [],
});
