import type { Bus } from '../../platform/bus/index';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/index';
import { LeaderSingleton } from '../../platform/leader-election';
import type { Logger } from '../../platform/logger';
import { createBinanceSource } from './binance-source';
import { MARKET_TICKS_CHANNEL, emptyBatch, type FeedSourceKind, type MarketTickBatch } from './market-batch';
import type { Candle, PriceSource, SourceEvent } from './price-source';
import type { SimulatedInstrument, SimulatedMarket } from './simulated/simulated-market';
import { createSimulatedSource } from './simulated/simulated-source';

/** Postgres advisory-lock key of the price-feed leader ('feed' in ASCII). */
export const PRICE_FEED_LOCK_KEY = 0x66656564;
const COIN = 1;
const CONTRACT = 2;
const STOCK = 3;
const FAST_CONTRACT = 5;

export interface FeedInstrument extends SimulatedInstrument {
  id: number;
}

export interface PriceFeedOptions {
  kind: FeedSourceKind;
  database: Pick<Database, 'tryAdvisoryLock'>;
  bus: Bus;
  clock: Clock;
  logger: Logger;
  /** Listed instruments of every type, read when sources (re)start. */
  instruments: () => readonly FeedInstrument[];
  simulated?: SimulatedMarket;
  binance?: { spotUrl: string; futuresUrl: string; staleAfterMs?: number };
  /** The leader keeps closed one-minute candles of a live source (the simulator regenerates its history). */
  storeClosedCandle?: (instrument: FeedInstrument, candle: Candle) => Promise<void>;
  leaderCheckMs?: number;
}

/**
 * Runs the price sources on exactly one instance — the leader of `PRICE_FEED_LOCK_KEY` (platform/leader-election.ts;
 * always the single process on PGlite) — and publishes what they emit on the bus as `MarketTickBatch`es. When the
 * leader dies another instance takes over within seconds. No other code path produces prices (DESIGN.md §1.1).
 */
export class PriceFeedEngine extends LeaderSingleton {
  private sources: PriceSource[] = [];
  private pending: MarketTickBatch | null = null;
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PriceFeedOptions) {
    super({
      name: 'price feed',
      database: options.database,
      lockKey: PRICE_FEED_LOCK_KEY,
      logger: options.logger,
      ...(options.leaderCheckMs ? { checkMs: options.leaderCheckMs } : {}),
    });
  }

  /** Restarts the sources with the current instruments (after listing or unlisting at run time). */
  async refreshInstruments() {
    await this.election.settled();
    if (!this.election.isLeader) return;
    await this.stepDown();
    await this.lead();
  }

  protected async lead() {
    const all = this.options.instruments();
    const ofTypes = (types: number[]) => all.filter((instrument) => types.includes(instrument.type));
    const plans =
      this.options.kind === 'simulated' ? this.simulatedPlans(ofTypes) : this.binancePlans(ofTypes);
    for (const plan of plans) {
      const bySymbol = new Map<string, FeedInstrument[]>();
      for (const instrument of plan.instruments)
        bySymbol.set(instrument.symbol, [...(bySymbol.get(instrument.symbol) ?? []), instrument]);
      this.sources.push(plan.source);
      await plan.source.start([...bySymbol.keys()], (event) => this.collect(event, bySymbol));
    }
  }

  private simulatedPlans(ofTypes: (types: number[]) => FeedInstrument[]) {
    const market = this.options.simulated;
    if (!market) throw new Error('price feed: the simulated kind needs a SimulatedMarket');
    const spots = ofTypes([COIN]);
    const spotOf = (instrument: SimulatedInstrument) =>
      instrument.type === CONTRACT
        ? spots.find((spot) => spot.baseAsset === instrument.baseAsset.replace(/^1000/, ''))
        : undefined;
    return [COIN, CONTRACT, STOCK, FAST_CONTRACT].map((type) => {
      const instruments = ofTypes([type]);
      return {
        instruments,
        source: createSimulatedSource({
          market,
          instruments: () => instruments,
          spotOf,
          clock: this.options.clock,
        }),
      };
    });
  }

  /** Spot streams serve coins and fast contracts, futures streams the perpetuals; stocks have no live source. */
  private binancePlans(ofTypes: (types: number[]) => FeedInstrument[]) {
    const settings = this.options.binance;
    if (!settings) throw new Error('price feed: the binance kind needs its URLs');
    const make = (url: string) =>
      createBinanceSource({
        url,
        clock: this.options.clock,
        logger: this.options.logger,
        ...(settings.staleAfterMs ? { staleAfterMs: settings.staleAfterMs } : {}),
      });
    return [
      { instruments: ofTypes([COIN, FAST_CONTRACT]), source: make(settings.spotUrl) },
      { instruments: ofTypes([CONTRACT]), source: make(settings.futuresUrl) },
    ].filter((plan) => plan.instruments.length > 0);
  }

  protected async stepDown() {
    const sources = this.sources;
    this.sources = [];
    await Promise.all(sources.map((source) => source.stop().catch(() => {})));
  }

  private collect(event: SourceEvent, bySymbol: ReadonlyMap<string, FeedInstrument[]>) {
    if (event.kind === 'connection') return;
    const symbol = event.kind === 'stale' ? event.symbol : symbolOf(event);
    const targets = bySymbol.get(symbol) ?? [];
    const batch = (this.pending ??= emptyBatch(this.options.kind, this.options.clock.nowMs()));
    for (const instrument of targets) {
      const type = instrument.type;
      if (event.kind === 'tick') batch.ticks.push({ type, tick: event.tick });
      else if (event.kind === 'depth') batch.depths.push({ type, depth: event.depth });
      else if (event.kind === 'mark') batch.marks.push({ type, mark: event.mark });
      else if (event.kind === 'stale') batch.stale.push({ type, symbol, lastTime: event.lastTime });
      else {
        batch.candles.push({ type, candle: event.candle });
        if (event.candle.isClosed && this.options.storeClosedCandle)
          this.options
            .storeClosedCandle(instrument, event.candle)
            .catch((error: unknown) =>
              this.options.logger.error({ err: error, symbol }, 'price feed: storing a candle failed'),
            );
      }
    }
    // The simulator emits a whole second at once: publish right after it. A live feed trickles: gather 100 ms.
    this.flushTimer ??= setTimeout(() => this.flush(), this.options.kind === 'simulated' ? 0 : 100);
  }

  private flush() {
    this.flushTimer = null;
    const batch = this.pending;
    this.pending = null;
    if (!batch || !this.election.isLeader) return;
    batch.time = this.options.clock.nowMs();
    this.options.bus
      .publish(MARKET_TICKS_CHANNEL, batch)
      .catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'price feed: publishing a batch failed'),
      );
  }
}

const symbolOf = (event: Exclude<SourceEvent, { kind: 'stale' } | { kind: 'connection' }>) => {
  if (event.kind === 'tick') return event.tick.symbol;
  if (event.kind === 'depth') return event.depth.symbol;
  if (event.kind === 'mark') return event.mark.symbol;
  return event.candle.symbol;
};
