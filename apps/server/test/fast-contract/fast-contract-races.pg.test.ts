import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastContractOrder } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { settleFastContract } from '../../src/modules/fast-contract/settle-fast-contracts';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  buy,
  buyBody,
  expectFastInvariants,
  fastBalance,
  fastTrader,
  key,
  putSettings,
  recordPrice,
  setFastPrice,
  settingsBody,
} from './fast-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setFastPrice(t, 'BTCUSDT', '60000');
  await setFastPrice(t, 'ETHUSDT', '3000');
});
afterAll(async () => {
  await expectFastInvariants(t.context.db);
  await t.close();
});

describe('concurrent buys (PostgreSQL)', () => {
  it('30 concurrent buys each worth 60 % of the balance: exactly one fills, the rest are refused, nothing else moves', async () => {
    const user = await fastTrader(t, '1000');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        buy(t, user.token, buyBody({ amount: '600', direction: index % 2 })),
      ),
    );
    const filled = answers.filter((answer) => answer.status === 200);
    expect(filled).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body).toMatchObject({ code: 1_007_000_001, data: { field: 'amount' } });
    }
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '400', frozen: '600' });
    await expectFastInvariants(t.context.db);
  });

  it('the same Idempotency-Key sent 20 times at once: one order, every answer the same', async () => {
    const user = await fastTrader(t, '1000');
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(t, user.token, buyBody({ amount: '100' }), idempotencyKey)),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    const [row] = await queryRows<{ count: number }>(
      t.context.db,
      sql`select count(*)::int as count from fast_contract_orders where user_id = ${user.userId}`,
    );
    expect(row?.count).toBe(1);
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '900', frozen: '100' });
  });

  it('40 users buying one side at once never take the house exposure past the limit', async () => {
    const staffToken = (await staffLogin(t)).token;
    const instruments = settingsBody().instruments.map((offer) =>
      offer.symbol === 'ETHUSDT' ? { ...offer, exposureLimit: '850' } : offer,
    );
    expect((await putSettings(t, staffToken, settingsBody({ instruments }))).status).toBe(200);
    await setFastPrice(t, 'ETHUSDT', '3000');
    const users = await Promise.all(Array.from({ length: 40 }, () => fastTrader(t, '1000')));
    // 100 × 0.85 = 85 each: ten fit under 850.
    const answers = await Promise.all(
      users.map((user) => buy(t, user.token, buyBody({ symbol: 'ETHUSDT', amount: '100' }))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expect(answer.body).toMatchObject({ code: 1_012_000_006 });
    const [exposure] = await queryRows<{ total: string }>(
      t.context.db,
      sql`select sum(amount * payout_rate)::text as total from fast_contract_orders o
            join instruments i on i.id = o.instrument_id
           where i.symbol = 'ETHUSDT' and o.status = 0 and o.direction = 0`,
    );
    expect(Number(exposure?.total)).toBe(850);
    expect((await putSettings(t, staffToken, settingsBody())).status).toBe(200);
  });

  it('three settlers of each order at once (an overlap at failover) while others buy: each order settles once, no deadlock', async () => {
    await setFastPrice(t, 'BTCUSDT', '60000');
    const users = await Promise.all(Array.from({ length: 20 }, () => fastTrader(t, '1000')));
    const buyers = await Promise.all(Array.from({ length: 20 }, () => fastTrader(t, '1000')));
    const orders = (
      await Promise.all(users.map((user, index) => buy(t, user.token, buyBody({ direction: index % 2 }))))
    ).map((answer) => answer.data as FastContractOrder);
    for (const order of orders) await recordPrice(t, 'BTCUSDT', order.expiresAt, '60001');
    t.clock.advance(62_000);
    await setFastPrice(t, 'BTCUSDT', '60001');
    const [results, bought] = await Promise.all([
      Promise.all(
        orders.flatMap((order, index) =>
          [0, 1, 2].map(() => settleFastContract(t.context, order.id, users[index]?.userId ?? 0)),
        ),
      ),
      Promise.all(buyers.map((buyer) => buy(t, buyer.token, buyBody({ amount: '50' })))),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(orders.length);
    expect(results.filter((result) => result?.status === 1)).toHaveLength(10);
    for (const answer of bought) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const [index, user] of users.entries())
      expect(await fastBalance(t.context.db, user.userId)).toEqual({
        available: index % 2 === 0 ? '1085' : '900',
        frozen: '0',
      });
    await expectFastInvariants(t.context.db);
  });
});
