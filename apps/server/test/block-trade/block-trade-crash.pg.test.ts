import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/platform/db/index';
import { sleep } from '../support/child-server';
import { CrashRig } from '../support/crash-harness';
import { staffLogin } from '../support/staff';
import { blockBuyer, buy, createOffer, expectBlockInvariants, setSpotPrice } from './block-fixtures';

/*
 * Kill the releaser mid-release (PostgreSQL and Redis): the built server runs as a child process leading the scheduler
 * and its `block-trade.release` job (every minute at second 0, catch-up a minute: a new leader runs the latest slot
 * at once). The orders' lock-ups (60, 120, 180 s: the product's minimum and up) end in three waves: each wave's
 * orders are moved back in time, as if bought a lock-up ago, so that they are due now (the later waves are not), and
 * a restart makes the new leader release them without waiting for the minute. The test watches the locked orders and
 * SIGKILLs the server as soon as the wave starts to be released, and again while the restarted server catches the
 * slot up. Each release is one transaction (guarded UPDATE + transfer), so in the end every order is released exactly
 * once and never before its lock-up's end, every buyer holds exactly what they bought in spot, nothing stays in
 * lock-up, and the auditor is clean after every kill.
 */
const BUYERS = 100;
const LOCKUPS = [60, 120, 180];
const QUANTITY = '0.01';

const rig = new CrashRig('block-crash');
const buyers: number[] = [];

beforeAll(async () => {
  // The in-process app buys the blocks at the real time (its own prices, on its own bus).
  const app = await rig.setUp();
  const staff = await staffLogin(app);
  const offers = [];
  for (const lockupSeconds of LOCKUPS)
    offers.push(await createOffer(app, staff.token, { totalQuantity: '100', lockupSeconds }));
  for (let index = 0; index < BUYERS; index += 1) {
    app.clock.advance(Date.now() - app.clock.nowMs());
    await setSpotPrice(app, 'BTCUSDT', '50000');
    const user = await blockBuyer(app, '10000');
    buyers.push(user.userId);
    for (const offer of offers) {
      const bought = await buy(app, user.token, { offerId: offer.id, quantity: QUANTITY, rate: '-0.02' });
      if (bought.status !== 200) throw new Error(JSON.stringify(bought.body));
    }
  }
  await rig.startServer();
}, 240_000);

afterAll(() => rig.tearDown());

const lockedCount = async (db: Database['db']) => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from block_trade_orders where status = 1`,
  );
  return row?.count ?? 0;
};

/** The lock-up's orders as if bought `lockupSeconds` (plus a second) ago, every timestamp moved back alike. */
const makeDue = (db: Database['db'], lockupSeconds: number) =>
  db.execute(
    sql`update block_trade_orders
           set created_at = created_at - (locked_until - now() + interval '1 second'),
               updated_at = updated_at - (locked_until - now() + interval '1 second'),
               source_price_at = source_price_at - (locked_until - now() + interval '1 second'),
               locked_until = now() - interval '1 second'
         where status = 1 and lockup_seconds = ${lockupSeconds}`,
  );

describe('crash test: SIGKILL the server while it releases block trades (PostgreSQL)', () => {
  it('releases every order exactly once across the kills and loses or doubles nothing', async () => {
    const db = rig.db;
    const kills: { lockedAtKill: number; lockedAfter: number }[] = [];
    /** After each wave: what stayed locked (exactly the later waves). */
    const stillLocked: number[] = [];
    /**
     * Watches the locked count every 10 ms and SIGKILLs the server as soon as it starts to fall (a batch is being
     * released, one transaction per order), then audits and restarts it. False when nothing moved before the deadline.
     */
    const killWhileReleasing = async (deadlineMs: number) => {
      const before = await lockedCount(db);
      while (Date.now() < deadlineMs) {
        const now = await lockedCount(db);
        if (now < before) {
          kills.push(
            await rig.killAuditRestart(async () => ({
              lockedAtKill: now,
              lockedAfter: await lockedCount(db),
            })),
          );
          return true;
        }
        await sleep(10);
      }
      return false;
    };
    for (const [wave, lockupSeconds] of LOCKUPS.entries()) {
      await makeDue(db, lockupSeconds);
      // The restarted leader runs the latest slot at once; kill as the wave starts, then again during the catch-up.
      await rig.killAuditRestart(async () => undefined);
      for (let attempt = 0; attempt < 2; attempt += 1)
        if (!(await killWhileReleasing(Date.now() + 8_000))) break;
      const later = BUYERS * (LOCKUPS.length - wave - 1);
      await rig.waitUntil(async () => (await lockedCount(db)) <= later, { timeoutMs: 60_000, everyMs: 100 });
      stillLocked.push(await lockedCount(db));
    }
    console.warn(`block-trade crash test: ${JSON.stringify({ orders: BUYERS * LOCKUPS.length, kills })}`);
    expect(rig.audits).toEqual([]);
    expect(stillLocked).toEqual(LOCKUPS.map((_, wave) => BUYERS * (LOCKUPS.length - wave - 1)));
    expect(await lockedCount(db)).toBe(0);
    // Kills fell inside batches: orders of one lock-up were partly released when the server died.
    expect(kills.some((entry) => entry.lockedAtKill % BUYERS !== 0)).toBe(true);
    for (const entry of kills) expect(entry.lockedAfter).toBeLessThanOrEqual(entry.lockedAtKill);

    const [releases] = await queryRows<{ orders: number; transfers: number; early: number }>(
      db,
      sql`select (select count(*)::int from block_trade_orders where status = 2) as orders,
                 (select count(*)::int from ledger_transfers where id like 'block:%:release') as transfers,
                 (select count(*)::int from block_trade_orders where released_at < locked_until) as early`,
    );
    expect(releases).toEqual({
      orders: BUYERS * LOCKUPS.length,
      transfers: BUYERS * LOCKUPS.length,
      early: 0,
    });
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
  }, 240_000);
});
