import { eq } from 'drizzle-orm';
import { appSettings } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { PriceFeedEngine, type FeedInstrument } from '../../engines/price-feed/price-feed-engine';
import { SimulatedMarket } from '../../engines/price-feed/simulated/simulated-market';
import { INSTRUMENTS_CHANGED_CHANNEL, InstrumentCatalogue } from './instrument-catalogue';
import { liveKlines, simulatedKlines, storeClosedMinute } from './kline-service';
import { startMarketFeed } from './market-feed';
import { MemoryQuoteBook } from './quote-lookup';
import type { MarketRuntime } from './market-state';

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
export const startMarketRuntime = async (context: AppContext): Promise<MarketRuntime> => {
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
  const stopFeed = await startMarketFeed(context, runtime);
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
  return runtime;
};
