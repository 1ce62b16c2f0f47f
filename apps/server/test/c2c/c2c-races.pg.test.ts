import { BigNumber } from 'bignumber.js';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2cOrderStatus, type C2cOrder } from '@exchange/contracts';
import { expireC2cOrders } from '../../src/modules/c2c/index';
import { c2cOrders, queryRows } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { c2cCall, expectC2cInvariants, merchant, openOrder, person, postAd, spot } from './c2c-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there).
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await staffLogin(t)).token;
});
afterAll(async () => {
  await expectC2cInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

const ROUNDS = 1000;
const BATCH = 25;

/** Opens `count` orders of 10 USDT on one sell ad, spread over ten buyers. */
const openMany = async (count: number) => {
  const maker = await merchant(t, { USDT: String(count * 10) });
  const ad = await postAd(t, maker, {
    totalAmount: String(count * 10),
    fixedPrice: '1',
    minOrderFiat: '10',
    maxOrderFiat: '10',
  });
  const buyers = await Promise.all(Array.from({ length: 10 }, () => person(t)));
  const orders: { order: C2cOrder; buyer: (typeof buyers)[number] }[] = [];
  for (let index = 0; index < count; index += 1) {
    const buyer = buyers[index % buyers.length]!;
    const opened = await openOrder(t, buyer.token, ad, '10');
    expect(opened.status, opened.msg).toBe(200);
    orders.push({ order: opened.data, buyer });
  }
  return { maker, buyers, orders };
};

describe('release vs appeal decision vs expiry ×1000', () => {
  it('every appealing order ends exactly once, as the one winner decided', async () => {
    const half = ROUNDS / 2;
    const { maker, buyers, orders } = await openMany(ROUNDS);
    const appealing = orders.slice(0, half);
    const unpaid = orders.slice(half);
    // Paid and appealed (state only: no money moves in those steps), as the API would leave them.
    await t.context.db
      .update(c2cOrders)
      .set({
        status: C2cOrderStatus.appealing,
        appealBy: 'buyer',
        appealReason: 'race',
        appealAt: new Date(),
        paidAt: new Date(),
      })
      .where(
        inArray(
          c2cOrders.id,
          appealing.map((one) => one.order.id),
        ),
      );
    t.clock.advance(16 * 60_000);
    staffToken = (await staffLogin(t)).token;

    const release = (id: number) => c2cCall(t, maker.token, 'POST', `orders/${id}/release`, { key: null });
    const decide = (id: number, decision: 'release' | 'return') =>
      adminCall(t, 'POST', `c2c/orders/${id}/decide`, staffToken, {
        body: { decision, remark: 'Race decision' },
      });
    for (let start = 0; start < half; start += BATCH) {
      await Promise.all(
        appealing.slice(start, start + BATCH).map(async ({ order }, offset) => {
          const index = start + offset;
          const decision = index % 2 === 0 ? 'return' : 'release';
          // A third run the release to its end first, a third the decision, the rest race: one winner every time.
          let byRelease: { status: number };
          let byDecision: { status: number };
          if (index % 3 === 0) {
            byRelease = await release(order.id);
            byDecision = await decide(order.id, decision);
            expect(byRelease.status).toBe(200);
          } else if (index % 3 === 1) {
            byDecision = await decide(order.id, decision);
            byRelease = await release(order.id);
            expect(byDecision.status).toBe(200);
          } else {
            [byRelease, byDecision] = await Promise.all([
              release(order.id),
              decide(order.id, decision),
              expireC2cOrders(t.context),
            ]);
          }
          expect([byRelease.status, byDecision.status].sort(), `order ${order.id}`).toEqual([200, 409]);
        }),
      );
    }
    // The unpaid half, past its window: the buyer's cancel against the expiry job (and a late mark-paid).
    const cancel = (one: (typeof unpaid)[number]) =>
      c2cCall(t, one.buyer.token, 'POST', `orders/${one.order.id}/cancel`, { key: null });
    for (let start = 0; start < unpaid.length; start += BATCH) {
      const batch = unpaid.slice(start, start + BATCH);
      const [cancels] = await Promise.all([Promise.all(batch.map(cancel)), expireC2cOrders(t.context)]);
      for (const result of cancels) expect([200, 409]).toContain(result.status);
    }
    await expireC2cOrders(t.context);

    const rows = await t.context.db
      .select()
      .from(c2cOrders)
      .where(
        inArray(
          c2cOrders.id,
          orders.map((one) => one.order.id),
        ),
      );
    const endings = new Map(rows.map((row) => [row.id, row]));
    let toBuyers = new BigNumber(0);
    for (const { order } of appealing) {
      const row = endings.get(order.id)!;
      expect(['seller_released', 'appeal_released', 'appeal_returned']).toContain(row.ending);
      if (row.ending !== 'appeal_returned') toBuyers = toBuyers.plus(10);
    }
    for (const { order } of unpaid) {
      const row = endings.get(order.id)!;
      expect([row.status, ['buyer_cancelled', 'timeout'].includes(row.ending ?? '')]).toEqual([
        C2cOrderStatus.cancelled,
        true,
      ]);
    }
    const [events] = await queryRows<{ terminal: number }>(
      t.context.db,
      sql`select count(*)::int as terminal from c2c_order_events
           where kind in ('released', 'cancelled', 'expired', 'decided_release', 'decided_return')
             and order_id in (${sql.raw(orders.map((one) => one.order.id).join(', '))})`,
    );
    expect(events?.terminal).toBe(ROUNDS);
    let received = new BigNumber(0);
    for (const buyer of buyers) received = received.plus((await spot(t.context.db, buyer.userId)).available);
    expect(received.toFixed()).toBe(toBuyers.toFixed());
    const makerSpot = await spot(t.context.db, maker.userId);
    expect(new BigNumber(makerSpot.available).plus(makerSpot.frozen).plus(received).toFixed()).toBe(
      String(ROUNDS * 10),
    );
  }, 600_000);
});

describe('two takers on the last amount of an ad', () => {
  it('one gets it, the other is refused, every time', async () => {
    const takers = [await person(t), await person(t)];
    for (let round = 0; round < 40; round += 1) {
      const maker = await merchant(t, { USDT: '100' });
      const ad = await postAd(t, maker, {
        totalAmount: '100',
        fixedPrice: '1',
        minOrderFiat: '60',
        maxOrderFiat: '100',
      });
      const results = await Promise.all(
        takers.map((taker) => openOrder(t, taker.token, ad, String(60 + (round % 2) * 40))),
      );
      expect(results.map((one) => one.status).sort()).toEqual([200, 409]);
      expect(results.find((one) => one.status === 409)?.body.code).toBe(1_019_000_014);
      expect(await spot(t.context.db, maker.userId)).toEqual({ available: '0', frozen: '100' });
    }
  }, 300_000);
});
