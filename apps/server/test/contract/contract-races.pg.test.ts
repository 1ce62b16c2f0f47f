import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOrder, ContractPosition } from '@exchange/contracts';
import { contractOrders, contractPositions, queryRows } from '../../src/platform/db/index';
import { createRiskActions } from '../../src/modules/contract/risk-actions';
import { call } from '../support/api';
import type { TestApp } from '../support/test-app';
import {
  createTradingApp,
  expectContractInvariants,
  marketLong,
  setPrice,
  trade,
  trader,
} from './contract-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there). The engine is stepped by hand and never
// here: the test calls its actions itself, at the same moment as the user.
let t: TestApp;
let actions: ReturnType<typeof createRiskActions>;
beforeAll(async () => {
  t = await createTradingApp();
  actions = createRiskActions(t.context);
  await setPrice(t, 'BTCUSDT', '60000');
});
afterAll(async () => {
  await expectContractInvariants(t.context.db);
  await t.close();
});

const ROUNDS = Number(process.env.CONTRACT_RACE_ROUNDS ?? 1000);
const USERS = 50;

describe('user close vs liquidation vs stop-loss on the same position', () => {
  it(`${ROUNDS} rounds: exactly one of the three closes each position, once`, async () => {
    const users = await Promise.all(Array.from({ length: USERS }, () => trader(t, '20000')));
    let rounds = 0;
    const winners = { user: 0, liquidation: 0, stop: 0 };
    while (rounds < ROUNDS) {
      const batch = users.slice(0, Math.min(USERS, ROUNDS - rounds));
      await setPrice(t, 'BTCUSDT', '60000');
      // Each opens a 10× isolated long (liquidation ≈ 54,217) with a stop-loss at 59,000.
      const opened = await Promise.all(
        batch.map((user) =>
          trade<ContractOrder>(t, user.token, 'POST', 'create', {
            body: marketLong({ stopLossPrice: '59000' }),
          }),
        ),
      );
      for (const result of opened) expect(result.status, JSON.stringify(result.body)).toBe(200);
      // A gap to 53,000: the stop-loss, the liquidation and the user's close all apply at once.
      await setPrice(t, 'BTCUSDT', '53000');
      const outcomes = await Promise.all(
        batch.map(async (user, index) => {
          const positionId = opened[index]?.data.positionId as number;
          const close = () => trade(t, user.token, 'POST', 'complete', { body: { id: positionId } });
          const liquidate = () => actions.liquidate(positionId);
          const stop = () => actions.fireStop(positionId);
          // A quarter of the positions let each side finish first (so every side's win is seen, whatever the
          // timing); the last quarter race all three at once, where any may win but only one.
          const ordering = (rounds + index) % 4;
          const closedFirst = ordering === 0 ? await close() : undefined;
          const liquidatedFirst = ordering === 1 ? await liquidate() : undefined;
          const stoppedFirst = ordering === 2 ? await stop() : undefined;
          const [closed, liquidated, stopped] = await Promise.all([
            closedFirst ?? close(),
            liquidatedFirst ?? liquidate(),
            stoppedFirst ?? stop(),
          ]);
          if (ordering === 0) expect(closed.status, JSON.stringify(closed.body)).toBe(200);
          if (ordering === 1) expect(liquidated).toBe(true);
          if (ordering === 2) expect(stopped).toBe(true);
          expect([200, 409]).toContain(closed.status);
          return { positionId, isClosed: closed.status === 200, liquidated, stopped };
        }),
      );
      for (const outcome of outcomes) {
        const wins = [outcome.isClosed, outcome.liquidated, outcome.stopped].filter(Boolean).length;
        expect(wins, JSON.stringify(outcome)).toBe(1);
        if (outcome.isClosed) winners.user += 1;
        if (outcome.liquidated) winners.liquidation += 1;
        if (outcome.stopped) winners.stop += 1;
        const closes = await t.context.db
          .select({ id: contractOrders.id, trigger: contractOrders.trigger })
          .from(contractOrders)
          .where(and(eq(contractOrders.positionId, outcome.positionId), eq(contractOrders.action, 2)));
        expect(closes).toHaveLength(1);
        const [position] = await t.context.db
          .select({ status: contractPositions.status })
          .from(contractPositions)
          .where(eq(contractPositions.id, outcome.positionId));
        expect(position?.status).toBe(outcome.liquidated ? 3 : 2);
      }
      rounds += batch.length;
    }
    expect(winners.user + winners.liquidation + winners.stop).toBe(ROUNDS);
    await expectContractInvariants(t.context.db);
  }, 600_000);
});

describe('one account, many requests at once', () => {
  it('20 concurrent orders each worth 60 % of the wallet: exactly one fills, nothing goes negative', async () => {
    await setPrice(t, 'BTCUSDT', '60000');
    const user = await trader(t, '1000');
    // 0.1 BTC at 10×: 600 margin + 3 fee.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => trade(t, user.token, 'POST', 'create', { body: marketLong() })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((entry) => entry.status !== 200))
      expect(result).toMatchObject({ status: 422, body: { data: { field: 'quantity' } } });
    const positions = await call<ContractPosition[]>(t.app, 'GET', 'pay/order-contract/positions', {
      token: user.token,
    });
    expect(positions.data).toHaveLength(1);
    await expectContractInvariants(t.context.db);
  });

  it('the same Idempotency-Key sent 10 times at once gives one order', async () => {
    const user = await trader(t, '10000');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        trade<ContractOrder>(t, user.token, 'POST', 'create', { key: 'same-key-0001', body: marketLong() }),
      ),
    );
    expect(new Set(results.map((result) => result.data.id)).size).toBe(1);
    const [orders] = await queryRows(
      t.context.db,
      sql`select count(*)::int as count from contract_orders where user_id = ${user.userId}`,
    );
    expect(orders).toMatchObject({ count: 1 });
  });

  it('revoke vs the engine filling the same resting order, 200 rounds: exactly one wins', async () => {
    const user = await trader(t, '100000');
    for (let round = 0; round < 200; round += 1) {
      await setPrice(t, 'BTCUSDT', '60000');
      const resting = await trade<ContractOrder>(t, user.token, 'POST', 'create', {
        body: marketLong({ orderType: 2, price: '59000' }),
      });
      await setPrice(t, 'BTCUSDT', '58900');
      const [revoked, filled] = await Promise.all([
        trade(t, user.token, 'GET', 'revoke', { query: { id: resting.data.id } }),
        actions.fillOrder(resting.data.id),
      ]);
      expect(Number(revoked.status === 200) + Number(filled)).toBe(1);
      const position = await call<ContractPosition[]>(t.app, 'GET', 'pay/order-contract/positions', {
        token: user.token,
      });
      if (position.data[0])
        await trade(t, user.token, 'POST', 'complete', { body: { id: position.data[0].id } });
    }
    await expectContractInvariants(t.context.db);
  }, 300_000);
});
