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
 * revokes and price moves that the fill job answers (a waiting order fills at the quote that reached its limit, a buy
 * getting back what its hold had over); after every step each user's spot USDT (available and held) and each holding
 * (quantity, reserved, cost basis) must equal the model's, to the last decimal. Quantities (4 decimals) and prices
 * (cents) are at the stocks' accuracies, so the fee's rounding up to 8 decimals is exercised.
 */
let t: TestApp;
const SYMBOLS = ['AAPL', 'MSFT'] as const;
type Symbol = (typeof SYMBOLS)[number];
const FEE_RATE = '0.001';
const MINIMUM = '1';
const FUNDS = '3000';
/** What each account buys at market before the commands run, so that sales (and waiting sales) have shares. */
const START_SHARES: Record<Symbol, string> = { AAPL: '4', MSFT: '8' };

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
      /** Quantity in 10^-4 shares (the stocks' transactionAccuracy). */
      units: fc.integer({ min: 1, max: 80_000 }),
      isLimit: fc.boolean(),
      /** The limit's distance from the quote, in cents (priceAccuracy 2). */
      offset: fc.integer({ min: -300, max: 200 }),
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
      offset: fc.integer({ min: -200, max: 300 }),
    }),
  },
  fc.record({ kind: fc.constant('revoke' as const), user: fc.nat(1), pick: fc.nat(10) }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      symbol: fc.constantFrom(...SYMBOLS),
      /** In cents. */
      delta: fc.integer({ min: -400, max: 400 }),
    }),
  },
  {
    weight: 2,
    // The quote of one waiting order's stock moves to its limit (0) or through it by up to 3 USD (a better fill).
    arbitrary: fc.record({
      kind: fc.constant('reach' as const),
      pick: fc.nat(10),
      through: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 300 })),
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
  const quantity = big(step.units).div(10_000);
  const price = model.prices[step.symbol];
  const limit = price.plus(big(step.offset).div(100));
  const body = step.isLimit
    ? { symbol: step.symbol, orderType: 2, quantity: quantity.toFixed(), price: limit.toFixed() }
    : { symbol: step.symbol, orderType: 1, quantity: quantity.toFixed() };
  const answer = await stockCall<StockOrder>(t, account.token, 'POST', 'create', { body });
  // The minimum applies to the order as placed (a limit order at its limit); the wallet must pay what moves now: a
  // fill at the quote (market, or a limit at or above it), else the hold at the limit.
  const isWaiting = step.isLimit && limit.isLessThan(price);
  const ordered = quantity.times(step.isLimit ? limit : price);
  const notional = quantity.times(isWaiting ? limit : price);
  const total = notional.plus(feeOf(notional));
  if (
    ordered.isLessThan(MINIMUM) ||
    total.isGreaterThan(account.available) ||
    (step.isLimit && limit.isLessThanOrEqualTo(0))
  ) {
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(200);
    return;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (!isWaiting) return buyInto(account, step.symbol, quantity, price);
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
  const limit = price.plus(big(step.offset).div(100));
  const body = {
    symbol: step.symbol,
    orderType: step.isLimit ? 2 : 1,
    ...(isAll ? {} : { quantity: quantity.toFixed() }),
    ...(step.isLimit ? { price: limit.toFixed() } : {}),
  };
  const answer = await stockCall<StockOrder>(t, account.token, 'POST', 'complete', { body });
  // The minimum applies to the order as placed: a limit sale at its limit, a market sale at the quote.
  const isBelowMinimum = !isAll && quantity.times(step.isLimit ? limit : price).isLessThan(MINIMUM);
  if (free.isZero() || isBelowMinimum || (step.isLimit && limit.isLessThanOrEqualTo(0))) {
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

/**
 * A new quote for `symbol`, then one pass of the fill job: every waiting order the new price reaches fills at that
 * price (the quote, at or better than its limit), oldest first. A buy's hold (notional + fee at the limit) is spent on
 * the notional + fee at the quote and what is left over comes back to the wallet; a sale gets the quote's proceeds.
 */
const moveTo = async (model: Model, symbol: Symbol, price: BigNumber) => {
  model.prices[symbol] = price;
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
      buyInto(account, order.symbol, order.quantity, price);
    } else sellFrom(account, order.symbol, order.quantity, price, true);
  }
};

const move = (model: Model, step: Extract<Command, { kind: 'move' }>) =>
  moveTo(model, step.symbol, BigNumber.max(1, model.prices[step.symbol].plus(big(step.delta).div(100))));

const reach = async (model: Model, step: Extract<Command, { kind: 'reach' }>) => {
  const order = model.waiting[step.pick % Math.max(model.waiting.length, 1)];
  if (!order) return;
  const through = big(step.through).div(100);
  const price = order.side === 'buy' ? order.limit.minus(through) : order.limit.plus(through);
  await moveTo(model, order.symbol, BigNumber.max('0.01', price));
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

const buyStartShares = async (model: Model) => {
  for (const account of model.accounts)
    for (const symbol of SYMBOLS) {
      const body = { symbol, orderType: 1, quantity: START_SHARES[symbol] };
      const answer = await stockCall(t, account.token, 'POST', 'create', { body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      buyInto(account, symbol, big(START_SHARES[symbol]), model.prices[symbol]);
    }
  await expectMatches(model);
};

describe('stock orders against an in-memory model', () => {
  it('keeps balances, holds, reservations and cost bases equal to the model on any path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        const model = await newModel();
        t.clock.advance(5_000);
        await publishPrices(model);
        await buyStartShares(model);
        for (const step of commands) {
          const waitingBefore = model.waiting.length;
          if (step.kind === 'move') await move(model, step);
          else if (step.kind === 'reach') await reach(model, step);
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
      propertyOptions(15),
    );
  }, 180_000);
});
