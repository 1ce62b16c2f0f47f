import { eq } from 'drizzle-orm';
import { appSettings } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import type { DataSocketHub } from '../../platform/ws-hub/data-socket-hub';
import { PriceFeedEngine, type FeedInstrument } from '../../engines/price-feed/price-feed-engine';
import type { FeedSourceKind } from '../../engines/price-feed/market-batch';
import type { DepthSnapshot, MarkPrice } from '../../engines/price-feed/price-source';
import { SimulatedMarket } from '../../engines/price-feed/simulated/simulated-market';
import { INSTRUMENTS_CHANGED_CHANNEL, InstrumentCatalogue } from './instrument-catalogue';
import { liveKlines, simulatedKlines, storeClosedMinute, type KlineService } from './kline-service';
import { startMarketFeed } from './market-feed';
import { MemoryQuoteBook } from './quote-lookup';

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

// Keyed by the app's context so operations that receive only the context (the back office's listing switch)
// can refresh this instance's catalogue before they return. A closed app's entry goes with its context.
const runtimes = new WeakMap<AppContext, MarketRuntime>();

const SEED_SETTING = 'price_sim_seed';

/** PRICE_SIM_SEED, or one generated at first start and kept, so every instance and restart walks the same path. */
const resolveSimulatorSeed = async (context: AppContext) => {
  if (context.config.PRICE_SIM_SEED) return context.config.PRICE_SIM_SEED;
  await context.db
    .insert(appSettings)
    .values({ key: SEED_SETTING, value: context.ids.token(16) })
    .onConflictDoNothing();
  const [row] = await context.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SEED_SETTING));
  if (!row) throw new Error('simulator seed missing after insert');
  return row.value;
};

/** Loads the catalogue, starts consuming the feed and, where this instance may lead, the feed engine. */
export const startMarketRuntime = async (context: AppContext, hub: DataSocketHub): Promise<MarketRuntime> => {
  const { config } = context;
  const catalogue = new InstrumentCatalogue(context);
  await catalogue.start();
  const simulated =
    config.PRICE_SOURCE === 'simulated' ? new SimulatedMarket(await resolveSimulatorSeed(context)) : null;
  const engine = config.PRICE_FEED_ENABLED
    ? new PriceFeedEngine({
        kind: config.PRICE_SOURCE,
        database: context.database,
        bus: context.bus,
        clock: context.clock,
        logger: context.logger,
        instruments: () => catalogue.allListed() as FeedInstrument[],
        ...(simulated ? { simulated } : {}),
        binance: {
          spotUrl: config.BINANCE_SPOT_URL,
          futuresUrl: config.BINANCE_FUTURES_URL,
          staleAfterMs: config.PRICE_STALE_AFTER_MS,
        },
        storeClosedCandle: (instrument, candle) => storeClosedMinute(context.db, instrument.id, candle),
      })
    : null;
  const runtime: MarketRuntime = {
    catalogue,
    quotes: new MemoryQuoteBook(),
    klines: simulated ? simulatedKlines(simulated) : liveKlines(context.db),
    feed: {
      source: config.PRICE_SOURCE,
      lastTickTime: null,
      tickTimes: new Map(),
      depths: new Map(),
      marks: new Map(),
    },
    engine,
    stop: async () => {},
  };
  const stopFeed = await startMarketFeed(context, runtime, hub);
  // Listing changes restart the leader's sources with the new set (the catalogue reloads on the same message).
  const stopListing = await context.bus.subscribe(INSTRUMENTS_CHANGED_CHANNEL, () => {
    setTimeout(() => void engine?.refreshInstruments(), 200);
  });
  await engine?.start();
  runtime.stop = async () => {
    await engine?.stop();
    await stopListing();
    await stopFeed();
    await catalogue.stop();
  };
  runtimes.set(context, runtime);
  return runtime;
};

export const stopMarketRuntime = async (context: AppContext) => {
  await runtimes.get(context)?.stop();
  runtimes.delete(context);
};

/** This instance's runtime, or undefined when the market routes were not registered on it. */
export const marketRuntimeOf = (context: AppContext): MarketRuntime | undefined => runtimes.get(context);
