import { BigNumber } from 'bignumber.js';
import { InstrumentType, QuoteStatus } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { marketRuntimeOf } from './market-state';
import { quoteKey } from './quote-lookup';

/** A perpetual's prices as the feed last reported them (DESIGN.md §8: trade at last, value and liquidate at mark). */
export interface ContractPrice {
  lastPrice: string;
  markPrice: string;
  /** Epoch ms of the mark. */
  markTime: number;
  /** The source's funding rate of the current interval (a fraction). */
  fundingRate: string;
  /**
   * Both prices above zero, the quote not reported stale and the mark no older than PRICE_STALE_AFTER_MS: the only
   * state in which an order may fill or a position be liquidated. Anything else is "no price".
   */
  isLive: boolean;
}

/** The last and mark price of the listed perpetual `symbol`, or undefined when the source has not priced it. */
export const contractPriceOf = (context: AppContext, symbol: string): ContractPrice | undefined => {
  const runtime = marketRuntimeOf(context);
  const quote = runtime?.quotes.get(symbol, InstrumentType.contract);
  const mark = runtime?.feed.marks.get(quoteKey(InstrumentType.contract, symbol));
  if (!quote || !mark) return undefined;
  const isFresh = context.clock.nowMs() - mark.time <= context.config.PRICE_STALE_AFTER_MS;
  return {
    lastPrice: quote.price,
    markPrice: mark.markPrice,
    markTime: mark.time,
    fundingRate: mark.fundingRate,
    isLive:
      quote.status === QuoteStatus.live &&
      isFresh &&
      new BigNumber(quote.price).isGreaterThan(0) &&
      new BigNumber(mark.markPrice).isGreaterThan(0),
  };
};

/** The listed instruments of a type, in the market's order (empty before the market runtime starts). */
export const listedInstruments = (context: AppContext, type: number) =>
  marketRuntimeOf(context)?.catalogue.listed(type) ?? [];

/** The listed instrument of `type` named `symbol`. */
export const findListedInstrument = (context: AppContext, type: number, symbol: string) =>
  marketRuntimeOf(context)?.catalogue.findListed(type, symbol);
