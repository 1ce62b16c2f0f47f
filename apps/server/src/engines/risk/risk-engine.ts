import type { Bus } from '../../platform/bus/index';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/index';
import { LeaderSingleton } from '../../platform/leader-election';
import type { Logger } from '../../platform/logger';
import {
  PRESENCE_TTL_MS,
  USER_EVENTS_CHANNEL,
  USER_PRESENCE_CHANNEL,
  type UserEvent,
  type UserPresence,
} from '../../platform/ws-hub/channels';
import { MARKET_TICKS_CHANNEL, type MarketTickBatch } from '../price-feed/market-batch';
import { ActionQueue } from './action-queue';
import { ACCOUNT_PUSH_MS, REBUILD_SLICE, RESYNC_MS, RISK_LOOP_MS } from './risk-pace';
import { PositionBook } from './position-book';
import type { RiskActions, RiskOrder, RiskUser } from './risk-types';

export type { RiskActions, RiskOrder, RiskUser } from './risk-types';

/** Postgres advisory-lock key of the risk engine's leader ('risk' in ASCII). */
export const RISK_ENGINE_LOCK_KEY = 0x7269736b;
const CONTRACT_TYPE = 2;
export interface RiskEngineOptions {
  database: Pick<Database, 'tryAdvisoryLock' | 'driver'>;
  bus: Bus;
  clock: Clock;
  logger: Logger;
  actions: RiskActions;
  /** Marks older than this, or reported stale, are never acted on. */
  staleAfterMs: number;
  /** The contract module's channel announcing a user's changed account. */
  changedChannel: string;
  /** False in tests that step the engine by hand (`step()`); true starts the timers. */
  isTimerDriven?: boolean;
  leaderCheckMs?: number;
}

interface SymbolPrice {
  mark: number;
  markTime: number;
  last: number;
  isQuoteLive: boolean;
}

interface UserEntry {
  positionIds: number[];
  /** A cross liquidation is asked for through any one of the account's cross positions. */
  crossPositionIds: number[];
  orderIds: number[];
  accountPush: RiskUser['accountPush'];
}

/**
 * The risk engine (DESIGN.md §8): on the leader instance only, it consumes the feed's coalesced mark prices and, at
 * its own pace, sweeps every open position — isolated liquidation prices, cross accounts' margin, take-profit and
 * stop-loss — and every resting order, then asks the contract module to act. Each action is one transaction that
 * re-checks at the live price under the account lock, so a stale view here can only delay an action, never cause a
 * wrong one, and a crash mid-way leaves nothing half done (the state is rebuilt from the database on start).
 */
export class RiskEngine extends LeaderSingleton {
  readonly book = new PositionBook();
  private readonly prices = new Map<string, SymbolPrice>();
  private readonly users = new Map<number, UserEntry>();
  private readonly ordersBySymbol = new Map<string, Map<number, RiskOrder>>();
  private readonly positionOwners = new Map<number, number>();
  private readonly orderOwners = new Map<number, number>();
  private readonly watched = new Map<number, number>();
  private readonly queue: ActionQueue;
  private readonly reloads = new Set<number>();
  private unsubscribes: (() => Promise<void>)[] = [];
  private loopTimer: NodeJS.Timeout | null = null;
  private isActive = false;
  private isPriceChanged = false;
  private lastPushMs = 0;
  private lastResyncMs = 0;

  constructor(private readonly options: RiskEngineOptions) {
    super({
      name: 'risk engine',
      database: options.database,
      lockKey: RISK_ENGINE_LOCK_KEY,
      logger: options.logger,
      ...(options.leaderCheckMs ? { checkMs: options.leaderCheckMs } : {}),
    });
    this.queue = new ActionQueue({
      // PGlite has one connection: actions run one at a time there.
      concurrency: options.database.driver === 'pglite' ? 1 : 4,
      nowMs: () => options.clock.nowMs(),
      logger: options.logger,
      // Whatever an action did, memory may be behind for that user: read it again.
      onSettled: (userId) => this.reloads.add(userId),
    });
  }

  /** Actions that moved something. */
  get actionsTaken() {
    return this.queue.taken;
  }

  /** Actions that threw (a bug, or the database failing): logged, retried after a pause, counted here. */
  get actionsFailed() {
    return this.queue.failed;
  }

  protected async lead() {
    const { bus } = this.options;
    this.unsubscribes = [
      await bus.subscribe(MARKET_TICKS_CHANNEL, (message) => this.intake(message as MarketTickBatch)),
      await bus.subscribe(this.options.changedChannel, (message) =>
        this.reloads.add((message as { userId: number }).userId),
      ),
      await bus.subscribe(USER_EVENTS_CHANNEL, (message) => this.onUserEvent(message as UserEvent)),
      await bus.subscribe(USER_PRESENCE_CHANNEL, (message) => this.onPresence(message as UserPresence)),
    ];
    await this.resync();
    this.isActive = true;
    if (this.options.isTimerDriven !== false) {
      this.loopTimer = setInterval(
        () => this.step().catch((error: unknown) => this.logError(error)),
        RISK_LOOP_MS,
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

  /** Rebuilds from the database at the next turn (the contract rules changed), instead of at the periodic resync. */
  requestResync() {
    this.lastResyncMs = Number.NEGATIVE_INFINITY;
  }

  /** One turn of the engine: prices → sweep → actions; reloads; pushes; resync. Timers call it. */
  async step() {
    if (!this.isActive) return;
    const now = this.options.clock.nowMs();
    await this.applyReloads();
    this.refreshLiveness(now);
    if (this.isPriceChanged) {
      this.isPriceChanged = false;
      this.sweep(now);
      this.screenOrders(now);
    }
    this.queue.pump();
    if (now - this.lastPushMs >= ACCOUNT_PUSH_MS) {
      this.lastPushMs = now;
      this.pushAccounts(now);
    }
    if (now - this.lastResyncMs >= RESYNC_MS) this.queue.track(this.resync());
  }

  /**
   * Waits until nothing is queued, running or waiting to reload (tests, and stepping down: a follower drops what it
   * had queued — the next leader rebuilds from the database).
   */
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

  /** The prices this engine last took in for a symbol (tests wait on it). */
  priceSnapshot(symbol: string): Readonly<SymbolPrice> | undefined {
    return this.prices.get(symbol);
  }

  private intake(batch: MarketTickBatch) {
    for (const { type, mark } of batch.marks) {
      if (type !== CONTRACT_TYPE) continue;
      const price = this.priceOf(mark.symbol);
      price.mark = Number(mark.markPrice);
      price.markTime = mark.time;
    }
    for (const { type, tick } of batch.ticks) {
      if (type !== CONTRACT_TYPE) continue;
      const price = this.priceOf(tick.symbol);
      price.last = Number(tick.price);
      price.isQuoteLive = true;
    }
    for (const { type, symbol } of batch.stale)
      if (type === CONTRACT_TYPE) this.priceOf(symbol).isQuoteLive = false;
    this.isPriceChanged = true;
  }

  private priceOf(symbol: string): SymbolPrice {
    let price = this.prices.get(symbol);
    if (!price) {
      price = { mark: 0, markTime: 0, last: 0, isQuoteLive: false };
      this.prices.set(symbol, price);
    }
    return price;
  }

  private isLive(price: SymbolPrice, now: number) {
    return (
      price.isQuoteLive &&
      price.mark > 0 &&
      price.last > 0 &&
      now - price.markTime <= this.options.staleAfterMs
    );
  }

  private refreshLiveness(now: number) {
    for (const [symbol, price] of this.prices) this.book.setMark(symbol, price.mark, this.isLive(price, now));
  }

  private sweep(now: number) {
    const found = this.book.sweep();
    const { actions } = this.options;
    const ownerOf = (id: number) => this.positionOwners.get(id) ?? 0;
    for (const id of found.liquidations)
      this.queue.enqueue(`liquidate:${id}`, ownerOf(id), now, () => actions.liquidate(id));
    for (const userId of found.crossUsers) {
      const id = this.users.get(userId)?.crossPositionIds[0];
      if (id !== undefined)
        this.queue.enqueue(`liquidate-cross:${userId}`, userId, now, () => actions.liquidate(id));
    }
    for (const id of found.stops)
      this.queue.enqueue(`stop:${id}`, ownerOf(id), now, () => actions.fireStop(id));
  }

  private screenOrders(now: number) {
    for (const [symbol, orders] of this.ordersBySymbol) {
      const price = this.prices.get(symbol);
      if (!price || !this.isLive(price, now)) continue;
      for (const order of orders.values())
        if (order.isBuy ? price.last <= order.price : price.last >= order.price)
          this.queue.enqueue(`fill:${order.id}`, this.orderOwners.get(order.id) ?? 0, now, () =>
            this.options.actions.fillOrder(order.id),
          );
    }
  }

  private async applyReloads() {
    if (this.reloads.size === 0) return;
    const userIds = [...this.reloads];
    this.reloads.clear();
    try {
      for (const user of await this.options.actions.loadUsers(userIds)) this.replaceUser(user);
    } catch (error) {
      for (const userId of userIds) this.reloads.add(userId);
      this.logError(error);
    }
  }

  private async resync() {
    this.lastResyncMs = this.options.clock.nowMs();
    const { actions } = this.options;
    for (const [symbol, brackets] of actions.bracketsBySymbol()) this.book.setBrackets(symbol, brackets);
    const loaded = await actions.loadUsers('all');
    const present = new Set(loaded.map((user) => user.userId));
    for (const userId of this.users.keys()) if (!present.has(userId)) this.replaceUser(emptyUser(userId));
    // In slices, so a rebuild of 100k positions never holds the event loop for long.
    for (let index = 0; index < loaded.length; index += 1) {
      this.replaceUser(loaded[index] as RiskUser);
      if (index % REBUILD_SLICE === REBUILD_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    this.isPriceChanged = true;
  }

  private replaceUser(user: RiskUser) {
    const previous = this.users.get(user.userId);
    if (previous) {
      this.book.removeUser(user.userId, previous.positionIds);
      for (const id of previous.positionIds) this.positionOwners.delete(id);
      for (const id of previous.orderIds) {
        this.orderOwners.delete(id);
        for (const orders of this.ordersBySymbol.values()) orders.delete(id);
      }
    }
    if (user.positions.length === 0 && user.orders.length === 0) {
      this.users.delete(user.userId);
      return;
    }
    this.book.setCrossWallet(user.userId, user.crossWallet);
    for (const position of user.positions) {
      this.book.upsert(position);
      this.positionOwners.set(position.id, user.userId);
    }
    for (const order of user.orders) {
      const orders = this.ordersBySymbol.get(order.symbol) ?? new Map<number, RiskOrder>();
      orders.set(order.id, order);
      this.ordersBySymbol.set(order.symbol, orders);
      this.orderOwners.set(order.id, user.userId);
    }
    this.users.set(user.userId, {
      positionIds: user.positions.map((position) => position.id),
      crossPositionIds: user.positions.filter((position) => position.isCross).map((position) => position.id),
      orderIds: user.orders.map((order) => order.id),
      accountPush: user.accountPush,
    });
    this.isPriceChanged = true;
  }

  private onUserEvent(event: UserEvent) {
    if (
      event.type === 'PUSH' &&
      event.message.type === 'WALLET_UPDATE' &&
      event.message.data.wallets.includes('contract')
    )
      this.reloads.add(event.userId);
  }

  private onPresence(presence: UserPresence) {
    const until = this.options.clock.nowMs() + PRESENCE_TTL_MS;
    for (const userId of presence.userIds) this.watched.set(userId, until);
  }

  private pushAccounts(now: number) {
    for (const [userId, until] of this.watched) {
      if (until < now) {
        this.watched.delete(userId);
        continue;
      }
      const message = this.users.get(userId)?.accountPush();
      if (message) this.queue.track(this.options.actions.push(userId, message));
    }
  }

  private logError(error: unknown) {
    this.options.logger.error({ err: error }, 'risk engine: step failed');
  }
}

const emptyUser = (userId: number): RiskUser => ({
  userId,
  crossWallet: 0,
  positions: [],
  orders: [],
  accountPush: () => null,
});
