import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType, type AiOrder } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { auditLedger } from '../../src/modules/ledger/index';
import { CrashRig, priceBatch } from '../support/crash-harness';
import { setSpot, spotTrader } from '../spot/spot-fixtures';
import { GRID_PRODUCT, ai, expectAiInvariants, insertProduct } from './ai-fixtures';

/*
 * Kill the AI engine and the term settlement mid-run (PostgreSQL and Redis): the built server runs as a child process
 * leading the scheduler (`ai.run`, `ai.settle`); this test is the price feed, walking BTC around the grid's lines on
 * the Redis bus, and SIGKILLs the server again and again while orders trade and reach their term. Every child order
 * and every settlement is one transaction, so a kill loses or doubles nothing: in the end each order settled exactly
 * once (one payout per asset), the sub-accounts equal the running orders (none left), and the auditor is clean after
 * every kill. The rig (child server, kills, walker): support/crash-harness.ts.
 */
const ORDERS = 40;
const KILLS = 5;
/** Terms from 15 s to 50 s, so the ends spread over the run. */
const TERMS = [15, 20, 25, 30, 35, 40, 45, 50];

const rig = new CrashRig('ai-crash');
const orders: AiOrder[] = [];

beforeAll(async () => {
  const app = await rig.setUp();
  const products = [];
  for (const termSeconds of TERMS)
    products.push(await insertProduct(rig.db, { ...GRID_PRODUCT, termSeconds }));
  for (let index = 0; index < ORDERS; index += 1) {
    app.clock.advance(Date.now() - app.clock.nowMs());
    await setSpot(app, [{ symbol: 'BTCUSDT', last: '100' }]);
    const user = await spotTrader(app, { USDT: '1000' });
    const product = products[index % products.length] as { id: number };
    const bought = await ai<AiOrder>(app, user.token, 'POST', 'buy', {
      body: { productId: product.id, amount: '100', productVersion: 1, agreed: true },
    });
    if (bought.status !== 200) throw new Error(JSON.stringify(bought.body));
    orders.push(bought.data);
  }
  await rig.startServer({ hasFeed: true });
}, 240_000);

afterAll(() => rig.tearDown());

const runningCount = async () => {
  const [row] = await queryRows<{ count: number }>(
    rig.db,
    sql`select count(*)::int as count from ai_orders where status = 0`,
  );
  return row?.count ?? 0;
};

describe('crash test: SIGKILL the server while it runs and settles AI orders (PostgreSQL)', () => {
  it('settles every order exactly once across the kills and loses or doubles nothing', async () => {
    const db = rig.db;
    // The feed: 4 ticks a second between 88 and 112, crossing the grid's lines (90, 95, 100, 105, 110).
    const walk = {
      from: 100,
      step: (price: number) => Math.min(112, Math.max(88, price + randomInt(5) - 2)),
      everyMs: 250,
      batch: (price: number) => priceBatch('BTCUSDT', price, { type: InstrumentType.coin, hasDepth: true }),
    };
    const killedAt = await rig.withPriceWalk(walk, async () => {
      const kills = await rig.crashLoop({ kills: KILLS, pauseMs: [3_000, 7_000], measure: runningCount });
      await rig.waitUntil(async () => (await runningCount()) === 0, { timeoutMs: 120_000, everyMs: 500 });
      return kills;
    });
    console.warn(`ai crash test: ${JSON.stringify({ orders: ORDERS, killedAt })}`);
    expect(killedAt).toHaveLength(KILLS);
    expect(rig.audits).toEqual([]);
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
