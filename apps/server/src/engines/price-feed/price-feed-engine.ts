import type { Bus } from '../../platform/bus/index';
import type { Clock } from '../../platform/clock';
import type { AdvisoryLock, Database } from '../../platform/db/index';
import type { Logger } from '../../platform/logger';
import { createBinanceSource } from './binance-source';
import { MARKET_TICKS_CHANNEL, emptyBatch, type FeedSourceKind, type MarketTickBatch } from './market-batch';
import type { Candle, PriceSource, SourceEvent } from './price-source';
import type { SimulatedInstrument, SimulatedMarket } from './simulated/simulated-market';
import { createSimulatedSource } from './simulated/simulated-source';

/** Postgres advisory-lock key of the price-feed leader ('feed' in ASCII). */
export const PRICE_FEED_LOCK_KEY = 0x66656564;
export const LEADER_CHECK_MS = 2_000;
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
 * Runs the price sources on exactly one instance — the holder of a Postgres advisory lock (always the single
 * process on PGlite) — and publishes what they emit on the bus as `MarketTickBatch`es. Followers retry the lock
 * every 2 s, so when the leader dies (its session ends and the lock with it) another instance takes over within
 * seconds. No other code path produces prices (DESIGN.md §1.1).
 */
export class PriceFeedEngine {
  private lock: AdvisoryLock | null = null;
  private sources: PriceSource[] = [];
  private timer: NodeJS.Timeout | null = null;
  private pending: MarketTickBatch | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private isStopped = false;
  private checking: Promise<void> = Promise.resolve();
  private isChecking = false;

  constructor(private readonly options: PriceFeedOptions) {}

  get isLeader() {
    return this.lock !== null;
  }

  async start() {
    await this.check();
    const every = this.options.leaderCheckMs ?? LEADER_CHECK_MS;
    // A check still waiting on a hung connection is not overlapped by the next one.
    this.timer = setInterval(() => {
      if (!this.isChecking) this.checking = this.check();
    }, every);
    this.timer.unref();
  }

  async stop() {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    await this.stepDown();
  }

  /** Restarts the sources with the current instruments (after listing or unlisting at run time). */
  async refreshInstruments() {
    await this.checking;
    if (!this.lock || this.isStopped) return;
    await this.stopSources();
    await this.startSources();
  }

  private async check() {
    if (this.isStopped) return;
    this.isChecking = true;
    try {
      if (this.lock) {
        if (!(await this.lock.isHeld())) {
          this.options.logger.warn('price feed: lost the leader lock; stopping sources');
          await this.stepDown();
        }
        return;
      }
      const lock = await this.options.database.tryAdvisoryLock(PRICE_FEED_LOCK_KEY);
      if (!lock) return;
      if (this.isStopped) return void (await lock.release());
      this.lock = lock;
      this.options.logger.info({ source: this.options.kind }, 'price feed: this instance leads');
      await this.startSources();
    } catch (error) {
      this.options.logger.error({ err: error }, 'price feed: leader check failed');
    } finally {
      this.isChecking = false;
    }
  }

  private async stepDown() {
    await this.stopSources();
    const lock = this.lock;
    this.lock = null;
    await lock?.release().catch(() => {});
  }

  private async startSources() {
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

  private async stopSources() {
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
    if (!batch || !this.lock) return;
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
