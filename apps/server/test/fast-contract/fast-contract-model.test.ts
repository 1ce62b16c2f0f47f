import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastContractOrders } from '../../src/platform/db/index';
import { propertyOptions } from '../support/property';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  advanceAndSettle,
  buy,
  buyBody,
  expectFastInvariants,
  fastBalance,
  fastTrader,
  setFastPrice,
} from './fast-fixtures';

/*
 * The fast-contract engine against a naive in-memory model (CONVENTIONS.md 5): random buys, price moves and waits; the
 * model keeps balances, holds, the first tick of each second and the outcome rules in a few lines of plain arithmetic,
 * and after every step the server's wallets — and at the end every order's status and payout — must be the model's.
 */
const SYMBOLS = ['BTCUSDT', 'ETHUSDT'] as const;
const START = { BTCUSDT: 60_000, ETHUSDT: 3_000 } as const;
const RATE = { 30: '0.85', 60: '0.85' } as const;
const USERS = 3;
const FUNDS = '1000';
const GRACE_MS = 2_000;
const WINDOW_MS = 2_000;

type Symbol = (typeof SYMBOLS)[number];
const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      user: fc.nat(USERS - 1),
      symbol: fc.constantFrom(...SYMBOLS),
      direction: fc.constantFrom(0 as const, 1 as const),
      amount: fc.integer({ min: 5, max: 600 }),
      period: fc.constantFrom(30 as const, 60 as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('price' as const),
      symbol: fc.constantFrom(...SYMBOLS),
      move: fc.integer({ min: -2, max: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 200, max: 40_000 }) }),
  },
);

interface ModelOrder {
  id: number;
  user: number;
  symbol: Symbol;
  direction: 0 | 1;
  stake: BigNumber;
  rate: string;
  open: BigNumber;
  expiresAt: number;
  status: number;
  payout: BigNumber | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectFastInvariants(t.context.db);
  await t.close();
});

class Model {
  available: BigNumber[] = Array.from({ length: USERS }, () => new BigNumber(FUNDS));
  frozen: BigNumber[] = Array.from({ length: USERS }, () => new BigNumber(0));
  last = new Map<Symbol, { price: BigNumber; atMs: number }>();
  /** symbol → second → the first tick of that second. */
  recorded = new Map<Symbol, Map<number, { price: BigNumber; atMs: number }>>();
  orders: ModelOrder[] = [];

  tick(symbol: Symbol, price: BigNumber, atMs: number) {
    this.last.set(symbol, { price, atMs });
    const seconds = this.recorded.get(symbol) ?? new Map();
    const second = Math.floor(atMs / 1000) * 1000;
    if (!seconds.has(second)) seconds.set(second, { price, atMs });
    this.recorded.set(symbol, seconds);
  }

  /** The status code a buy gets: 400 stake range, 404 no live price, 422 balance, else 200. */
  expectedBuy(user: number, symbol: Symbol, amount: number, nowMs: number) {
    const last = this.last.get(symbol);
    if (amount < 10) return 400;
    if (!last || nowMs - last.atMs > t.context.config.PRICE_STALE_AFTER_MS) return 404;
    if (this.available[user]?.isLessThan(amount)) return 422;
    return 200;
  }

  close(order: ModelOrder) {
    const ticks = [...(this.recorded.get(order.symbol)?.values() ?? [])].filter(
      (tick) => tick.atMs <= order.expiresAt && tick.atMs >= order.expiresAt - WINDOW_MS,
    );
    return ticks.sort((a, b) => b.atMs - a.atMs)[0]?.price ?? null;
  }

  settle(nowMs: number) {
    for (const order of this.orders) {
      if (order.status !== 0 || order.expiresAt > nowMs - GRACE_MS) continue;
      const close = this.close(order);
      const move = close === null ? null : close.comparedTo(order.open);
      const isWin = move !== null && move !== 0 && move > 0 === (order.direction === 0);
      order.status = close === null ? 4 : move === 0 ? 3 : isWin ? 1 : 2;
      order.payout = isWin
        ? order.stake.times(new BigNumber(order.rate).plus(1))
        : order.status === 2
          ? new BigNumber(0)
          : order.stake;
      this.frozen[order.user] = (this.frozen[order.user] as BigNumber).minus(order.stake);
      this.available[order.user] = (this.available[order.user] as BigNumber).plus(order.payout);
    }
  }
}

describe('model test', () => {
  it('buys, price moves and waits leave the server exactly where the model is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        await advanceAndSettle(t, 10 * 60_000); // earlier runs' contracts settle; their users are not this run's
        const users = await Promise.all(Array.from({ length: USERS }, () => fastTrader(t, FUNDS)));
        const model = new Model();
        const prices: Record<Symbol, number> = { ...START };
        for (const symbol of SYMBOLS) {
          await setFastPrice(t, symbol, String(prices[symbol]));
          model.tick(symbol, new BigNumber(prices[symbol]), t.clock.nowMs());
        }
        for (const step of commands) {
          if (step.kind === 'price') {
            prices[step.symbol] += step.move * (step.symbol === 'BTCUSDT' ? 5 : 1);
            await setFastPrice(t, step.symbol, String(prices[step.symbol]));
            model.tick(step.symbol, new BigNumber(prices[step.symbol]), t.clock.nowMs());
          } else if (step.kind === 'wait') {
            await advanceAndSettle(t, step.ms);
            model.settle(t.clock.nowMs());
          } else {
            const user = users[step.user];
            if (!user) throw new Error('no user');
            const expected = model.expectedBuy(step.user, step.symbol, step.amount, t.clock.nowMs());
            const answer = await buy(
              t,
              user.token,
              buyBody({
                symbol: step.symbol,
                direction: step.direction,
                amount: String(step.amount),
                periodSeconds: step.period,
                payoutRate: RATE[step.period],
              }),
            );
            expect(answer.status, JSON.stringify(answer.body)).toBe(expected);
            if (answer.status === 200) {
              const stake = new BigNumber(step.amount);
              model.available[step.user] = (model.available[step.user] as BigNumber).minus(stake);
              model.frozen[step.user] = (model.frozen[step.user] as BigNumber).plus(stake);
              model.orders.push({
                id: answer.data.id,
                user: step.user,
                symbol: step.symbol,
                direction: step.direction,
                stake,
                rate: RATE[step.period],
                open: (model.last.get(step.symbol) as { price: BigNumber }).price,
                expiresAt: answer.data.expiresAt,
                status: 0,
                payout: null,
              });
              expect(answer.data.openPrice).toBe(model.orders.at(-1)?.open.toFixed());
            }
          }
          for (const [index, user] of users.entries())
            expect(await fastBalance(t.context.db, user.userId), `user ${index}`).toEqual({
              available: (model.available[index] as BigNumber).toFixed(),
              frozen: (model.frozen[index] as BigNumber).toFixed(),
            });
        }
        if (model.orders.length === 0) return;
        const rows = await t.context.db
          .select({
            id: fastContractOrders.id,
            status: fastContractOrders.status,
            payout: fastContractOrders.payout,
          })
          .from(fastContractOrders)
          .where(
            inArray(
              fastContractOrders.id,
              model.orders.map((order) => order.id),
            ),
          );
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const order of model.orders) {
          const row = byId.get(order.id);
          expect(row?.status, `order ${order.id}`).toBe(order.status);
          expect(row?.payout === null ? null : new BigNumber(row?.payout ?? 0).toFixed()).toBe(
            order.payout?.toFixed() ?? null,
          );
        }
      }),
      propertyOptions(20),
    );
    await expectFastInvariants(t.context.db);
  }, 300_000);
});
