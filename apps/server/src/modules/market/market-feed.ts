import { BigNumber } from 'bignumber.js';
import {
  MAX_DEPTH_LEVELS,
  QuoteStatus,
  depthTopic,
  klineTopic,
  marketTopic,
  parseTopic,
  type DepthRow,
  type KlineItem,
  type MarketRow,
} from '@exchange/contracts';
import type { KlineInterval } from '@exchange/domain';
import type { AppContext } from '../../platform/context';
import type { DataSocketHub } from '../../platform/ws-hub/data-socket-hub';
import { MARKET_TICKS_CHANNEL, type MarketTickBatch } from '../../engines/price-feed/market-batch';
import type { DepthSnapshot, MarkPrice, PriceTick } from '../../engines/price-feed/price-source';
import type { MarketRuntime } from './market-state';
import { quoteKey, type Quote } from './quote-lookup';

/** 24 h change and change rate (percent, 2 decimals) from the tick's open, in exact decimals. */
export const toQuote = (tick: PriceTick, status: Quote['status']): Quote => {
  const price = new BigNumber(tick.price);
  const open = new BigNumber(tick.open24h);
  const change = price.minus(open);
  return {
    price: tick.price,
    change: change.toFixed(),
    changeRate: open.isZero() ? '0' : change.div(open).times(100).toFixed(2, BigNumber.ROUND_HALF_UP),
    high24h: tick.high24h,
    low24h: tick.low24h,
    volume24h: tick.volume24h,
    status,
  };
};

const toRow = (type: number, symbol: string, quote: Quote, time: number, mark?: MarkPrice): MarketRow => ({
  p: symbol,
  type,
  a: quote.price,
  b: quote.volume24h,
  pe: quote.changeRate,
  peA: quote.change,
  t: time,
  st: quote.status,
  h: quote.high24h,
  l: quote.low24h,
  ...(mark ? { mp: mark.markPrice } : {}),
});

export const toDepthRow = (type: number, depth: DepthSnapshot, limit: number): DepthRow => ({
  p: depth.symbol,
  type,
  a: depth.asks.slice(0, limit).map((level) => [level.price, level.quantity]),
  b: depth.bids.slice(0, limit).map((level) => [level.price, level.quantity]),
  t: depth.time,
});

/**
 * Every instance consumes the leader's batches: it keeps the latest quote, book and mark price per instrument for
 * the HTTP reads, and forwards rows, books and open candles to the socket clients that follow them. Each message is
 * built once per topic; the hub serialises it once for all subscribers.
 */
export const startMarketFeed = async (context: AppContext, runtime: MarketRuntime) => {
  const { hub } = context;
  const consume = async (batch: MarketTickBatch) => {
    runtime.feed.lastTickTime = batch.time;
    const touched = new Set<string>();
    for (const { type, mark } of batch.marks) runtime.feed.marks.set(quoteKey(type, mark.symbol), mark);
    for (const { type, tick } of batch.ticks) {
      const quote = toQuote(tick, QuoteStatus.live);
      runtime.quotes.put(type, tick.symbol, quote);
      runtime.feed.tickTimes.set(quoteKey(type, tick.symbol), tick.time);
      touched.add(quoteKey(type, tick.symbol));
      const topic = marketTopic(type, tick.symbol);
      if (!hub.hasSubscribers(topic)) continue;
      const mark = runtime.feed.marks.get(quoteKey(type, tick.symbol));
      hub.publishMarket(
        topic,
        { type: 'MARKET', data: toRow(type, tick.symbol, quote, tick.time, mark) },
        true,
      );
    }
    for (const { type, symbol } of batch.stale) {
      const quote = runtime.quotes.get(symbol, type);
      if (!quote) continue;
      const staleQuote = { ...quote, status: QuoteStatus.stale } as const;
      runtime.quotes.put(type, symbol, staleQuote);
      hub.publishMarket(
        marketTopic(type, symbol),
        { type: 'MARKET', data: toRow(type, symbol, staleQuote, batch.time) },
        true,
      );
    }
    for (const { type, depth } of batch.depths) {
      runtime.feed.depths.set(quoteKey(type, depth.symbol), depth);
      const topic = depthTopic(type, depth.symbol);
      if (hub.hasSubscribers(topic))
        hub.publishMarket(topic, { type: 'DEPTH', data: toDepthRow(type, depth, MAX_DEPTH_LEVELS) }, true);
    }
    for (const { type, candle } of batch.candles) {
      const instrument = runtime.catalogue.findListed(type, candle.symbol);
      if (instrument) runtime.klines.onMinute(instrument, candle);
    }
    await pushOpenCandles(runtime, hub, touched, batch.time);
  };
  return context.bus.subscribe(MARKET_TICKS_CHANNEL, (message) => {
    consume(message as MarketTickBatch).catch((error: unknown) =>
      context.logger.error({ err: error }, 'market feed: a batch could not be applied'),
    );
  });
};

/** The open candle of every followed `<type>:<SYMBOL>:kline:<interval>` topic whose instrument just ticked. */
const pushOpenCandles = async (
  runtime: MarketRuntime,
  hub: DataSocketHub,
  touched: Set<string>,
  nowMs: number,
) => {
  const topics = [...hub.activeTopics()].filter((topic) => topic.includes(':kline:'));
  for (const topic of topics) {
    const { type, symbol, interval } = parseTopic(topic);
    if (!touched.has(quoteKey(type, symbol)) || !interval) continue;
    const instrument = runtime.catalogue.findListed(type, symbol);
    if (!instrument) continue;
    const candle: KlineItem | null = await runtime.klines.openCandle(
      instrument,
      interval as KlineInterval,
      nowMs,
    );
    if (!candle) continue;
    hub.publishMarket(
      klineTopic(type, symbol, interval),
      { type: 'KLINE', data: { s: symbol, type, interval: interval as KlineInterval, ts: nowMs, ...candle } },
      true,
    );
  }
};
