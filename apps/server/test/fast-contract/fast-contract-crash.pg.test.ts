import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType, type FastContractOrder } from '@exchange/contracts';
import { fastContractOutcome, fastContractPayoutOf, type FastContractSide } from '@exchange/domain';
import { buildApp } from '../../src/app';
import { createBus, type Bus } from '../../src/platform/bus/index';
import { ManualClock } from '../../src/platform/clock';
import { openPostgres, queryRows, type Database } from '../../src/platform/db/index';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '../../src/engines/price-feed/market-batch';
import { auditLedger } from '../../src/modules/ledger/index';
import {
  ChildServer,
  buildServerBundle,
  childServerEnv,
  freePort,
  sleep,
  tearDownCrashTest,
} from '../support/child-server';
import { staffLogin } from '../support/staff';
import { createTestDatabaseUrl, type TestApp } from '../support/test-app';
import { testConfig } from '../support/test-config';
import {
  buy,
  buyBody,
  expectFastInvariants,
  fastTrader,
  putSettings,
  setFastPrice,
  settingsBody,
} from './fast-fixtures';

/*
 * Kill the settler mid-settlement (PostgreSQL and Redis): the built server runs as a child process leading the
 * scheduler — it records the per-second prices and runs `fast-contract.settle`; this test is the price feed, walking
 * BTC on the Redis bus, and SIGKILLs the server again and again while contracts expire. Every settlement is one
 * transaction, so a kill loses or doubles nothing: in the end each contract settled exactly once, at the outcome the
 * recorded prices give, each wallet holds exactly 1,000 − stake + payout, and the auditor is clean after every kill.
 */
const CONTRACTS = 120;
const KILLS = 7;
const STAKE = '100';
/** Eight periods from 20 s to 55 s, so expiries spread over the whole run instead of arriving in one burst. */
const PERIODS = [20, 25, 30, 35, 40, 45, 50, 55];

let dataDirectory: string;
let bundleDirectory: string;
let databaseUrl: string;
let database: Database | undefined;
let setupApp: TestApp | undefined;
let server: ChildServer;
let feed: Bus;
const orders: { order: FastContractOrder; userId: number }[] = [];

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-fast-crash-'));
  bundleDirectory = await buildServerBundle();
  databaseUrl = await createTestDatabaseUrl();
  database = await openPostgres(databaseUrl, 4);
  // An in-process app on the same database buys the contracts at the real time (its own prices, on its own bus).
  const config = testConfig(dataDirectory);
  const clock = new ManualClock(Date.now());
  const built = await buildApp(config, { database, clock, isPrepared: true, isSchedulerManual: true });
  await built.app.ready();
  const app: TestApp = { ...built, clock, dataDirectory, close: () => built.app.close() };
  setupApp = app;
  const staff = await staffLogin(app);
  const instruments = settingsBody().instruments.map((offer) => ({
    ...offer,
    periods: PERIODS.map((periodSeconds) => ({ periodSeconds, payoutRate: '0.85' })),
  }));
  expect((await putSettings(app, staff.token, settingsBody({ instruments }))).status).toBe(200);
  for (let index = 0; index < CONTRACTS; index += 1) {
    clock.advance(Date.now() - clock.nowMs());
    await setFastPrice(app, 'BTCUSDT', '60000');
    const user = await fastTrader(app, '1000');
    const periodSeconds = PERIODS[index % PERIODS.length] as number;
    const bought = await buy(
      app,
      user.token,
      buyBody({ direction: index % 2, amount: STAKE, periodSeconds }),
    );
    if (bought.status !== 200) throw new Error(JSON.stringify(bought.body));
    orders.push({ order: bought.data, userId: user.userId });
  }
  await app.close();
  setupApp = undefined;
  const prefix = `fast-crash:${randomBytes(4).toString('hex')}:`;
  feed = createBus(process.env.REDIS_URL, prefix);
  server = new ChildServer({
    bundleDirectory,
    dataDirectory,
    port: await freePort(),
    env: childServerEnv({
      databaseUrl,
      dataDirectory,
      jwtSecret: config.JWT_SECRET ?? '',
      redisKeyPrefix: prefix,
    }),
  });
  await server.start();
}, 180_000);

afterAll(() =>
  tearDownCrashTest({
    server,
    databaseUrl,
    directories: [dataDirectory, bundleDirectory],
    close: [() => feed?.close(), () => setupApp?.close(), () => database?.close()],
  }),
);

/** One fast-contract tick on the bus, as the feed's leader publishes it. */
const publishPrice = (price: number) => {
  const now = Date.now();
  const batch = emptyBatch('simulated', now);
  const text = String(price);
  batch.ticks.push({
    type: InstrumentType.fastContract,
    tick: {
      symbol: 'BTCUSDT',
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
  return feed.publish(MARKET_TICKS_CHANNEL, batch);
};

const openCount = async () => {
  const [row] = await queryRows<{ count: number }>(
    database?.db as Database['db'],
    sql`select count(*)::int as count from fast_contract_orders where status = 0`,
  );
  return row?.count ?? 0;
};

describe('crash test: SIGKILL the server while it settles fast contracts (PostgreSQL)', () => {
  it('settles every contract exactly once across the kills, at the recorded prices, and loses or doubles nothing', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    let price = 60_000;
    let isWalking = true;
    // The feed: 4 ticks a second, a step of −1, 0 or +1 each (ties happen).
    const walker = (async () => {
      while (isWalking) {
        price += randomInt(3) - 1;
        await publishPrice(price).catch(() => undefined);
        await sleep(250);
      }
    })();
    const audits: string[] = [];
    const killedAt: { openBefore: number; openAfterRestart: number }[] = [];
    let kills = 0;
    try {
      for (; kills < KILLS; kills += 1) {
        await sleep(3_000 + randomInt(4_000));
        const openBefore = await openCount();
        await server.kill();
        const audit = await auditLedger(db);
        if (!audit.isClean) audits.push(JSON.stringify(audit.problems));
        await server.start();
        killedAt.push({ openBefore, openAfterRestart: await openCount() });
      }
      const deadline = Date.now() + 90_000;
      while ((await openCount()) > 0 && Date.now() < deadline) await sleep(250);
    } finally {
      isWalking = false;
      await walker;
    }
    console.warn(`fast-contract crash test: ${JSON.stringify({ contracts: CONTRACTS, kills, killedAt })}`);
    expect(audits).toEqual([]);
    expect(await openCount()).toBe(0);
    expect(
      killedAt.filter((kill) => kill.openBefore > 0 && kill.openBefore < CONTRACTS).length,
    ).toBeGreaterThan(1);

    // Each contract at the outcome its recorded prices give (the latest tick within 2 s before expiry, else void),
    // and each wallet at 1,000 − stake + payout.
    const rows = await queryRows<{
      id: number;
      status: number;
      payout: string;
      close_price: string | null;
      user_id: number;
      available: string;
      frozen: string;
    }>(
      db,
      sql`select o.id::int, o.status, o.payout::text, o.close_price::text, o.user_id::int, a.available::text, a.frozen::text
            from fast_contract_orders o
            join ledger_accounts a on a.user_id = o.user_id and a.wallet = 'fast_contract' and a.asset = 'USDT'`,
    );
    expect(rows).toHaveLength(CONTRACTS);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { order } of orders) {
      const [close] = await queryRows<{ price: string }>(
        db,
        sql`select price::text from fast_contract_prices
             where symbol = 'BTCUSDT' and tick_at_ms <= ${order.expiresAt} and tick_at_ms >= ${order.expiresAt - 2_000}
             order by tick_at_ms desc limit 1`,
      );
      const outcome = fastContractOutcome(
        order.direction as FastContractSide,
        order.openPrice,
        close?.price ?? null,
      );
      const payout = fastContractPayoutOf(outcome, STAKE, '0.85');
      const row = byId.get(order.id);
      expect(
        { status: row?.status, payout: new BigNumber(row?.payout ?? -1).toFixed() },
        `order ${order.id}`,
      ).toEqual({
        status: { won: 1, lost: 2, tie: 3, void: 4 }[outcome],
        payout,
      });
      expect(new BigNumber(row?.available ?? 0).toFixed()).toBe(
        new BigNumber(1000).minus(STAKE).plus(payout).toFixed(),
      );
      expect(new BigNumber(row?.frozen ?? 1).isZero()).toBe(true);
    }
    // Most expiries fell while a leader was recording: the kills did not turn everything into refunds.
    expect(rows.filter((row) => row.status !== 4).length).toBeGreaterThan(CONTRACTS / 2);
    await expectFastInvariants(db);
  }, 300_000);
});
