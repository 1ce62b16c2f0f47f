import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ManualClock } from '../../src/platform/clock';
import { openPostgres, queryRows, type Database } from '../../src/platform/db/index';
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
import { blockBuyer, buy, createOffer, expectBlockInvariants, setSpotPrice } from './block-fixtures';

/*
 * Kill the releaser mid-release (PostgreSQL and Redis): the built server runs as a child process leading the scheduler
 * and its `block-trade.release` job (every minute at second 0); the orders' lock-ups end on three successive minutes.
 * The test watches the locked orders and SIGKILLs the server as soon as a batch starts to be released, and again
 * while the restarted server catches the missed slot up. Each release is one transaction (guarded UPDATE + transfer), so in
 * the end every order is released exactly once, every buyer holds exactly what they bought in spot, nothing stays in
 * lock-up, and the auditor is clean after every kill.
 */
const BUYERS = 100;
const LOCKUPS = [60, 120, 180];
const QUANTITY = '0.01';

let dataDirectory: string;
let bundleDirectory: string;
let databaseUrl: string;
let database: Database | undefined;
let setupApp: TestApp | undefined;
let server: ChildServer;
let lastDueMs = 0;
const buyers: number[] = [];

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-block-crash-'));
  bundleDirectory = await buildServerBundle();
  databaseUrl = await createTestDatabaseUrl();
  database = await openPostgres(databaseUrl, 4);
  // An in-process app on the same database buys the blocks at the real time (its own prices, on its own bus).
  const config = testConfig(dataDirectory);
  const clock = new ManualClock(Date.now());
  const built = await buildApp(config, { database, clock, isPrepared: true, isSchedulerManual: true });
  await built.app.ready();
  const app: TestApp = { ...built, clock, dataDirectory, close: () => built.app.close() };
  setupApp = app;
  const staff = await staffLogin(app);
  const offers = [];
  for (const lockupSeconds of LOCKUPS)
    offers.push(await createOffer(app, staff.token, { totalQuantity: '100', lockupSeconds }));
  for (let index = 0; index < BUYERS; index += 1) {
    clock.advance(Date.now() - clock.nowMs());
    await setSpotPrice(app, 'BTCUSDT', '50000');
    const user = await blockBuyer(app, '10000');
    buyers.push(user.userId);
    for (const offer of offers) {
      const bought = await buy(app, user.token, { offerId: offer.id, quantity: QUANTITY, rate: '-0.02' });
      if (bought.status !== 200) throw new Error(JSON.stringify(bought.body));
      lastDueMs = Math.max(lastDueMs, bought.data.lockedUntil);
    }
  }
  await app.close();
  setupApp = undefined;
  const prefix = `block-crash:${randomBytes(4).toString('hex')}:`;
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
    close: [() => setupApp?.close(), () => database?.close()],
  }),
);

const lockedCount = async (db: Database['db']) => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from block_trade_orders where status = 1`,
  );
  return row?.count ?? 0;
};

/** Sleeps until `offsetMs` past the next minute boundary. */
const untilNextMinute = (offsetMs: number) => sleep(60_000 - (Date.now() % 60_000) + offsetMs);

describe('crash test: SIGKILL the server while it releases block trades (PostgreSQL)', () => {
  it('releases every order exactly once across the kills and loses or doubles nothing', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const audits: string[] = [];
    const kills: { lockedAtKill: number; lockedAfter: number }[] = [];
    /**
     * Watches the locked count every 10 ms and SIGKILLs the server as soon as it starts to fall (a batch is being
     * released, one transaction per order), then audits and restarts it. False when nothing moved before the deadline.
     */
    const killWhileReleasing = async (deadlineMs: number) => {
      const before = await lockedCount(db);
      while (Date.now() < deadlineMs) {
        const now = await lockedCount(db);
        if (now < before) {
          await server.kill();
          const audit = await auditLedger(db);
          if (!audit.isClean) audits.push(JSON.stringify(audit.problems));
          kills.push({ lockedAtKill: now, lockedAfter: await lockedCount(db) });
          await server.start();
          return true;
        }
        await sleep(10);
      }
      return false;
    };
    while (Date.now() < lastDueMs + 60_000) {
      // From just before each minute's slot: kill as the batch starts, then again during the catch-up after restart.
      await untilNextMinute(-300);
      for (let attempt = 0; attempt < 2; attempt += 1)
        if (!(await killWhileReleasing(Date.now() + 8_000))) break;
    }
    const deadline = Date.now() + 90_000;
    while ((await lockedCount(db)) > 0 && Date.now() < deadline) await sleep(500);
    console.warn(`block-trade crash test: ${JSON.stringify({ orders: BUYERS * LOCKUPS.length, kills })}`);
    expect(audits).toEqual([]);
    expect(await lockedCount(db)).toBe(0);
    // Kills fell inside batches: orders of one lock-up were partly released when the server died.
    expect(kills.some((entry) => entry.lockedAtKill % BUYERS !== 0)).toBe(true);
    for (const entry of kills) expect(entry.lockedAfter).toBeLessThanOrEqual(entry.lockedAtKill);

    const [releases] = await queryRows<{ orders: number; transfers: number }>(
      db,
      sql`select (select count(*)::int from block_trade_orders where status = 2) as orders,
                 (select count(*)::int from ledger_transfers where id like 'block:%:release') as transfers`,
    );
    expect(releases).toEqual({ orders: BUYERS * LOCKUPS.length, transfers: BUYERS * LOCKUPS.length });
    const held = await queryRows<{ user_id: number; wallet: string; total: string }>(
      db,
      sql`select user_id::int, wallet, (available + frozen)::text as total from ledger_accounts
           where asset = 'BTC' and user_id = any(${`{${buyers.join(',')}}`}::bigint[])`,
    );
    for (const userId of buyers) {
      const of = (wallet: string) =>
        new BigNumber(
          held.find((row) => row.user_id === userId && row.wallet === wallet)?.total ?? 0,
        ).toFixed();
      expect({ spot: of('spot'), locked: of('block_locked') }, `user ${userId}`).toEqual({
        spot: new BigNumber(QUANTITY).times(LOCKUPS.length).toFixed(),
        locked: '0',
      });
    }
    await expectBlockInvariants(db);
  }, 480_000);
});
