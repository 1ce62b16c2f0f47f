import { BigNumber } from 'bignumber.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, type StockOrder } from '@exchange/contracts';
import { stockOrders } from '../../src/platform/db/index';
import type { AppError } from '../../src/platform/errors';
import { houseAccountId, HouseAccount } from '../../src/modules/ledger/index';
import { completeStockOrder } from '../../src/modules/stock/complete-order';
import { createStockOrder } from '../../src/modules/stock/create-order';
import { fillWaitingOrder, revokeStockOrder } from '../../src/modules/stock/waiting-orders';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  enableStocks,
  expectStockInvariants,
  holdingOf,
  key,
  setStockPrice,
  setTime,
  spotUsdt,
  stockCall,
  stockTrader,
} from './stock-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there): every stock change of a user takes
// that user's account lock first, so concurrent requests serialise and each sees what the one before it left.
let t: TestApp;
/** Wednesday 1 July 2026, 10:00 in New York. */
const SESSION = '2026-07-01T14:00:00Z';
const ROUNDS = Number(process.env.STOCK_RACE_ROUNDS ?? 1000);

beforeAll(async () => {
  t = await createTestApp();
  // As on an exchange that charged USDT fees before stocks came (an upgrade): the fees account is older than the stock
  // book, so it comes first in the ledger's house lock order. A fresh install seeds the book first; this file takes
  // the other order (the template's book has no transfers yet, so it is opened again after the fees account).
  const feesId = await houseAccountId(t.context.db, HouseAccount.fees, 'USDT');
  await t.context.db.execute(sql`delete from ledger_accounts where house_code = 'stock_book'`);
  const bookId = await houseAccountId(t.context.db, HouseAccount.stockBook, 'USDT');
  expect(feesId).toBeLessThan(bookId);
  setTime(t, SESSION);
  await enableStocks(t.context.db, { feeRate: '0', minOrderAmount: '1' });
  await setStockPrice(t, 'AAPL', '100');
});
afterAll(async () => {
  await expectStockInvariants(t.context.db);
  await t.close();
});

/** Keeps the quote live: a long run outlasts PRICE_STALE_AFTER_MS of the manual clock only if the clock moves. */
const refresh = (price = '100') => setStockPrice(t, 'AAPL', price);

describe('concurrent buys', () => {
  it('30 market buys at once, each worth 60 % of the wallet: exactly one fills', async () => {
    const user = await stockTrader(t, '1000');
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        stockCall<StockOrder>(t, user.token, 'POST', 'create', {
          body: { symbol: 'AAPL', orderType: 1, quantity: '6' },
        }),
      ),
    );
    const filled = results.filter((result) => result.status === 200);
    expect(filled).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 200))
      expect(refused.code).toBe(ErrorCodes.INSUFFICIENT_BALANCE.code);
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '400', frozen: '0' });
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toEqual({
      quantity: '6',
      reserved: '0',
      costBasis: '600',
    });
  });

  it('30 limit buys at once, each holding 60 %: exactly one holds', async () => {
    const user = await stockTrader(t, '1000');
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        stockCall(t, user.token, 'POST', 'create', {
          body: { symbol: 'AAPL', orderType: 2, quantity: '6', price: '99' },
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '406', frozen: '594' });
  });

  it('the same key sent 10 times at once places one order and answers it 10 times', async () => {
    const user = await stockTrader(t, '1000');
    const orderKey = key('same');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        stockCall<StockOrder>(t, user.token, 'POST', 'create', {
          body: { symbol: 'AAPL', orderType: 1, quantity: '1' },
          key: orderKey,
        }),
      ),
    );
    for (const result of results) expect(result.data).toEqual(results[0]?.data);
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '900', frozen: '0' });
  });

  it('10 sales of the whole holding at once: one sells it, the others find nothing left', async () => {
    const user = await stockTrader(t, '1000');
    await stockCall(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '5' },
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        stockCall(t, user.token, 'POST', 'complete', { body: { symbol: 'AAPL', orderType: 1 } }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 200))
      expect(refused.code).toBe(ErrorCodes.STOCK_INSUFFICIENT_HOLDING.code);
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('revoke vs fill', () => {
  it(`${ROUNDS} rounds: the user's revoke and the fill job race on a reached limit order; exactly one wins`, async () => {
    const users = await Promise.all(Array.from({ length: 25 }, () => stockTrader(t, '100000')));
    const wins = { revoke: 0, fill: 0 };
    for (let round = 0; round < ROUNDS; round += users.length) {
      await refresh('100');
      const batch = users.slice(0, Math.min(users.length, ROUNDS - round));
      const placed = await Promise.all(
        batch.map((user) =>
          stockCall<StockOrder>(t, user.token, 'POST', 'create', {
            body: { symbol: 'AAPL', orderType: 2, quantity: '1', price: '99' },
          }),
        ),
      );
      await refresh('98');
      await Promise.all(
        batch.map(async (user, index) => {
          const order = placed[index]?.data as StockOrder;
          // The operations themselves, not HTTP (its parsing would give the job a head start), in both orders.
          const revoke = () =>
            revokeStockOrder(
              t.context,
              { userId: user.userId, sessionId: 'race', userKind: 2 },
              key('revoke'),
              {
                id: order.id,
              },
            ).then(
              () => ({ status: 200, code: 0 }),
              (error: unknown) => ({ status: 409, code: (error as AppError).definition.code }),
            );
          const fill = () => fillWaitingOrder(t.context, order.id, user.userId);
          // A third of the rounds run the revoke to its end first, a third the fill, so each side's win is seen
          // whatever the timing; the rest race at once, where either may win but never both.
          const ordering = (round + index) % 3;
          const [revoked, filled] =
            ordering === 0
              ? [await revoke(), await fill()]
              : ordering === 1
                ? await fill().then(async (first) => [await revoke(), first] as const)
                : await Promise.all([revoke(), fill()]);
          if (ordering === 0) expect(revoked.status).toBe(200);
          if (ordering === 1) expect(filled).toBe(true);
          const [row] = await t.context.db.select().from(stockOrders).where(eq(stockOrders.id, order.id));
          if (revoked.status === 200) {
            expect(filled).toBe(false);
            expect(row?.status).toBe(2);
            wins.revoke += 1;
          } else {
            expect(revoked.code).toBe(ErrorCodes.STOCK_ORDER_NOT_OPEN.code);
            expect(filled).toBe(true);
            expect(row?.status).toBe(1);
            wins.fill += 1;
          }
        }),
      );
      t.clock.advance(1_000);
    }
    expect(wins.revoke + wins.fill).toBe(ROUNDS);
    for (const user of users) expect((await spotUsdt(t.context.db, user.userId)).frozen).toBe('0');
    await expectStockInvariants(t.context.db);
  }, 600_000);
});

describe('fills and trades of different users at once', () => {
  it('waiting buys filling at or below their limits while other users buy and sell at market, with a fee: none deadlocks', async () => {
    await enableStocks(t.context.db, { feeRate: '0.001', minOrderAmount: '1' });
    const rounds = Math.max(10, Math.round(ROUNDS / 20));
    const waiters = await Promise.all(Array.from({ length: 10 }, () => stockTrader(t, '100000')));
    const traders = await Promise.all(Array.from({ length: 10 }, () => stockTrader(t, '100000')));
    const caller = (user: { userId: number }) => ({ userId: user.userId, sessionId: 'race', userKind: 2 });
    await refresh('100');
    // One share each to start: a trader then buys and sells in turn.
    for (const user of traders)
      await createStockOrder(t.context, caller(user), key('start'), {
        symbol: 'AAPL',
        orderType: 1,
        quantity: '1',
      });
    for (let round = 0; round < rounds; round += 1) {
      await refresh('100');
      const placed = await Promise.all(
        // A third exactly at the coming quote (the hold is all spent, no change), the rest above it.
        waiters.map((user, index) =>
          stockCall<StockOrder>(t, user.token, 'POST', 'create', {
            body: { symbol: 'AAPL', orderType: 2, quantity: '1', price: index % 3 === 0 ? '98' : '99' },
          }),
        ),
      );
      await refresh('98');
      expect(placed.map((result) => result.data.status)).toEqual(waiters.map(() => 0));
      // Each fill moves the book, fees and its wallet (the fee, the change) and then posts its hold to the book; each
      // market trade moves its wallet, the book and fees in one statement. The operations themselves, not HTTP, so
      // they overlap.
      const results = await Promise.allSettled([
        ...waiters.map((user, index) =>
          fillWaitingOrder(t.context, (placed[index]?.data as StockOrder).id, user.userId),
        ),
        ...traders.map((user, index) =>
          (index + round) % 2 === 0
            ? createStockOrder(t.context, caller(user), key('buy'), {
                symbol: 'AAPL',
                orderType: 1,
                quantity: '1',
              })
            : completeStockOrder(t.context, caller(user), key('sell'), {
                symbol: 'AAPL',
                orderType: 1,
                quantity: '1',
              }),
        ),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused.map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
      expect(
        results.slice(0, waiters.length).map((result) => (result as PromiseFulfilledResult<boolean>).value),
      ).toEqual(waiters.map(() => true));
      t.clock.advance(1_000);
    }
    // Each waiter: 1 share a round at 98 + 0.098 fee, whatever its limit (a hold of 99.099 gives 1.001 back).
    for (const user of waiters)
      expect(await spotUsdt(t.context.db, user.userId)).toEqual({
        available: new BigNumber(100000).minus(new BigNumber('98.098').times(rounds)).toFixed(),
        frozen: '0',
      });
    await enableStocks(t.context.db, { feeRate: '0', minOrderAmount: '1' });
    await expectStockInvariants(t.context.db);
  }, 600_000);
});
