import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiOrder } from '@exchange/contracts';
import { runAiEngine, settleDueAiOrders, stepAiOrder } from '../../src/modules/ai/index';
import { queryRows } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import type { TestApp } from '../support/test-app';
import { createSpotApp, setSpot, spotTrader } from '../spot/spot-fixtures';
import { GRID_PRODUCT, ai, expectAiInvariants, insertProduct, reissue } from './ai-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there).
let t: TestApp;
let product: { id: number };
beforeAll(async () => {
  t = await createSpotApp();
  await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
  product = await insertProduct(t.context.db, { ...GRID_PRODUCT, termSeconds: 3_600 });
});
afterAll(async () => {
  await expectAiInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

/** Users each with a running grid order that holds BTC (one cell bought at 94). */
const ordersHoldingBtc = async (count: number) => {
  await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
  const users = await Promise.all(Array.from({ length: count }, () => spotTrader(t, { USDT: '1000' })));
  const orders: AiOrder[] = [];
  for (const user of users) {
    const bought = await ai<AiOrder>(t, user.token, 'POST', 'buy', {
      body: { productId: product.id, amount: '100', productVersion: 1, agreed: true },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    orders.push(bought.data);
  }
  await setSpot(t, [{ symbol: 'BTCUSDT', last: '94' }]);
  expect((await runAiEngine(t.context)).children).toBeGreaterThanOrEqual(count);
  return { users, orders };
};

const settlementsOf = async (order: AiOrder) => {
  const [row] = await queryRows<{ payouts: number; fees: number; closes: number }>(
    t.context.db,
    sql`select (select count(*)::int from ledger_transfers where ref = ${`ai:${order.no}`} and business_type = 2201 and asset = 'USDT') as payouts,
               (select count(*)::int from ledger_transfers where ref = ${`ai:${order.no}`} and business_type = 12) as fees,
               (select count(*)::int from ai_child_orders where order_id = ${order.id} and reason = 'close') as closes`,
  );
  return row;
};

describe('settlement races (PostgreSQL)', () => {
  it('early settlement vs the term job at the end of the term: one winner per order, paid once', async () => {
    const { users, orders } = await ordersHoldingBtc(12);
    t.clock.advance(3_600_000);
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '99' }]);
    const tokens = await Promise.all(users.map((user) => reissue(t, user)));
    const [early, jobs] = await Promise.all([
      Promise.all(
        orders.map((order, index) =>
          ai<AiOrder>(t, tokens[index] as string, 'PUT', `early-settlement/${order.id}`),
        ),
      ),
      Promise.all([settleDueAiOrders(t.context), settleDueAiOrders(t.context)]),
    ]);
    const wonEarly = early.filter((answer) => answer.status === 200).length;
    for (const answer of early) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const byJobs = jobs.reduce((sum, job) => sum + job.settled, 0);
    expect(wonEarly + byJobs).toBe(orders.length);
    for (const job of jobs) expect(job.failed).toBe(0);
    for (const order of orders) expect(await settlementsOf(order)).toMatchObject({ payouts: 1, closes: 1 });
    await expectAiInvariants(t.context.db);
    await expectCleanLedger(t.context.db);
  });

  it('three early settlements of each order at once while the engine steps it: one settles, no deadlock', async () => {
    const { users, orders } = await ordersHoldingBtc(8);
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '101' }]);
    const answers = await Promise.all([
      ...orders.flatMap((order, index) =>
        [0, 1, 2].map(() =>
          ai<AiOrder>(t, (users[index] as { token: string }).token, 'PUT', `early-settlement/${order.id}`),
        ),
      ),
      ...orders.map((order, index) =>
        stepAiOrder(t.context, (users[index] as { userId: number }).userId, order.id),
      ),
    ]);
    const settled = answers.filter((answer) => typeof answer === 'object' && answer.status === 200);
    expect(settled).toHaveLength(orders.length);
    for (const answer of answers)
      if (typeof answer === 'object')
        expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    for (const order of orders) expect((await settlementsOf(order))?.payouts).toBe(1);
    await expectAiInvariants(t.context.db);
  });
});
