import type { Bus } from '../../../platform/bus/index';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/index';
import { LeaderSingleton } from '../../../platform/leader-election';
import type { Logger } from '../../../platform/logger';
import { ActionQueue } from '../../../engines/risk/action-queue';
import { MARKET_TICKS_CHANNEL, type MarketTickBatch } from '../../../engines/price-feed/market-batch';
import { RestingBook, RestingList } from './resting-book';

/** Postgres advisory-lock key of the spot matcher's leader ('spot' in ASCII). */
export const SPOT_MATCHER_LOCK_KEY = 0x73706f74;
/** The matcher's own pace: it screens what the ticks changed this often. */
export const SPOT_MATCHER_LOOP_MS = 100;
/** A full rebuild from the database this often (the bus is at-most-once). */
export const SPOT_MATCHER_RESYNC_MS = 60_000;
const COIN_TYPE = 1;
/** Orders placed between yields to the event loop while rebuilding. */
const REBUILD_SLICE = 5_000;

/** An open order as the matcher screens it: the list it rests in and the float it screens at. */
export interface MatcherOrder {
  id: number;
  userId: number;
  symbol: string;
  list: RestingList;
  price: number;
}

/** What the matcher asks the spot module to do; every action re-checks with decimals under the account lock. */
export interface MatcherActions {
  /** Every open order of these users (or of everyone). */
  loadOrders(userIds: readonly number[] | 'all'): Promise<MatcherOrder[]>;
  /** Fill or trigger the order if the live price still says so; whether it acted. */
  act(orderId: number): Promise<boolean>;
}

export interface SpotMatcherOptions {
  database: Pick<Database, 'tryAdvisoryLock' | 'driver'>;
  bus: Bus;
  clock: Clock;
  logger: Logger;
  actions: MatcherActions;
  /** Last prices older than this, or reported stale, are never acted on. */
  staleAfterMs: number;
  /** The spot module's channel announcing a user's changed orders. */
  changedChannel: string;
  /** False in tests that step the matcher by hand (`step()`); true starts the timer. */
  isTimerDriven?: boolean;
  leaderCheckMs?: number;
}

interface LastPrice {
  price: number;
  time: number;
  isLive: boolean;
}

/**
 * The spot matcher: on the leader instance only, it keeps every open spot order in typed arrays per pair (sorted
 * limit and trigger prices), takes in the feed's last prices, and at its own pace screens the pairs that moved; each
 * order the price reached is handed to the spot module, which re-checks with decimals at the live price under the
 * account lock before anything moves. A stale view here can only delay a fill, never cause a wrong one; a crash
 * leaves nothing half done (the state is rebuilt from the database on taking the lead).
 */
export class SpotMatcher extends LeaderSingleton {
  private readonly books = new Map<string, RestingBook>();
  private readonly orders = new Map<number, MatcherOrder>();
  private readonly ordersByUser = new Map<number, Set<number>>();
  private readonly prices = new Map<string, LastPrice>();
  private readonly moved = new Set<string>();
  private readonly reloads = new Set<number>();
  private readonly queue: ActionQueue;
  private unsubscribes: (() => Promise<void>)[] = [];
  private loopTimer: NodeJS.Timeout | null = null;
  private isActive = false;
  private lastResyncMs = 0;

  constructor(private readonly options: SpotMatcherOptions) {
    super({
      name: 'spot matcher',
      database: options.database,
      lockKey: SPOT_MATCHER_LOCK_KEY,
      logger: options.logger,
      ...(options.leaderCheckMs ? { checkMs: options.leaderCheckMs } : {}),
    });
    this.queue = new ActionQueue({
      concurrency: options.database.driver === 'pglite' ? 1 : 4,
      nowMs: () => options.clock.nowMs(),
      logger: options.logger,
      onSettled: (userId) => this.reloads.add(userId),
    });
  }

  /** Orders filled or triggered. */
  get actionsTaken() {
    return this.queue.taken;
  }

  get actionsFailed() {
    return this.queue.failed;
  }

  /** Open orders in memory (tests, the bench). */
  get openOrderCount() {
    return this.orders.size;
  }

  protected async lead() {
    const { bus } = this.options;
    this.unsubscribes = [
      await bus.subscribe(MARKET_TICKS_CHANNEL, (message) => this.intake(message as MarketTickBatch)),
      await bus.subscribe(this.options.changedChannel, (message) =>
        this.reloads.add((message as { userId: number }).userId),
      ),
    ];
    await this.resync();
    this.isActive = true;
    if (this.options.isTimerDriven !== false) {
      this.loopTimer = setInterval(
        () => this.step().catch((error: unknown) => this.logError(error)),
        SPOT_MATCHER_LOOP_MS,
      );
      this.loopTimer.unref();
    }
  }

  protected async stepDown() {
    this.isActive = false;
    if (this.loopTimer) clearInterval(this.loopTimer);
    this.loopTimer = null;
    const unsubscribes = this.unsubscribes;
    this.unsubscribes = [];
    await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe().catch(() => {})));
    await this.idle();
  }

  /** One turn: reloads, then a screen of every pair whose price moved (or whose orders changed), then actions. */
  async step() {
    if (!this.isActive) return;
    const now = this.options.clock.nowMs();
    await this.applyReloads();
    for (const symbol of this.moved) this.screen(symbol, now);
    this.moved.clear();
    this.queue.pump();
    if (now - this.lastResyncMs >= SPOT_MATCHER_RESYNC_MS) this.queue.track(this.resync());
  }

  /** Waits until nothing is queued, running or waiting to reload. */
  async idle() {
    for (let round = 0; round < 1_000; round += 1) {
      if (this.isActive) {
        await this.applyReloads();
        this.queue.pump();
      } else {
        this.queue.dropQueued();
        this.reloads.clear();
      }
      if (this.queue.isIdle && this.reloads.size === 0) return;
      await this.queue.settleSome();
    }
  }

  /** The last price this matcher took in for a pair (tests wait on it). */
  lastPriceOf(symbol: string): Readonly<LastPrice> | undefined {
    return this.prices.get(symbol);
  }

  private intake(batch: MarketTickBatch) {
    for (const { type, tick } of batch.ticks) {
      if (type !== COIN_TYPE) continue;
      this.prices.set(tick.symbol, { price: Number(tick.price), time: tick.time, isLive: true });
      this.moved.add(tick.symbol);
    }
    for (const { type, symbol } of batch.stale) {
      const price = this.prices.get(symbol);
      if (type === COIN_TYPE && price) price.isLive = false;
    }
  }

  private screen(symbol: string, now: number) {
    const price = this.prices.get(symbol);
    const book = this.books.get(symbol);
    if (
      !price ||
      !book ||
      !price.isLive ||
      now - price.time > this.options.staleAfterMs ||
      !(price.price > 0)
    )
      return;
    const { actions } = this.options;
    book.screen(price.price, (id) => {
      const order = this.orders.get(id);
      if (order) this.queue.enqueue(`spot:${id}`, order.userId, now, () => actions.act(id));
    });
  }

  private async applyReloads() {
    if (this.reloads.size === 0) return;
    const userIds = [...this.reloads];
    this.reloads.clear();
    try {
      const loaded = await this.options.actions.loadOrders(userIds);
      for (const userId of userIds) this.removeUser(userId);
      for (const order of loaded) this.place(order);
    } catch (error) {
      for (const userId of userIds) this.reloads.add(userId);
      this.logError(error);
    }
  }

  private async resync() {
    this.lastResyncMs = this.options.clock.nowMs();
    const loaded = await this.options.actions.loadOrders('all');
    this.books.clear();
    this.orders.clear();
    this.ordersByUser.clear();
    for (let index = 0; index < loaded.length; index += 1) {
      this.place(loaded[index] as MatcherOrder);
      if (index % REBUILD_SLICE === REBUILD_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    for (const symbol of this.books.keys()) this.moved.add(symbol);
  }

  private place(order: MatcherOrder) {
    if (this.orders.has(order.id)) return;
    let book = this.books.get(order.symbol);
    if (!book) {
      book = new RestingBook();
      this.books.set(order.symbol, book);
    }
    book.add(order.list, order.price, order.id);
    this.orders.set(order.id, order);
    const owned = this.ordersByUser.get(order.userId) ?? new Set<number>();
    owned.add(order.id);
    this.ordersByUser.set(order.userId, owned);
    this.moved.add(order.symbol);
  }

  private removeUser(userId: number) {
    for (const id of this.ordersByUser.get(userId) ?? []) {
      const order = this.orders.get(id);
      if (!order) continue;
      this.books.get(order.symbol)?.remove(order.list, order.price, id);
      this.orders.delete(id);
    }
    this.ordersByUser.delete(userId);
  }

  private logError(error: unknown) {
    this.options.logger.error({ err: error }, 'spot matcher: step failed');
  }
}

export { RestingList };
