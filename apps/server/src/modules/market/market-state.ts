import type { AppContext } from '../../platform/context';
import { RuntimeSlot } from '../../platform/modules/index';
import type { PriceFeedEngine } from '../../engines/price-feed/price-feed-engine';
import type { FeedSourceKind } from '../../engines/price-feed/market-batch';
import type { DepthSnapshot, MarkPrice } from '../../engines/price-feed/price-source';
import type { InstrumentCatalogue } from './instrument-catalogue';
import type { KlineService } from './kline-service';
import type { MemoryQuoteBook } from './quote-lookup';

/** What this instance has received from the price feed (any instance's leader publishes it). */
export interface FeedState {
  source: FeedSourceKind;
  lastTickTime: number | null;
  /** The source's time of each instrument's last tick, by quote key (the back office's stale-feed view). */
  tickTimes: Map<string, number>;
  depths: Map<string, DepthSnapshot>;
  marks: Map<string, MarkPrice>;
}

/** What one app instance keeps in memory for the market: catalogue, quotes, books, klines and the feed. */
export interface MarketRuntime {
  catalogue: InstrumentCatalogue;
  quotes: MemoryQuoteBook;
  klines: KlineService;
  feed: FeedState;
  engine: PriceFeedEngine | null;
  stop: () => Promise<void>;
}

/** This instance's market runtime, provided by the market module's init. */
export const MARKET_RUNTIME = new RuntimeSlot<MarketRuntime>('market.runtime');

/** This instance's runtime, or undefined when the market module does not run on this app. */
export const marketRuntimeOf = (context: AppContext): MarketRuntime | undefined =>
  context.modules.find(MARKET_RUNTIME);
