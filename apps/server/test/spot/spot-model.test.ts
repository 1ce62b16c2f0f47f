import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotOrder, SpotOrderDetail } from '@exchange/contracts';
import { spotMatcherOf } from '../../src/modules/spot/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { propertyOptions } from '../support/property';
import type { TestApp } from '../support/test-app';
import {
  PLACE,
  createSpotApp,
  setSpot,
  spot,
  spotBalances,
  spotTrader,
  stepMatcher,
  type Level,
} from './spot-fixtures';

/**
 * An in-memory model of spot trading (balances, holds, orders), written independently of the server's code: its own
 * book walk, holds and fills (a resting limit fills at the last price that reached it, the limit or better, and a
 * hold's left-over comes back). Random paths of market, limit and stop-limit orders, revokes and price moves (with the
 * matcher stepped after each) run against the real app and the model; after every step the two agree on every
 * balance and every order's status, no call answered 5xx and the ledger auditor is clean. Every check holds for any
 * seed (fast-check prints the seed of a failing path; FC_SEED repeats it).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSpotApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const SYMBOL = 'BTCUSDT';
const FEE = new BigNumber('0.001');
const MIN_NOTIONAL = new BigNumber(5);
const D = (value: BigNumber.Value) => new BigNumber(value);

/** The scripted book around a last price: three levels a side. */
const bookAround = (last: BigNumber) => ({
  asks: [
    [last.plus(1), '0.3'],
    [last.plus(2), '0.5'],
    [last.plus(5), '2'],
  ].map(([price, quantity]) => [D(price as BigNumber).toFixed(), quantity as string] as Level),
  bids: [
    [last.minus(1), '0.3'],
    [last.minus(2), '0.5'],
    [last.minus(5), '2'],
  ].map(([price, quantity]) => [D(price as BigNumber).toFixed(), quantity as string] as Level),
});

interface Purse {
  available: BigNumber;
  frozen: BigNumber;
}
interface ModelOrder {
  id: number;
  user: number;
  isBuy: boolean;
  status: number;
  price: BigNumber;
  quantity: BigNumber;
  hold: BigNumber;
  trigger: BigNumber | null;
  rises: boolean;
}

const command = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      user: fc.nat(1),
      isBuy: fc.boolean(),
      lots: fc.integer({ min: 1, max: 300 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      user: fc.nat(1),
      isBuy: fc.boolean(),
      offset: fc.integer({ min: -6, max: 6 }),
      lots: fc.integer({ min: 1, max: 120 }),
    }),
  },
  fc.record({
    kind: fc.constant('stop' as const),
    user: fc.nat(1),
    isBuy: fc.boolean(),
    trigger: fc.integer({ min: -6, max: 6 }),
    spread: fc.integer({ min: 0, max: 3 }),
    lots: fc.integer({ min: 5, max: 120 }),
  }),
  fc.record({ kind: fc.constant('revoke' as const), user: fc.nat(1), pick: fc.nat(20) }),
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('move' as const), percent: fc.integer({ min: -8, max: 8 }) }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** One path: two fresh traders, the price at 100, the model beside the app. */
const startPath = async () => {
  const traders = [
    await spotTrader(t, { USDT: '1000', BTC: '5' }),
    await spotTrader(t, { USDT: '1000', BTC: '5' }),
  ];
  const purses = traders.map(() => ({
    USDT: { available: D(1000), frozen: D(0) } as Purse,
    BTC: { available: D(5), frozen: D(0) } as Purse,
  }));
  const orders = new Map<number, ModelOrder>();
  let last = D(100);

  const publish = async () => {
    t.clock.advance(100);
    await setSpot(t, [{ symbol: SYMBOL, last: last.toFixed(), ...bookAround(last) }]);
  };
  await publish();

  /** The model's walk: levels best first, up to `limit`; null when they cannot cover the quantity. */
  const walk = (isBuy: boolean, quantity: BigNumber, limit: BigNumber | null) => {
    const side = isBuy ? bookAround(last).asks : bookAround(last).bids;
    let remaining = quantity;
    let quote = D(0);
    for (const [price, size] of side) {
      if (remaining.isZero()) break;
      if (limit && (isBuy ? D(price).isGreaterThan(limit) : D(price).isLessThan(limit))) break;
      const take = BigNumber.min(remaining, size);
      quote = quote.plus(D(price).times(take));
      remaining = remaining.minus(take);
    }
    return remaining.isZero() ? quote : null;
  };
  /** A fill: `paid` leaves the paying purse's available (or its frozen, from a hold), the rest less the fee arrives. */
  const settle = (
    user: number,
    isBuy: boolean,
    quantity: BigNumber,
    quote: BigNumber,
    fromHold: BigNumber | null,
  ) => {
    const purse = purses[user] as (typeof purses)[number];
    const pays = isBuy ? purse.USDT : purse.BTC;
    const gets = isBuy ? purse.BTC : purse.USDT;
    const paid = isBuy ? quote : quantity;
    if (fromHold) {
      pays.frozen = pays.frozen.minus(fromHold);
      pays.available = pays.available.plus(fromHold).minus(paid);
    } else pays.available = pays.available.minus(paid);
    const gross = isBuy ? quantity : quote;
    gets.available = gets.available.plus(gross.minus(gross.times(FEE)));
  };
  const rest = (user: number, id: number, order: Omit<ModelOrder, 'id' | 'user' | 'hold'>) => {
    const hold = order.isBuy ? order.price.times(order.quantity) : order.quantity;
    const purse = purses[user] as (typeof purses)[number];
    const pays = order.isBuy ? purse.USDT : purse.BTC;
    pays.available = pays.available.minus(hold);
    pays.frozen = pays.frozen.plus(hold);
    orders.set(id, { ...order, id, user, hold });
  };
  const canPay = (user: number, isBuy: boolean, amount: BigNumber) =>
    !amount.isGreaterThan((purses[user] as (typeof purses)[number])[isBuy ? 'USDT' : 'BTC'].available);

  /** What the model expects of an order request: refused (null), filled now, or resting (status 0 or 2). */
  const expectPlace = (step: Exclude<Command, { kind: 'revoke' | 'move' }>) => {
    const quantity = D(step.lots).times('0.01');
    if (step.kind === 'market') {
      const quote = walk(step.isBuy, quantity, null);
      if (
        !quote ||
        quote.isLessThan(MIN_NOTIONAL) ||
        !canPay(step.user, step.isBuy, step.isBuy ? quote : quantity)
      )
        return null;
      return { fill: { quantity, quote } };
    }
    const trigger = step.kind === 'stop' ? last.plus(step.trigger) : null;
    const price =
      step.kind === 'limit'
        ? last.plus(step.offset)
        : step.isBuy
          ? (trigger as BigNumber).plus(step.spread)
          : (trigger as BigNumber).minus(step.spread);
    if (price.times(quantity).isLessThan(MIN_NOTIONAL) || !price.isGreaterThan(0)) return null;
    if (trigger?.isEqualTo(last)) return null;
    const quote = trigger ? null : walk(step.isBuy, quantity, price);
    if (quote)
      return canPay(step.user, step.isBuy, step.isBuy ? quote : quantity)
        ? { fill: { quantity, quote } }
        : null;
    const hold = step.isBuy ? price.times(quantity) : quantity;
    if (!canPay(step.user, step.isBuy, hold)) return null;
    return {
      rest: {
        price,
        quantity,
        trigger,
        status: trigger ? 2 : 0,
        rises: trigger ? trigger.isGreaterThan(last) : false,
      },
    };
  };

  const placeStep = async (step: Exclude<Command, { kind: 'revoke' | 'move' }>) => {
    const expected = expectPlace(step);
    const quantity = D(step.lots).times('0.01').toFixed();
    const body =
      step.kind === 'market'
        ? { symbol: SYMBOL, direction: step.isBuy ? 0 : 1, orderType: 1, quantity }
        : {
            symbol: SYMBOL,
            direction: step.isBuy ? 0 : 1,
            orderType: 2,
            quantity,
            price: (
              expected?.rest?.price ??
              (step.kind === 'limit'
                ? last.plus(step.offset)
                : step.isBuy
                  ? last.plus(step.trigger + step.spread)
                  : last.plus(step.trigger - step.spread))
            ).toFixed(),
            ...(step.kind === 'stop' ? { triggerPrice: last.plus(step.trigger).toFixed() } : {}),
          };
    const result = await spot<SpotOrder>(t, (traders[step.user] as { token: string }).token, 'POST', PLACE, {
      body,
    });
    expect(result.status, JSON.stringify({ step, body: result.body })).toBeLessThan(500);
    expect(result.status === 200, JSON.stringify({ step, expected, body: result.body })).toBe(
      expected !== null,
    );
    if (!expected) return;
    if (expected.fill) {
      expect(result.data.status).toBe(1);
      settle(step.user, step.isBuy, expected.fill.quantity, expected.fill.quote, null);
    } else if (expected.rest) {
      expect(result.data.status).toBe(expected.rest.status);
      rest(step.user, result.data.id, { isBuy: step.isBuy, ...expected.rest });
    }
  };

  /**
   * After a move: stops the price reached trigger (taking the book, the hold paying and its left-over back, or
   * resting), then the limits the last price reached fill at that last price — the limit or better — the hold paying
   * and its left-over back. Returns the orders the matcher filled at the last price (id, owner, price).
   */
  const matchModel = () => {
    for (const order of [...orders.values()].filter((entry) => entry.status === 2)) {
      const trigger = order.trigger as BigNumber;
      if (order.rises ? last.isLessThan(trigger) : last.isGreaterThan(trigger)) continue;
      const quote = walk(order.isBuy, order.quantity, order.price);
      if (quote) {
        settle(order.user, order.isBuy, order.quantity, quote, order.hold);
        orders.delete(order.id);
      } else order.status = 0;
    }
    const filledAtLast: { id: number; user: number; price: BigNumber }[] = [];
    for (const order of [...orders.values()].filter((entry) => entry.status === 0)) {
      if (order.isBuy ? last.isGreaterThan(order.price) : last.isLessThan(order.price)) continue;
      settle(order.user, order.isBuy, order.quantity, last.times(order.quantity), order.hold);
      orders.delete(order.id);
      filledAtLast.push({ id: order.id, user: order.user, price: last });
    }
    return filledAtLast;
  };

  /** A resting fill's deal price is the last price the source showed, recorded with it, and the hold is all spent. */
  const expectFilledAtLast = async (filled: ReturnType<typeof matchModel>) => {
    for (const entry of filled) {
      const detail = await spot<SpotOrderDetail>(
        t,
        (traders[entry.user] as { token: string }).token,
        'GET',
        'order-detail',
        { query: { id: entry.id }, key: null },
      );
      expect(detail.data).toMatchObject({
        status: 1,
        averagePrice: entry.price.toFixed(),
        frozenAmount: '0',
      });
      expect(detail.data.fills).toHaveLength(1);
      expect(detail.data.fills[0]).toMatchObject({
        price: entry.price.toFixed(),
        sourcePrice: entry.price.toFixed(),
        source: 'last',
        role: 'maker',
      });
    }
  };

  const run = async (step: Command) => {
    if (step.kind === 'move') {
      last = BigNumber.max(
        10,
        last
          .times(100 + step.percent)
          .div(100)
          .decimalPlaces(2, BigNumber.ROUND_HALF_UP),
      );
      await publish();
      // Two turns: a stop triggered in the first rests as a limit the second may fill.
      await stepMatcher(t);
      await stepMatcher(t);
      await expectFilledAtLast(matchModel());
      return;
    }
    if (step.kind === 'revoke') {
      const mine = [...orders.values()].filter((order) => order.user === step.user);
      const order = mine[step.pick % Math.max(1, mine.length)];
      if (!order) return;
      const result = await spot(
        t,
        (traders[step.user] as { token: string }).token,
        'POST',
        `revoke/${order.id}`,
      );
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const purse = (purses[step.user] as (typeof purses)[number])[order.isBuy ? 'USDT' : 'BTC'];
      purse.frozen = purse.frozen.minus(order.hold);
      purse.available = purse.available.plus(order.hold);
      orders.delete(order.id);
      return;
    }
    await placeStep(step);
  };

  const expectAgreement = async () => {
    for (const [index, trader] of traders.entries()) {
      const actual = await spotBalances(t.context.db, trader.userId);
      const purse = purses[index] as (typeof purses)[number];
      for (const asset of ['USDT', 'BTC'] as const)
        expect(actual[asset] ?? { available: '0', frozen: '0' }, `${asset} of trader ${index}`).toEqual({
          available: purse[asset].available.toFixed(),
          frozen: purse[asset].frozen.toFixed(),
        });
      const open = await spot<{ list: SpotOrder[] }>(t, trader.token, 'GET', 'order-page', {
        query: { scope: 'open', pageSize: 200 },
        key: null,
      });
      const expectedOpen = [...orders.values()].filter((order) => order.user === index);
      expect(open.data.list.map((order) => [order.id, order.status]).sort()).toEqual(
        expectedOpen.map((order) => [order.id, order.status]).sort(),
      );
    }
  };

  /** Leaves nothing resting for the next path's price moves. */
  const finish = async () => {
    for (const order of orders.values()) {
      const result = await spot(
        t,
        (traders[order.user] as { token: string }).token,
        'POST',
        `revoke/${order.id}`,
      );
      expect(result.status).toBe(200);
    }
  };

  return { run, expectAgreement, finish };
};

describe('spot trading against an in-memory model (property)', () => {
  it('agrees on every balance, hold and order on any path, and the ledger stays clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        const path = await startPath();
        for (const step of commands) {
          await path.run(step);
          await path.expectAgreement();
          await expectCleanLedger(t.context.db);
        }
        await path.finish();
        expect(spotMatcherOf(t.context)?.actionsFailed).toBe(0);
      }),
      propertyOptions(20),
    );
  }, 300_000);
});
