import { BigNumber } from 'bignumber.js';
import { InstrumentType, QuoteStatus } from '@exchange/contracts';
import { SPOT_BUY, type BookLevel, type SpotDirection } from '@exchange/domain';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { findListedInstrument, marketRuntimeOf, type Instrument } from '../market/index';

/** Spot pairs are coin instruments (type 1). */
export const SPOT_TYPE = InstrumentType.coin;

/**
 * A spot pair's market as this instance last received it from the price feed: the last price with its tick time and
 * the order book with its snapshot time. Nothing here comes from a request (DESIGN.md §1).
 */
export interface SpotMarket {
  lastPrice: string;
  lastTime: number;
  asks: readonly BookLevel[];
  bids: readonly BookLevel[];
  bookTime: number;
  /**
   * The quote not reported stale, the last tick and the book no older than PRICE_STALE_AFTER_MS, the last price above
   * zero: the only state in which an order may be placed or fill. Anything else is "no price".
   */
  isLive: boolean;
}

const quoteKeyOf = (symbol: string) => `${SPOT_TYPE}:${symbol}`;

/** The market of the spot pair `symbol`, or undefined before the source priced it. */
export const spotMarketOf = (context: AppContext, symbol: string): SpotMarket | undefined => {
  const runtime = marketRuntimeOf(context);
  const quote = runtime?.quotes.get(symbol, SPOT_TYPE);
  const lastTime = runtime?.feed.tickTimes.get(quoteKeyOf(symbol));
  if (!runtime || !quote || lastTime === undefined) return undefined;
  const depth = runtime.feed.depths.get(quoteKeyOf(symbol));
  const now = context.clock.nowMs();
  const staleAfter = context.config.PRICE_STALE_AFTER_MS;
  const bookTime = depth?.time ?? 0;
  return {
    lastPrice: quote.price,
    lastTime,
    asks: depth?.asks ?? [],
    bids: depth?.bids ?? [],
    bookTime,
    isLive:
      quote.status === QuoteStatus.live &&
      now - lastTime <= staleAfter &&
      depth !== undefined &&
      now - bookTime <= staleAfter &&
      new BigNumber(quote.price).isGreaterThan(0),
  };
};

/** The live market of `symbol`, or PRICE_UNAVAILABLE naming the symbol: never a fill on a stale or missing price. */
export const requireLiveMarket = (context: AppContext, symbol: string): SpotMarket => {
  const market = spotMarketOf(context, symbol);
  return market?.isLive ? market : fail('PRICE_UNAVAILABLE', { field: 'symbol' });
};

/** The listed spot pair `symbol`, or INSTRUMENT_NOT_FOUND naming the field. */
export const requirePair = (context: AppContext, symbol: string, field = 'symbol'): Instrument =>
  findListedInstrument(context, SPOT_TYPE, symbol) ?? fail('INSTRUMENT_NOT_FOUND', { field });

/** A spot pair by id, listed or not (an open order outlives a delisting). */
export const pairById = (context: AppContext, instrumentId: number): Instrument | undefined =>
  marketRuntimeOf(context)?.catalogue.find(instrumentId);

/** The book side an order takes from, best first: the asks for a buy, the bids for a sell. */
export const bookSideOf = (market: SpotMarket, side: SpotDirection) =>
  side === SPOT_BUY ? market.asks : market.bids;
