import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockOrder } from '@exchange/contracts';
import { fillWaitingOrders } from '../../src/modules/stock/index';
import { propertyOptions } from '../support/property';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  enableStocks,
  expectStockInvariants,
  holdingOf,
  setStockPrices,
  setTime,
  spotUsdt,
  stockCall,
  stockTrader,
} from './stock-fixtures';

/**
 * The stock module against a naive in-memory model (CONVENTIONS.md 5): random buys and sales at market and limit,
 * revokes and price moves that the fill job answers; after every step each user's spot USDT (available and held) and
 * each holding (quantity, reserved, cost basis) must equal the model's, to the last decimal.
 */
let t: TestApp;
const SYMBOLS = ['AAPL', 'MSFT'] as const;
type Symbol = (typeof SYMBOLS)[number];
const FEE_RATE = '0.001';
const MINIMUM = '1';
const FUNDS = '2000';

beforeAll(async () => {
  t = await createTestApp();
  setTime(t, '2026-07-01T14:00:00Z');
  await enableStocks(t.context.db, { feeRate: FEE_RATE, minOrderAmount: MINIMUM });
});
afterAll(async () => {
  await expectStockInvariants(t.context.db);
  await t.close();
});

const big = (value: BigNumber.Value) => new BigNumber(value);
/** The model's own arithmetic: fee rounded up to 8 decimals, a sale's cost share rounded half-up to 8. */
const feeOf = (notional: BigNumber) => notional.times(FEE_RATE).decimalPlaces(8, BigNumber.ROUND_UP);

interface Holding {
  quantity: BigNumber;
  reserved: BigNumber;
  cost: BigNumber;
}
interface Waiting {
  id: number;
  side: 'buy' | 'sell';
  symbol: Symbol;
  quantity: BigNumber;
  limit: BigNumber;
  held: BigNumber;
}
interface Account {
  userId: number;
  token: string;
  available: BigNumber;
  frozen: BigNumber;
  holdings: Record<Symbol, Holding>;
}
interface Model {
  prices: Record<Symbol, BigNumber>;
  accounts: Account[];
  waiting: Waiting[];
}

const buyInto = (account: Account, symbol: Symbol, quantity: BigNumber, price: BigNumber) => {
  const notional = quantity.times(price);
  const total = notional.plus(feeOf(notional));
  account.available = account.available.minus(total);
  const holding = account.holdings[symbol];
  holding.quantity = holding.quantity.plus(quantity);
  holding.cost = holding.cost.plus(total);
};

const sellFrom = (
  account: Account,
  symbol: Symbol,
  quantity: BigNumber,
  price: BigNumber,
  reserved: boolean,
) => {
  const holding = account.holdings[symbol];
  const released = quantity.isEqualTo(holding.quantity)
    ? holding.cost
    : holding.cost.times(quantity).div(holding.quantity).decimalPlaces(8, BigNumber.ROUND_HALF_UP);
  const notional = quantity.times(price);
  account.available = account.available.plus(notional.minus(feeOf(notional)));
  holding.quantity = holding.quantity.minus(quantity);
  holding.cost = holding.cost.minus(released);
  if (reserved) holding.reserved = holding.reserved.minus(quantity);
};

const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      user: fc.nat(1),
      symbol: fc.constantFrom(...SYMBOLS),
      hundredths: fc.integer({ min: 1, max: 800 }),
      isLimit: fc.boolean(),
      offset: fc.integer({ min: -3, max: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      user: fc.nat(1),
      symbol: fc.constantFrom(...SYMBOLS),
      percent: fc.integer({ min: 1, max: 100 }),
      isLimit: fc.boolean(),
      offset: fc.integer({ min: -2, max: 3 }),
    }),
  },
  fc.record({ kind: fc.constant('revoke' as const), user: fc.nat(1), pick: fc.nat(10) }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      symbol: fc.constantFrom(...SYMBOLS),
      delta: fc.integer({ min: -4, max: 4 }),
    }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const publishPrices = (model: Model) =>
  setStockPrices(
    t,
    SYMBOLS.map((symbol) => ({ symbol, price: model.prices[symbol].toFixed() })),
  );

/** The model's answer to a buy: null when it must be refused, else whether it waits. */
const buy = async (model: Model, account: Account, step: Extract<Command, { kind: 'buy' }>) => {
  const quantity = big(step.hundredths).div(100);
  const price = model.prices[step.symbol];
  const limit = price.plus(step.offset);
  const body = step.isLimit
    ? { symbol: step.symbol, orderType: 2, quantity: quantity.toFixed(), price: limit.toFixed() }
    : { symbol: step.symbol, orderType: 1, quantity: quantity.toFixed() };
  const answer = await stockCall<StockOrder>(t, account.token, 'POST', 'create', { body });
  const at = step.isLimit && limit.isLessThan(price) ? limit : price;
  const notional = quantity.times(at);
  const total = notional.plus(feeOf(notional));
  if (
    notional.isLessThan(MINIMUM) ||
    total.isGreaterThan(account.available) ||
    limit.isLessThanOrEqualTo(0)
  ) {
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(200);
    return;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (!step.isLimit || limit.isGreaterThanOrEqualTo(price))
    return buyInto(account, step.symbol, quantity, price);
  account.available = account.available.minus(total);
  account.frozen = account.frozen.plus(total);
  model.waiting.push({ id: answer.data.id, side: 'buy', symbol: step.symbol, quantity, limit, held: total });
};

const sell = async (model: Model, account: Account, step: Extract<Command, { kind: 'sell' }>) => {
  const holding = account.holdings[step.symbol];
  const free = holding.quantity.minus(holding.reserved);
  const asked = free.times(step.percent).div(100).decimalPlaces(4, BigNumber.ROUND_DOWN);
  const isAll = step.percent === 100 || asked.isZero();
  const quantity = isAll ? free : asked;
  const price = model.prices[step.symbol];
  const limit = price.plus(step.offset);
  const body = {
    symbol: step.symbol,
    orderType: step.isLimit ? 2 : 1,
    ...(isAll ? {} : { quantity: quantity.toFixed() }),
    ...(step.isLimit ? { price: limit.toFixed() } : {}),
  };
  const answer = await stockCall<StockOrder>(t, account.token, 'POST', 'complete', { body });
  const at = step.isLimit && limit.isGreaterThan(price) ? limit : price;
  const isBelowMinimum = !isAll && quantity.times(at).isLessThan(MINIMUM);
  if (free.isZero() || isBelowMinimum || limit.isLessThanOrEqualTo(0)) {
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(200);
    return;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (!step.isLimit || limit.isLessThanOrEqualTo(price))
    return sellFrom(account, step.symbol, quantity, price, false);
  holding.reserved = holding.reserved.plus(quantity);
  model.waiting.push({
    id: answer.data.id,
    side: 'sell',
    symbol: step.symbol,
    quantity,
    limit,
    held: big(0),
  });
};

const revoke = async (model: Model, account: Account, pick: number) => {
  const own = model.waiting.filter((order) => model.accounts[ownerOf(model, order)] === account);
  const order = own[pick % Math.max(own.length, 1)];
  if (!order) return;
  const answer = await stockCall(t, account.token, 'POST', 'revoke', { body: { id: order.id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  model.waiting = model.waiting.filter((candidate) => candidate !== order);
  if (order.side === 'buy') {
    account.available = account.available.plus(order.held);
    account.frozen = account.frozen.minus(order.held);
  } else
    account.holdings[order.symbol].reserved = account.holdings[order.symbol].reserved.minus(order.quantity);
};

const owners = new Map<number, number>();
const ownerOf = (_model: Model, order: Waiting) => owners.get(order.id) ?? -1;

/** A price move, then one pass of the fill job: every waiting order the new price reaches fills at its limit, oldest first. */
const move = async (model: Model, step: Extract<Command, { kind: 'move' }>) => {
  model.prices[step.symbol] = BigNumber.max(1, model.prices[step.symbol].plus(step.delta));
  t.clock.advance(5_000);
  await publishPrices(model);
  await fillWaitingOrders(t.context);
  for (const order of [...model.waiting].sort((a, b) => a.id - b.id)) {
    const price = model.prices[order.symbol];
    const isReached =
      order.side === 'buy'
        ? price.isLessThanOrEqualTo(order.limit)
        : price.isGreaterThanOrEqualTo(order.limit);
    if (!isReached) continue;
    const account = model.accounts[ownerOf(model, order)] as Account;
    model.waiting = model.waiting.filter((candidate) => candidate !== order);
    if (order.side === 'buy') {
      account.frozen = account.frozen.minus(order.held);
      account.available = account.available.plus(order.held);
      buyInto(account, order.symbol, order.quantity, order.limit);
    } else sellFrom(account, order.symbol, order.quantity, order.limit, true);
  }
};

const expectMatches = async (model: Model) => {
  for (const account of model.accounts) {
    expect(await spotUsdt(t.context.db, account.userId)).toEqual({
      available: account.available.toFixed(),
      frozen: account.frozen.toFixed(),
    });
    for (const symbol of SYMBOLS) {
      const holding = account.holdings[symbol];
      expect(await holdingOf(t.context.db, account.userId, symbol)).toEqual({
        quantity: holding.quantity.toFixed(),
        reserved: holding.reserved.toFixed(),
        costBasis: holding.cost.toFixed(),
      });
    }
  }
};

const newModel = async (): Promise<Model> => {
  const empty = () => ({ quantity: big(0), reserved: big(0), cost: big(0) });
  const accounts: Account[] = [];
  for (let index = 0; index < 2; index += 1) {
    const user = await stockTrader(t, FUNDS);
    accounts.push({
      ...user,
      available: big(FUNDS),
      frozen: big(0),
      holdings: { AAPL: empty(), MSFT: empty() },
    });
  }
  return { prices: { AAPL: big(100), MSFT: big(50) }, accounts, waiting: [] };
};

describe('stock orders against an in-memory model', () => {
  it('keeps balances, holds, reservations and cost bases equal to the model on any path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        const model = await newModel();
        t.clock.advance(5_000);
        await publishPrices(model);
        for (const step of commands) {
          const waitingBefore = model.waiting.length;
          if (step.kind === 'move') await move(model, step);
          else {
            const account = model.accounts[step.user] as Account;
            if (step.kind === 'buy') await buy(model, account, step);
            else if (step.kind === 'sell') await sell(model, account, step);
            else await revoke(model, account, step.pick);
            if (model.waiting.length > waitingBefore)
              owners.set((model.waiting.at(-1) as Waiting).id, step.user);
          }
          await expectMatches(model);
        }
        await expectStockInvariants(t.context.db);
      }),
      propertyOptions(12),
    );
  });
});
