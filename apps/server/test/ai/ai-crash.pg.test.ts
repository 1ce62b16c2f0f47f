import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType, type AiOrder } from '@exchange/contracts';
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
import { createTestDatabaseUrl, type TestApp } from '../support/test-app';
import { testConfig } from '../support/test-config';
import { setSpot, spotTrader } from '../spot/spot-fixtures';
import { GRID_PRODUCT, ai, expectAiInvariants, insertProduct } from './ai-fixtures';

/*
 * Kill the AI engine and the term settlement mid-run (PostgreSQL and Redis): the built server runs as a child process
 * leading the scheduler (`ai.run`, `ai.settle`); this test is the price feed, walking BTC around the grid's lines on
 * the Redis bus, and SIGKILLs the server again and again while orders trade and reach their term. Every child order
 * and every settlement is one transaction, so a kill loses or doubles nothing: in the end each order settled exactly
 * once (one payout per asset), the sub-accounts equal the running orders (none left), and the auditor is clean after
 * every kill.
 */
const ORDERS = 40;
const KILLS = 5;
/** Terms from 15 s to 50 s, so the ends spread over the run. */
const TERMS = [15, 20, 25, 30, 35, 40, 45, 50];

let dataDirectory: string;
let bundleDirectory: string;
let databaseUrl: string;
let database: Database | undefined;
let setupApp: TestApp | undefined;
let server: ChildServer;
let feed: Bus;
const orders: AiOrder[] = [];

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-ai-crash-'));
  bundleDirectory = await buildServerBundle();
  databaseUrl = await createTestDatabaseUrl();
  database = await openPostgres(databaseUrl, 4);
  const config = testConfig(dataDirectory);
  const clock = new ManualClock(Date.now());
  const built = await buildApp(config, { database, clock, isPrepared: true, isSchedulerManual: true });
  await built.app.ready();
  const app: TestApp = { ...built, clock, dataDirectory, close: () => built.app.close() };
  setupApp = app;
  const products = [];
  for (const termSeconds of TERMS)
    products.push(await insertProduct(database.db, { ...GRID_PRODUCT, termSeconds }));
  for (let index = 0; index < ORDERS; index += 1) {
    clock.advance(Date.now() - clock.nowMs());
    await setSpot(app, [{ symbol: 'BTCUSDT', last: '100' }]);
    const user = await spotTrader(app, { USDT: '1000' });
    const product = products[index % products.length] as { id: number };
    const bought = await ai<AiOrder>(app, user.token, 'POST', 'buy', {
      body: { productId: product.id, amount: '100', productVersion: 1, agreed: true },
    });
    if (bought.status !== 200) throw new Error(JSON.stringify(bought.body));
    orders.push(bought.data);
  }
  await app.close();
  setupApp = undefined;
  const prefix = `ai-crash:${randomBytes(4).toString('hex')}:`;
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
}, 240_000);

afterAll(() =>
  tearDownCrashTest({
    server,
    databaseUrl,
    directories: [dataDirectory, bundleDirectory],
    close: [() => feed?.close(), () => setupApp?.close(), () => database?.close()],
  }),
);

/** One spot tick and book for BTCUSDT on the bus, as the feed's leader publishes them. */
const publishPrice = (price: number) => {
  const now = Date.now();
  const batch = emptyBatch('simulated', now);
  const text = String(price);
  batch.ticks.push({
    type: InstrumentType.coin,
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
  batch.depths.push({
    type: InstrumentType.coin,
    depth: {
      symbol: 'BTCUSDT',
      asks: [{ price: text, quantity: '1000' }],
      bids: [{ price: text, quantity: '1000' }],
      time: now,
    },
  });
  return feed.publish(MARKET_TICKS_CHANNEL, batch);
};

const runningCount = async () => {
  const [row] = await queryRows<{ count: number }>(
    database?.db as Database['db'],
    sql`select count(*)::int as count from ai_orders where status = 0`,
  );
  return row?.count ?? 0;
};

describe('crash test: SIGKILL the server while it runs and settles AI orders (PostgreSQL)', () => {
  it('settles every order exactly once across the kills and loses or doubles nothing', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    let price = 100;
    let isWalking = true;
    // The feed: 4 ticks a second between 88 and 112, crossing the grid's lines (90, 95, 100, 105, 110).
    const walker = (async () => {
      while (isWalking) {
        price = Math.min(112, Math.max(88, price + randomInt(5) - 2));
        await publishPrice(price).catch(() => undefined);
        await sleep(250);
      }
    })();
    const audits: string[] = [];
    const killedAt: { runningBefore: number }[] = [];
    let kills = 0;
    try {
      for (; kills < KILLS; kills += 1) {
        await sleep(3_000 + randomInt(4_000));
        const runningBefore = await runningCount();
        await server.kill();
        const audit = await auditLedger(db);
        if (!audit.isClean) audits.push(JSON.stringify(audit.problems));
        await server.start();
        killedAt.push({ runningBefore });
      }
      const deadline = Date.now() + 120_000;
      while ((await runningCount()) > 0 && Date.now() < deadline) await sleep(500);
    } finally {
      isWalking = false;
      await walker;
    }
    console.warn(`ai crash test: ${JSON.stringify({ orders: ORDERS, kills, killedAt })}`);
    expect(audits).toEqual([]);
    expect(await runningCount()).toBe(0);
    const payouts = await queryRows<{ id: string; payouts: number; status: number }>(
      db,
      sql`select o.id::text, o.status,
                 (select count(*)::int from ledger_transfers t where t.ref = 'ai:' || o.no and t.business_type = 2201 and t.asset = 'USDT') as payouts
            from ai_orders o`,
    );
    expect(payouts).toHaveLength(ORDERS);
    for (const row of payouts)
      expect({ id: row.id, payouts: row.payouts, status: row.status }).toEqual({
        id: row.id,
        payouts: 1,
        status: 1,
      });
    const [children] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ai_child_orders`,
    );
    expect(children?.count).toBeGreaterThan(0);
    await expectAiInvariants(db);
    expect((await auditLedger(db)).isClean).toBe(true);
  }, 400_000);
});
