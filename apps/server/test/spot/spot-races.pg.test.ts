import { BigNumber } from 'bignumber.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotOrder } from '@exchange/contracts';
import { spotFills, spotOrders } from '../../src/platform/db/index';
import { actOnRestingOrder } from '../../src/modules/spot/resting-fills';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import type { TestApp } from '../support/test-app';
import {
  PLACE,
  createSpotApp,
  key,
  setSpot,
  spot,
  spotBalances,
  spotCounts,
  spotTrader,
} from './spot-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there). The matcher is stepped by hand and
// never here: the test calls its action itself, at the same moment as the user's revoke.
let t: TestApp;
beforeAll(async () => {
  t = await createSpotApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const ROUNDS = Number(process.env.SPOT_RACE_ROUNDS ?? 1000);
const USERS = 10;
/** Pairs raced at once (each a revoke and a fill): enough to keep every pool connection busy. */
const CONCURRENCY = 20;

describe('revoke vs fill of the same resting order', () => {
  it(`${ROUNDS} orders: exactly one of the two wins each, the hold resolves once`, async () => {
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
    const users = await Promise.all(Array.from({ length: USERS }, () => spotTrader(t, { USDT: '100000' })));
    const placed: { id: number; token: string; userId: number }[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const user = users[index % USERS] as (typeof users)[number];
      const result = await spot<SpotOrder>(t, user.token, 'POST', PLACE, {
        body: { symbol: 'BTCUSDT', direction: 0, orderType: 2, price: '95', quantity: '0.1' },
      });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      placed.push({ id: result.data.id, token: user.token, userId: user.userId });
    }
    // The last price reaches every limit (95) at 94: each order may now fill there, or be revoked, but not both.
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '94' }]);
    const winners = { revoke: 0, fill: 0 };
    // A third of the pairs run the fill first, a third the revoke first, so each side's win is seen whatever the
    // timing; the rest race at once, where either may win but never both.
    const orderings = ['fill first', 'revoke first', 'at once'] as const;
    const sequencedAs = (ordering: (typeof orderings)[number]) =>
      placed.filter((_, index) => orderings[index % orderings.length] === ordering).length;
    const sequenced = { fill: sequencedAs('fill first'), revoke: sequencedAs('revoke first') };
    for (let start = 0; start < placed.length; start += CONCURRENCY) {
      const outcomes = await Promise.all(
        placed.slice(start, start + CONCURRENCY).map(async (order, offset) => {
          const ordering = orderings[(start + offset) % orderings.length];
          const revoke = () => spot(t, order.token, 'POST', `revoke/${order.id}`);
          const fill = () => actOnRestingOrder(t.context, order.id);
          let revoked: Awaited<ReturnType<typeof revoke>>;
          let filled: boolean;
          if (ordering === 'fill first') {
            filled = await fill();
            revoked = await revoke();
          } else if (ordering === 'revoke first') {
            revoked = await revoke();
            filled = await fill();
          } else [revoked, filled] = await Promise.all([revoke(), fill()]);
          expect([200, 409], JSON.stringify(revoked.body)).toContain(revoked.status);
          return { id: order.id, ordering, isRevoked: revoked.status === 200, filled };
        }),
      );
      for (const outcome of outcomes) {
        expect(Number(outcome.isRevoked) + Number(outcome.filled), JSON.stringify(outcome)).toBe(1);
        if (outcome.ordering === 'fill first') expect(outcome.filled, JSON.stringify(outcome)).toBe(true);
        if (outcome.ordering === 'revoke first')
          expect(outcome.isRevoked, JSON.stringify(outcome)).toBe(true);
        if (outcome.isRevoked) winners.revoke += 1;
        else winners.fill += 1;
      }
    }
    const rows = await t.context.db
      .select({ id: spotOrders.id, status: spotOrders.status, transferIds: spotOrders.transferIds })
      .from(spotOrders)
      .where(
        inArray(
          spotOrders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(rows.filter((row) => row.status === -2)).toHaveLength(winners.revoke);
    expect(rows.filter((row) => row.status === 1)).toHaveLength(winners.fill);
    for (const row of rows) {
      expect(row.transferIds.filter((id) => id.endsWith(':post') || id.endsWith(':release'))).toHaveLength(1);
      // A fill posts its 9.5 hold and gets back what the last price 94 left over: 0.1.
      expect(row.transferIds.filter((id) => id.endsWith(':change'))).toHaveLength(row.status === 1 ? 1 : 0);
    }
    // Every fill is at the last price that reached it, the deal price and the recorded source price the same.
    const fills = await t.context.db
      .select({ price: spotFills.price, sourcePrice: spotFills.sourcePrice, source: spotFills.source })
      .from(spotFills)
      .where(
        inArray(
          spotFills.orderId,
          placed.map((order) => order.id),
        ),
      );
    expect(fills).toHaveLength(winners.fill);
    for (const fill of fills) {
      expect(fill.source).toBe('last');
      expect(new BigNumber(fill.price).toFixed()).toBe('94');
      expect(new BigNumber(fill.sourcePrice).toFixed()).toBe('94');
    }
    // Every hold resolved: nothing stays frozen, and the USDT that left is exactly the filled orders' 9.4 each.
    for (const user of users) {
      const balances = await spotBalances(t.context.db, user.userId);
      expect(balances.USDT?.frozen).toBe('0');
    }
    const totalUsdt = (
      await Promise.all(
        users.map(async (user) => (await spotBalances(t.context.db, user.userId)).USDT?.available ?? '0'),
      )
    ).reduce((sum, value) => sum.plus(value), new BigNumber(0));
    expect(totalUsdt.toFixed()).toBe(
      new BigNumber(USERS * 100_000).minus(new BigNumber('9.4').times(winners.fill)).toFixed(),
    );
    expect(winners.revoke + winners.fill).toBe(ROUNDS);
    // The sequenced pairs have one possible winner each; the raced ones add to either side.
    expect(winners.fill).toBeGreaterThanOrEqual(sequenced.fill);
    expect(winners.revoke).toBeGreaterThanOrEqual(sequenced.revoke);
    await expectCleanLedger(t.context.db);
  }, 600_000);
});

describe('fills of resting buys and sells of one pair and market orders, all at once', () => {
  it('none deadlocks: every resting order fills at the last price, every market order at the book', async () => {
    const symbol = 'LTCUSDT';
    // Nothing in the book within the limits, so the limits rest; market orders take 102 / 98.
    const book = { symbol, last: '100', asks: [['102', '100000']], bids: [['98', '100000']] } as const;
    await setSpot(t, [book]);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => spotTrader(t, { USDT: '1000' })));
    const sellers = await Promise.all(Array.from({ length: 10 }, () => spotTrader(t, { LTC: '10' })));
    const takers = await Promise.all(
      Array.from({ length: 10 }, () => spotTrader(t, { USDT: '1000', LTC: '10' })),
    );
    const resting: number[] = [];
    for (let round = 0; round < 10; round += 1)
      for (const [index, user] of [...buyers, ...sellers].entries()) {
        const isBuy = index < buyers.length;
        const result = await spot<SpotOrder>(t, user.token, 'POST', PLACE, {
          body: {
            symbol,
            direction: isBuy ? 0 : 1,
            orderType: 2,
            price: isBuy ? '101' : '99',
            quantity: '0.1',
          },
        });
        expect(result.data?.status, JSON.stringify(result.body)).toBe(0);
        resting.push(result.data.id);
      }
    // The last price 100 reaches the buys at 101 and the sells at 99 alike; the matcher's action runs for each while
    // market orders of both sides fill against the book.
    await setSpot(t, [book]);
    const market = (index: number) =>
      spot<SpotOrder>(t, (takers[index % takers.length] as { token: string }).token, 'POST', PLACE, {
        body: { symbol, direction: index % 2, orderType: 1, quantity: '0.1' },
      });
    const outcomes = await Promise.allSettled(
      resting.flatMap((id, index) => [
        actOnRestingOrder(t.context, id),
        ...(index % 4 === 0 ? [market(index / 4)] : []),
      ]),
    );
    const problems = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [String(outcome.reason)] : [],
    );
    expect(problems).toEqual([]);
    for (const outcome of outcomes) {
      const value = (outcome as PromiseFulfilledResult<boolean | { status: number; body: unknown }>).value;
      if (typeof value === 'boolean') expect(value).toBe(true);
      else expect(value.status, JSON.stringify(value.body)).toBe(200);
    }
    const fills = await t.context.db
      .select({ price: spotFills.price, sourcePrice: spotFills.sourcePrice, source: spotFills.source })
      .from(spotFills)
      .where(inArray(spotFills.orderId, resting));
    expect(fills).toHaveLength(resting.length);
    for (const fill of fills)
      expect([
        fill.source,
        new BigNumber(fill.price).toFixed(),
        new BigNumber(fill.sourcePrice).toFixed(),
      ]).toEqual(['last', '100', '100']);
    // Each buyer's ten buys held 10.1 each, paid 10 and got 0.1 back; each seller's ten sells received 10 less 0.01.
    for (const buyer of buyers)
      expect(await spotBalances(t.context.db, buyer.userId)).toEqual({
        LTC: { available: '0.999', frozen: '0' },
        USDT: { available: '900', frozen: '0' },
      });
    for (const seller of sellers)
      expect(await spotBalances(t.context.db, seller.userId)).toEqual({
        LTC: { available: '9', frozen: '0' },
        USDT: { available: '99.9', frozen: '0' },
      });
    await expectCleanLedger(t.context.db);
  }, 120_000);
});

describe('concurrent orders on one balance', () => {
  it('30 market buys, each for 60 % of the balance, at once: exactly one fills', async () => {
    await setSpot(t, [{ symbol: 'ETHUSDT', last: '10', asks: [['10', '100000']] }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const before = await spotCounts(t.context.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        spot<SpotOrder>(t, user.token, 'POST', PLACE, {
          body:
            index % 2 === 0
              ? { symbol: 'ETHUSDT', direction: 0, orderType: 1, quoteAmount: '600' }
              : { symbol: 'ETHUSDT', direction: 0, orderType: 1, quantity: '60' },
        }),
      ),
    );
    const filled = results.filter((result) => result.status === 200);
    expect(filled).toHaveLength(1);
    for (const result of results.filter((entry) => entry.status !== 200))
      expect(result, JSON.stringify(result.body)).toMatchObject({ status: 422 });
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      ETH: { available: '59.94', frozen: '0' },
      USDT: { available: '400', frozen: '0' },
    });
    expect((await spotCounts(t.context.db)).orders - before.orders).toBe(1);
  });

  it('30 resting limit buys for 60 % of the balance each, at once: exactly one holds', async () => {
    await setSpot(t, [{ symbol: 'SOLUSDT', last: '100' }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        spot<SpotOrder>(t, user.token, 'POST', PLACE, {
          body: { symbol: 'SOLUSDT', direction: 0, orderType: 2, price: '60', quantity: '10' },
        }),
      ),
    );
    const rested = results.filter((result) => result.status === 200);
    expect(rested).toHaveLength(1);
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      USDT: { available: '400', frozen: '600' },
    });
    expect((await spot(t, user.token, 'POST', `revoke/${rested[0]?.data.id}`)).status).toBe(200);
  });

  it('the same request repeated 20 times at once with one key: one order, every answer the same', async () => {
    await setSpot(t, [{ symbol: 'ETHUSDT', last: '10', asks: [['10', '100000']] }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const sameKey = key('repeat');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        spot<SpotOrder>(t, user.token, 'POST', PLACE, {
          body: { symbol: 'ETHUSDT', direction: 0, orderType: 1, quantity: '1' },
          key: sameKey,
        }),
      ),
    );
    for (const result of results) expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(new Set(results.map((result) => JSON.stringify(result.data))).size).toBe(1);
    const rows = await t.context.db.select().from(spotOrders).where(eq(spotOrders.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      ETH: { available: '0.999', frozen: '0' },
      USDT: { available: '990', frozen: '0' },
    });
  });
});
