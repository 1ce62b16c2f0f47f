import { MAX_KLINE_LIMIT, type KlineItem, type MarkPriceView } from '@exchange/contracts';
import type { KlineInterval } from '@exchange/domain';
import type { Clock } from '../../platform/clock';
import { fail } from '../../platform/errors';
import { toDepthRow } from './market-feed';
import type { MarketRuntime } from './market-state';
import { quoteKey } from './quote-lookup';

/** The listed instrument of `type` named `symbol`, or a 404 naming the field. */
const listedInstrument = (runtime: MarketRuntime, type: number, symbol: string) =>
  runtime.catalogue.findListed(type, symbol) ?? fail('INSTRUMENT_NOT_FOUND', { field: 'symbol' });

/** `market/kline/list`: candles ascending by t; prices come only from the source (never written by a call). */
export const getKlines = async (
  runtime: MarketRuntime,
  clock: Clock,
  query: {
    type: number;
    symbol: string;
    interval: KlineInterval;
    limit: number;
    endTime?: number | undefined;
  },
): Promise<KlineItem[]> => {
  const instrument = listedInstrument(runtime, query.type, query.symbol);
  const limit = Math.min(query.limit, MAX_KLINE_LIMIT);
  return runtime.klines.list(instrument, query.interval, limit, query.endTime, clock.nowMs());
};

/** `market/depth`: this instance's latest book from the feed; empty sides before the first one. */
export const getDepth = (
  runtime: MarketRuntime,
  clock: Clock,
  query: { type: number; symbol: string; limit: number },
) => {
  const instrument = listedInstrument(runtime, query.type, query.symbol);
  const depth = runtime.feed.depths.get(quoteKey(instrument.type, instrument.symbol)) ?? {
    symbol: instrument.symbol,
    bids: [],
    asks: [],
    time: clock.nowMs(),
  };
  return toDepthRow(instrument.type, depth, query.limit);
};

/** `market/feed/status`: which source feeds prices, so every screen can say "Demo market". */
export const getFeedStatus = (runtime: MarketRuntime) => ({
  source: runtime.feed.source,
  isDemo: runtime.feed.source === 'simulated',
  lastTickTime: runtime.feed.lastTickTime,
});

/** `market/mark-price`: the contract's mark, index and last price as the leader's source last computed them. */
export const getMarkPrice = (
  runtime: MarketRuntime,
  query: { type: number; symbol: string },
): MarkPriceView => {
  const instrument = listedInstrument(runtime, query.type, query.symbol);
  const mark = runtime.feed.marks.get(quoteKey(instrument.type, instrument.symbol));
  const quote = runtime.quotes.get(instrument.symbol, instrument.type);
  if (!mark || !quote || quote.status !== 1) return fail('PRICE_UNAVAILABLE', { field: 'symbol' });
  return { ...mark, lastPrice: quote.price };
};
