import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppOverrides } from '../../src/app';
import { createBus, type Bus } from '../../src/platform/bus/index';
import { ManualClock } from '../../src/platform/clock';
import type { Config } from '../../src/platform/config';
import { openPostgres, type Database } from '../../src/platform/db/index';
import {
  MARKET_TICKS_CHANNEL,
  emptyBatch,
  type MarketTickBatch,
} from '../../src/engines/price-feed/market-batch';
import { auditLedger } from '../../src/modules/ledger/index';
import {
  ChildServer,
  buildServerBundle,
  childServerEnv,
  freePort,
  sleep,
  tearDownCrashTest,
} from './child-server';
import { createTestDatabaseUrl, type TestApp } from './test-app';
import { testConfig } from './test-config';

/*
 * The rig every SIGKILL crash test shares (PostgreSQL and Redis): a data dir, the server bundle (built while the test
 * seeds), a database cloned from the run's template, an in-process app on it for the set-up (a manual clock at the
 * real time), then the built server as a child process leading the scheduler, killed and restarted by the test, with
 * the ledger auditor run on what every kill left; a price walker publishing on the child's bus; the teardown. A test
 * keeps only its product: what it seeds, what it measures around the kills and what it asserts at the end.
 */
export interface CrashKill<M> {
  /** Measured just before the SIGKILL, while the server is down, and once it is ready again. */
  before: M;
  down: M;
  after: M;
}

export interface PriceWalk {
  from: number;
  /** The next price from the last one. */
  step: (price: number) => number;
  everyMs: number;
  /** The batch one price makes (see `priceBatch`). */
  batch: (price: number) => MarketTickBatch;
}

/** One price of `symbol` as the feed's leader publishes it: a tick, and optionally a one-level book or a mark. */
export const priceBatch = (
  symbol: string,
  price: number,
  options: { type: number; hasDepth?: boolean; hasMark?: boolean },
): MarketTickBatch => {
  const now = Date.now();
  const batch = emptyBatch('simulated', now);
  const text = String(price);
  const { type } = options;
  batch.ticks.push({
    type,
    tick: {
      symbol,
      price: text,
      bid: null,
      ask: null,
      open24h: text,
      high24h: text,
      low24h: text,
      volume24h: '0',
      time: now,
    },
  });
  if (options.hasDepth)
    batch.depths.push({
      type,
      depth: {
        symbol,
        asks: [{ price: text, quantity: '1000' }],
        bids: [{ price: text, quantity: '1000' }],
        time: now,
      },
    });
  if (options.hasMark)
    batch.marks.push({
      type,
      mark: {
        symbol,
        markPrice: text,
        indexPrice: text,
        fundingRate: '0',
        nextFundingTime: now + 3_600_000,
        time: now,
      },
    });
  return batch;
};

export class CrashRig {
  /** The auditor's problems after each kill (JSON, one entry per unclean audit): a test expects none. */
  readonly audits: string[] = [];
  /** How long each restart took, to its /readyz (for the tests' logs). */
  readonly restartMs: number[] = [];
  private dataDirectory: string | undefined;
  private bundle: Promise<string> | undefined;
  private databaseUrl: string | undefined;
  private database: Database | undefined;
  private setupApp: TestApp | undefined;
  private config: Config | undefined;
  private child: ChildServer | undefined;
  private bus: Bus | undefined;

  /** `name` labels the temp dirs and the Redis prefix. */
  constructor(private readonly name: string) {}

  /**
   * The data dir, the bundle build (started, awaited by `startServer`), the cloned database and the in-process app on
   * it, its manual clock at the real time; `overrides` on top of `isPrepared` and a manual scheduler.
   */
  async setUp(overrides: AppOverrides = {}): Promise<TestApp> {
    this.dataDirectory = mkdtempSync(join(tmpdir(), `exchange-${this.name}-`));
    this.bundle = buildServerBundle();
    this.bundle.catch(() => undefined);
    this.databaseUrl = await createTestDatabaseUrl();
    this.database = await openPostgres(this.databaseUrl, 4);
    this.config = testConfig(this.dataDirectory);
    const clock = new ManualClock(Date.now());
    const built = await buildApp(this.config, {
      database: this.database,
      clock,
      isPrepared: true,
      isSchedulerManual: true,
      ...overrides,
    });
    await built.app.ready();
    this.setupApp = {
      ...built,
      clock,
      dataDirectory: this.dataDirectory,
      close: () => built.app.close(),
    };
    return this.setupApp;
  }

  /**
   * Closes the in-process app and starts the child server on the clone (its own Redis prefix, the same JWT secret);
   * `hasFeed`: a bus on that prefix, for `withPriceWalk`.
   */
  async startServer(options: { hasFeed?: boolean; env?: Record<string, string> } = {}) {
    const { dataDirectory, databaseUrl, bundle } = this;
    if (!dataDirectory || !databaseUrl || !bundle) throw new Error('the rig is not set up');
    await this.setupApp?.close();
    this.setupApp = undefined;
    const prefix = `${this.name}:${randomBytes(4).toString('hex')}:`;
    if (options.hasFeed) this.bus = createBus(process.env.REDIS_URL, prefix);
    this.child = new ChildServer({
      bundleDirectory: await bundle,
      dataDirectory,
      port: await freePort(),
      env: childServerEnv({
        databaseUrl,
        dataDirectory,
        jwtSecret: this.config?.JWT_SECRET ?? '',
        redisKeyPrefix: prefix,
        ...(options.env ? { extra: options.env } : {}),
      }),
    });
    await this.child.start();
  }

  get db(): Database['db'] {
    if (!this.database) throw new Error('no database');
    return this.database.db;
  }

  get server(): ChildServer {
    if (!this.child) throw new Error('no server');
    return this.child;
  }

  /** The auditor on the database as it stands; its problems go to `audits`. */
  async audit() {
    const audit = await auditLedger(this.db);
    if (!audit.isClean) this.audits.push(JSON.stringify(audit.problems));
  }

  /** SIGKILL, `whileDown` measured, the auditor on what the kill left, a restart; returns what `whileDown` gave. */
  async killAuditRestart<M>(whileDown: () => Promise<M>): Promise<M> {
    await this.server.kill();
    const measured = await whileDown();
    await this.audit();
    const startedAt = Date.now();
    await this.server.start();
    this.restartMs.push(Date.now() - startedAt);
    return measured;
  }

  /**
   * `kills` times: a random pause in [min, max) ms, then `killAuditRestart`, `measure` taken around each kill. With
   * `untilMoved`, the pause starts only once the measure moved since the last restart (polled every 10 ms, for up to
   * `timeoutMs`): the server is at work when it dies, however slowly it came up.
   */
  async crashLoop<M>(options: {
    kills: number;
    pauseMs: [number, number];
    measure: () => Promise<M>;
    untilMoved?: { isMoved: (since: M, now: M) => boolean; timeoutMs: number };
  }): Promise<CrashKill<M>[]> {
    const kills: CrashKill<M>[] = [];
    const [min, max] = options.pauseMs;
    let since = await options.measure();
    for (let kill = 0; kill < options.kills; kill += 1) {
      if (options.untilMoved) {
        const { isMoved, timeoutMs } = options.untilMoved;
        const deadline = Date.now() + timeoutMs;
        while (!isMoved(since, await options.measure()) && Date.now() < deadline) await sleep(10);
      }
      await sleep(min + randomInt(max - min));
      const before = await options.measure();
      const down = await this.killAuditRestart(options.measure);
      since = await options.measure();
      kills.push({ before, down, after: since });
    }
    return kills;
  }

  /** Polls `isDone` every `everyMs` until it holds or `timeoutMs` passed (the test's assertions say which). */
  async waitUntil(isDone: () => Promise<boolean>, options: { timeoutMs: number; everyMs: number }) {
    const deadline = Date.now() + options.timeoutMs;
    while (!(await isDone()) && Date.now() < deadline) await sleep(options.everyMs);
  }

  /** Runs `body` while a walker publishes a price every `walk.everyMs` on the child's bus; stops it after. */
  async withPriceWalk<T>(walk: PriceWalk, body: () => Promise<T>): Promise<T> {
    const bus = this.bus;
    if (!bus) throw new Error('the server was started without a feed');
    let price = walk.from;
    let isWalking = true;
    const walker = (async () => {
      while (isWalking) {
        price = walk.step(price);
        await bus.publish(MARKET_TICKS_CHANNEL, walk.batch(price)).catch(() => undefined);
        await sleep(walk.everyMs);
      }
    })();
    try {
      return await body();
    } finally {
      isWalking = false;
      await walker;
    }
  }

  /** Whatever failed: no child outlives the test, the bus and apps close, the clone and temp dirs go. */
  async tearDown() {
    const bundleDirectory = await this.bundle?.catch(() => undefined);
    await tearDownCrashTest({
      ...(this.child ? { server: this.child } : {}),
      ...(this.databaseUrl ? { databaseUrl: this.databaseUrl } : {}),
      directories: [this.dataDirectory, bundleDirectory],
      close: [() => this.bus?.close(), () => this.setupApp?.close(), () => this.database?.close()],
    });
  }
}
