import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerMessage } from '@exchange/contracts';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '@exchange/server/engines/price-feed/market-batch';
import { RiskEngine, type RiskActions, type RiskUser } from '@exchange/server/engines/risk/risk-engine';
import { MemoryBus, type Bus } from '@exchange/server/platform/bus/index';
import { systemClock } from '@exchange/server/platform/clock';
import type { AdvisoryLock, Database } from '@exchange/server/platform/db/index';
import { createLogger } from '@exchange/server/platform/logger';
import { PRESENCE_INTERVAL_MS, USER_PRESENCE_CHANNEL } from '@exchange/server/platform/ws-hub/channels';
import { CONTRACT_CHANGED_CHANNEL } from '@exchange/server/modules/contract/index';
import { ChildRpc } from './child-rpc';
import { bookPosition, jitteredMarks, randomSource, syntheticBook, type SyntheticBook } from './risk-data';

const LAG_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const LAG_POSITIONS = 100_000;
/** The feed's pace: one MarketTickBatch per 100 ms, every perpetual's tick and mark in each. */
const BATCH_MS = 100;
/** Marks move by at most ±0.8 % around the reference prices (see jitteredMarks). */
const JITTER = 0.008;
/** Users announced on user.presence (signed-in app sessions): the engine pushes their account 4 times a second. */
const WATCHED_USERS = 1_000;
/** How long a fake action takes: one turn of the event loop, as a quick database round trip would. */
const nextTurn = <T>(value: T) => new Promise<T>((resolve) => setImmediate(() => resolve(value)));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LagStats {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface RiskLag {
  positions: number;
  users: number;
  baseline: LagStats;
  engine: LagStats;
  /** engine.start() to leading with every position loaded (the full resync the engine also runs every minute). */
  startMs: number;
  /** The longest event-loop delay from engine.start() to one second after it (the full load's longest block). */
  startMaxLagMs: number;
  sweeps: { count: number; meanMs: number; maxMs: number };
  /** What the engine asked of the fake actions while measured. */
  calls: { liquidate: number; fireStop: number; loadUsers: number; push: number };
  batches: number;
}

const counts = () => ({ liquidate: 0, fireStop: 0, loadUsers: 0, push: 0 });

const riskUsers = (data: SyntheticBook): RiskUser[] => {
  const users: RiskUser[] = Array.from(data.userIds, (userId, user) => ({
    userId,
    crossWallet: data.crossWallets[user] as number,
    positions: [],
    orders: [],
    accountPush: (): ServerMessage => ({
      type: 'CONTRACT_ACCOUNT',
      data: {
        orderInfo: {
          available: 0,
          netWorthBigDecimal: 0,
          profit: 0,
          balance: 0,
          marginRatio: 0,
          occupyMargin: 0,
          riskRate: 0,
        },
        positions: [],
        time: Date.now(),
      },
    }),
  }));
  for (let slot = 0; slot < data.count; slot += 1)
    users[data.userSlots[slot] as number]!.positions.push(bookPosition(data, slot));
  return users;
};

/** The contract module's side, faked: reads from memory, and actions that find nothing to do one turn later. */
const fakeActions = (data: SyntheticBook, calls: ReturnType<typeof counts>): RiskActions => {
  const all = riskUsers(data);
  const byId = new Map(all.map((user) => [user.userId, user]));
  const brackets = new Map(data.symbols.map(({ symbol, brackets }) => [symbol, brackets]));
  return {
    loadUsers: async (userIds) => {
      calls.loadUsers += 1;
      if (userIds === 'all') return all;
      return userIds.map(
        (userId) =>
          byId.get(userId) ?? { userId, crossWallet: 0, positions: [], orders: [], accountPush: () => null },
      );
    },
    bracketsBySymbol: () => brackets,
    liquidate: () => {
      calls.liquidate += 1;
      return nextTurn(false);
    },
    fireStop: () => {
      calls.fireStop += 1;
      return nextTurn(false);
    },
    fillOrder: () => nextTurn(false),
    push: async () => {
      calls.push += 1;
    },
  };
};

/** On PGlite the one process always leads: the lock is granted and stays held. */
const pgliteLock: Pick<Database, 'tryAdvisoryLock' | 'driver'> = {
  driver: 'pglite',
  tryAdvisoryLock: async (): Promise<AdvisoryLock> => ({ isHeld: async () => true, release: async () => {} }),
};

/**
 * The price feed's leader, as every instance hears it: a MarketTickBatch on `market.ticks` every BATCH_MS with each
 * perpetual's last price and mark (fresh `time`, jittered around the reference price), and the data sockets' presence
 * announcement of WATCHED_USERS users every PRESENCE_INTERVAL_MS.
 */
const startFeed = (bus: Bus, data: SyntheticBook) => {
  const random = randomSource(23);
  const watched = Array.from(data.userIds.subarray(0, WATCHED_USERS));
  let batches = 0;
  const publishBatch = () => {
    const now = Date.now();
    const marks = jitteredMarks(data.symbols, random, JITTER);
    const batch = emptyBatch('simulated', now);
    data.symbols.forEach(({ symbol }, index) => {
      const price = (marks[index] as number).toFixed(8);
      const [high24h, low24h, volume24h] = [price, price, '1000'];
      batch.ticks.push({
        type: 2,
        tick: { symbol, price, bid: null, ask: null, open24h: price, high24h, low24h, volume24h, time: now },
      });
      batch.marks.push({
        type: 2,
        mark: {
          symbol,
          markPrice: price,
          indexPrice: price,
          fundingRate: '0.0001',
          nextFundingTime: now + 8 * 3_600_000,
          time: now,
        },
      });
    });
    batches += 1;
    void bus.publish(MARKET_TICKS_CHANNEL, batch);
  };
  const announce = () => void bus.publish(USER_PRESENCE_CHANNEL, { userIds: watched });
  announce();
  publishBatch();
  const timers = [setInterval(publishBatch, BATCH_MS), setInterval(announce, PRESENCE_INTERVAL_MS)];
  return { batches: () => batches, stop: () => timers.forEach((timer) => clearInterval(timer)) };
};

/** Event-loop delay over `seconds` (monitorEventLoopDelay at 1 ms: each sample includes that 1 ms interval). */
const measureDelay = async (seconds: number): Promise<LagStats> => {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await sleep(seconds * 1000);
  histogram.disable();
  return {
    p50Ms: histogram.percentile(50) / 1e6,
    p99Ms: histogram.percentile(99) / 1e6,
    maxMs: histogram.max / 1e6,
  };
};

/** Times every sweep the engine runs (the book is the engine's own; its method is wrapped, not replaced). */
const timeSweeps = (engine: RiskEngine) => {
  const samples: number[] = [];
  const sweep = engine.book.sweep.bind(engine.book);
  engine.book.sweep = () => {
    const startedAt = performance.now();
    const found = sweep();
    samples.push(performance.now() - startedAt);
    return found;
  };
  return samples;
};

/**
 * In the child: the same feed for LAG_SECONDS without an engine (baseline), then with a leading, timer-driven
 * RiskEngine over LAG_POSITIONS positions (fake actions) for LAG_SECONDS. Counters cover the measured window only.
 */
export const measureRiskLag = async (positions = LAG_POSITIONS): Promise<RiskLag> => {
  const data = syntheticBook(positions, 5);
  const calls = counts();
  const bus = new MemoryBus();
  const engine = new RiskEngine({
    database: pgliteLock,
    bus,
    clock: systemClock,
    logger: createLogger('silent'),
    actions: fakeActions(data, calls),
    staleAfterMs: 10_000,
    changedChannel: CONTRACT_CHANGED_CHANNEL,
  });
  const sweeps = timeSweeps(engine);
  const feed = startFeed(bus, data);
  try {
    await sleep(1000);
    globalThis.gc?.();
    const baseline = await measureDelay(LAG_SECONDS);
    const startHistogram = monitorEventLoopDelay({ resolution: 1 });
    startHistogram.enable();
    const startedAt = performance.now();
    await engine.start();
    const startMs = performance.now() - startedAt;
    if (!engine.isLeader) throw new Error('the risk engine did not lead');
    await sleep(1000);
    startHistogram.disable();
    Object.assign(calls, counts());
    sweeps.length = 0;
    const batchesBefore = feed.batches();
    const lag = await measureDelay(LAG_SECONDS);
    const sweepMs = sweeps.reduce((total, value) => total + value, 0);
    return {
      positions,
      users: data.userIds.length,
      baseline,
      engine: lag,
      startMs,
      startMaxLagMs: startHistogram.max / 1e6,
      sweeps: { count: sweeps.length, meanMs: sweepMs / sweeps.length, maxMs: Math.max(...sweeps) },
      calls: { ...calls },
      batches: feed.batches() - batchesBefore,
    };
  } finally {
    feed.stop();
    await engine.stop();
    await bus.close();
  }
};

/** Event-loop lag with the risk engine running over 100k positions, and without it, in a fresh process. */
export const benchRiskLag = async (): Promise<RiskLag> => {
  const child = new ChildRpc(join(import.meta.dirname, 'risk-child.ts'), {
    fileDescriptors: 256,
    label: 'risk lag',
  });
  try {
    return await child.call<RiskLag>('lag', { positions: LAG_POSITIONS });
  } finally {
    await child.stop();
  }
};
