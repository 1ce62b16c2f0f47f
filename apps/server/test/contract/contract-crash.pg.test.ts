import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BigNumber } from 'bignumber.js';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createBus, type Bus } from '../../src/platform/bus/index';
import { ManualClock } from '../../src/platform/clock';
import { contractPositions, openPostgres, queryRows, type Database } from '../../src/platform/db/index';
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
import { expectContractInvariants, marketLong, setPrice, trade, trader } from './contract-fixtures';

/*
 * Kill the engine mid-liquidation (PostgreSQL and Redis): the built server runs as a child process with the risk
 * engine leading; this test is the price feed, walking BTC down on the Redis bus through the liquidation prices of
 * 200 isolated and cross positions, and SIGKILLs the server again and again while it liquidates them. Every
 * liquidation is one transaction, so a kill loses or doubles nothing: in the end each position was liquidated exactly
 * once, each holder lost exactly what the rules say, and the auditor is clean after every restart.
 */
const POSITIONS = 200;
const KILLS = 6;
const LEVERS = [10, 20, 25, 40, 50] as const;

let dataDirectory: string;
let bundleDirectory: string;
let databaseUrl: string;
let database: Database | undefined;
let setupApp: TestApp | undefined;
let server: ChildServer;
let feed: Bus;
const positionIds: number[] = [];
const crossUsers: number[] = [];
const isolatedAvailable = new Map<number, string>();

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-contract-crash-'));
  bundleDirectory = await buildServerBundle();
  databaseUrl = await createTestDatabaseUrl();
  database = await openPostgres(databaseUrl, 4);
  // An in-process app on the same database opens the positions at 60,000 (its own prices, on its own bus).
  const config = testConfig(dataDirectory);
  const clock = new ManualClock(Date.now());
  const built = await buildApp(config, { database, clock, isPrepared: true });
  await built.app.ready();
  setupApp = { ...built, clock, dataDirectory, close: () => built.app.close() };
  await setPrice(setupApp, 'BTCUSDT', '60000');
  for (let index = 0; index < POSITIONS; index += 1) {
    const isCross = index % 5 === 0;
    const user = await trader(setupApp, '1000');
    const placed = await trade<{ positionId: number }>(setupApp, user.token, 'POST', 'create', {
      body: marketLong({
        quantity: '0.1',
        lever: LEVERS[index % LEVERS.length],
        marginMode: isCross ? 1 : 2,
      }),
    });
    if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
    positionIds.push(placed.data.positionId);
    if (isCross) crossUsers.push(user.userId);
    const [balance] = await queryRows<{ available: string }>(
      database.db,
      sql`select available::text from ledger_accounts where user_id = ${user.userId} and wallet = 'contract'`,
    );
    if (!isCross) isolatedAvailable.set(user.userId, new BigNumber(balance?.available ?? 0).toFixed());
  }
  await setupApp.close();
  setupApp = undefined;
  const prefix = `contract-crash:${randomBytes(4).toString('hex')}:`;
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
      extra: { RISK_ENGINE_ENABLED: 'true' },
    }),
  });
  await server.start();
}, 120_000);

afterAll(() =>
  tearDownCrashTest({
    server,
    databaseUrl,
    directories: [dataDirectory, bundleDirectory],
    close: [() => feed?.close(), () => setupApp?.close(), () => database?.close()],
  }),
);

/** One batch on the bus, as the feed's leader publishes it. */
const publishPrice = (price: number) => {
  const now = Date.now();
  const batch = emptyBatch('simulated', now);
  const text = String(price);
  batch.ticks.push({
    type: 2,
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
  batch.marks.push({
    type: 2,
    mark: {
      symbol: 'BTCUSDT',
      markPrice: text,
      indexPrice: text,
      fundingRate: '0',
      nextFundingTime: now + 3_600_000,
      time: now,
    },
  });
  return feed.publish(MARKET_TICKS_CHANNEL, batch);
};

const openCount = async () => {
  const rows = await queryRows<{ count: number }>(
    database?.db as Database['db'],
    sql`select count(*)::int as count from contract_positions where status = 1`,
  );
  return rows[0]?.count ?? 0;
};

describe('crash test: SIGKILL the server while it liquidates (PostgreSQL)', () => {
  it('liquidates every position exactly once across the kills, and loses or doubles nothing', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    let price = 60_000;
    let isWalking = true;
    // The feed: 10 batches a second, 60 down each, to 47,000 (past every liquidation price), then steady there.
    const walker = (async () => {
      while (isWalking) {
        price = Math.max(47_000, price - 60);
        await publishPrice(price).catch(() => undefined);
        await sleep(100);
      }
    })();
    const audits: string[] = [];
    /** Open positions just before each kill and just after it: a kill under way while they were falling. */
    const killedAt: { openBefore: number; openAfterRestart: number }[] = [];
    let kills = 0;
    try {
      for (; kills < KILLS; kills += 1) {
        await sleep(700 + randomInt(900));
        const openBefore = await openCount();
        await server.kill();
        const audit = await auditLedger(db);
        if (!audit.isClean) audits.push(JSON.stringify(audit.problems));
        await server.start();
        killedAt.push({ openBefore, openAfterRestart: await openCount() });
      }
      const deadline = Date.now() + 60_000;
      while ((await openCount()) > 0 && Date.now() < deadline) await sleep(250);
    } finally {
      isWalking = false;
      await walker;
    }
    console.warn(`contract crash test: ${JSON.stringify({ positions: POSITIONS, kills, killedAt })}`);
    expect(audits).toEqual([]);
    expect(await openCount()).toBe(0);
    // The kills came while positions were being liquidated, not only before or after.
    expect(
      killedAt.filter((kill) => kill.openBefore > 0 && kill.openBefore < POSITIONS).length,
    ).toBeGreaterThan(1);

    // Each position closed exactly once, by the liquidation.
    const closes = await queryRows<{ position_id: number; closes: number; liquidations: number }>(
      db,
      sql`select position_id, count(*)::int as closes, count(*) filter (where trigger = 4)::int as liquidations
            from contract_orders where action = 2 group by position_id`,
    );
    expect(closes).toHaveLength(POSITIONS);
    for (const row of closes) expect(row).toMatchObject({ closes: 1, liquidations: 1 });
    const positions = await db
      .select({
        id: contractPositions.id,
        status: contractPositions.status,
        userId: contractPositions.userId,
      })
      .from(contractPositions)
      .where(inArray(contractPositions.id, positionIds));
    expect(positions.every((position) => position.status === 3)).toBe(true);

    // An isolated holder lost the margin and nothing else; a cross holder the whole cross wallet.
    const wallets = await queryRows<{ user_id: string; available: string; margin: string }>(
      db,
      sql`select c.user_id, c.available::text, coalesce(m.available, 0)::text as margin
            from ledger_accounts c left join ledger_accounts m on m.user_id = c.user_id and m.wallet = 'contract_margin'
           where c.wallet = 'contract' and c.user_id in (${sql.join(
             positions.map((position) => sql`${position.userId}`),
             sql`, `,
           )})`,
    );
    expect(wallets).toHaveLength(POSITIONS);
    for (const wallet of wallets) {
      const userId = Number(wallet.user_id);
      expect(new BigNumber(wallet.margin).isZero()).toBe(true);
      const expected = crossUsers.includes(userId) ? '0' : isolatedAvailable.get(userId);
      expect(new BigNumber(wallet.available).toFixed(), `user ${userId}`).toBe(expected);
    }
    await expectContractInvariants(db);
  }, 240_000);
});
