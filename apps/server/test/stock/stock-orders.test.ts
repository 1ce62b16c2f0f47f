import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, type StockHoldings, type StockOrder, type StockOrderDetail } from '@exchange/contracts';
import { call } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  enableStocks,
  expectStockInvariants,
  holdingOf,
  houseUsdt,
  key,
  orderTransfers,
  setStockPrices,
  setTime,
  spotUsdt,
  stockCall,
  stockTrader,
} from './stock-fixtures';

let t: TestApp;
/** Wednesday 1 July 2026, 10:00 in New York (EDT): a regular session. */
const IN_SESSION = '2026-07-01T14:00:00Z';

/** The quotes every test starts from (a test that moves them cannot leave the next one a different market). */
const START_PRICES = [
  { symbol: 'AAPL', price: '200' },
  { symbol: 'MSFT', price: '400' },
];

beforeAll(async () => {
  t = await createTestApp();
  setTime(t, IN_SESSION);
  await enableStocks(t.context.db, { feeRate: '0.001', minOrderAmount: '1' });
  await setStockPrices(t, START_PRICES);
});
afterEach(async () => {
  await setStockPrices(t, START_PRICES);
});
afterAll(async () => {
  await expectStockInvariants(t.context.db);
  await t.close();
});

const detailOf = async (token: string, id: number) =>
  (await stockCall<StockOrderDetail>(t, token, 'GET', 'detail', { query: { id } })).data;
const holdingsOf = async (token: string) =>
  (await stockCall<StockHoldings>(t, token, 'GET', 'holdings')).data;

/** One job run: the clock moves five seconds, the quotes are republished at that time, the due job runs. */
const runFillJob = async (prices: { symbol: string; price: string }[]) => {
  t.clock.advance(5_000);
  await setStockPrices(t, prices);
  return t.context.scheduler.runDue();
};

describe('market orders in session', () => {
  it('given 10,000 USDT, when 10 AAPL are bought at the quote 200 with a 0.1 % fee, then 2,002 leave the wallet and the holding costs 2,002', async () => {
    const user = await stockTrader(t);
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    const fees = await houseUsdt(t.context.db, 'fees');
    const placed = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '10' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.data).toMatchObject({
      symbol: 'AAPL',
      displayName: 'Apple',
      direction: 0,
      orderType: 1,
      status: 1,
      quantity: '10',
      amount: null,
      price: null,
      heldAmount: '0',
      dealPrice: '200',
      dealQuantity: '10',
      dealAmount: '2000',
      fee: '2',
      realisedPnl: null,
      dealTime: t.clock.nowMs(),
    });
    expect(placed.data.no).toMatch(/^K\d{24}$/);
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '7998', frozen: '0' });
    expect(Number(await houseUsdt(t.context.db, 'fees'))).toBe(Number(fees) + 2);
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toEqual({
      quantity: '10',
      reserved: '0',
      costBasis: '2002',
    });
    const detail = await detailOf(user.token, placed.data.id);
    expect(detail.fill).toEqual({
      price: '200',
      quotePrice: '200',
      quotedAt: t.clock.nowMs(),
      quantity: '10',
      amount: '2000',
      fee: '2',
      filledAt: t.clock.nowMs(),
      transferIds: [`stock:${placed.data.no}:buy`, `stock:${placed.data.no}:fee`],
    });
    expect((await socket.next('STOCK_ORDER')).data).toMatchObject({ id: placed.data.id, status: 1 });
    expect((await socket.next('WALLET_UPDATE')).data).toEqual({ wallets: ['spot'], coin: 'USDT' });
    socket.socket.terminate();
  });

  it('when the quote rises to 210, then the holding shows market value 2,100 and unrealised PnL +98 (+4.90 %), and the overview counts it', async () => {
    const user = await stockTrader(t);
    await stockCall(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '10' },
    });
    await setStockPrices(t, [{ symbol: 'AAPL', price: '210' }]);
    const holdings = await holdingsOf(user.token);
    expect(holdings.list).toEqual([
      expect.objectContaining({
        symbol: 'AAPL',
        quantity: '10',
        availableQuantity: '10',
        reservedQuantity: '0',
        averageCost: '200.2',
        costBasis: '2002',
        price: '210',
        priceStatus: 1,
        marketValue: '2100',
        unrealisedPnl: '98',
        unrealisedPnlRate: '4.90',
      }),
    ]);
    expect(holdings).toMatchObject({
      totalCostBasis: '2002',
      totalMarketValue: '2100',
      totalUnrealisedPnl: '98',
    });
    const overview = await call<{ total: string }>(t.app, 'GET', 'wallet/fund', { token: user.token });
    // 7,998 USDT in spot plus 2,100 of shares.
    expect(overview.data.total).toBe('10098');
  });

  it('when half is sold at 210, then 1,048.95 comes back, half the cost basis leaves and the PnL realised is +47.95', async () => {
    const user = await stockTrader(t);
    await stockCall(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '10' },
    });
    await setStockPrices(t, [{ symbol: 'AAPL', price: '210' }]);
    const sold = await stockCall<StockOrder>(t, user.token, 'POST', 'complete', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '5' },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.data).toMatchObject({
      direction: 1,
      status: 1,
      dealPrice: '210',
      dealQuantity: '5',
      dealAmount: '1050',
      fee: '1.05',
      realisedPnl: '47.95',
    });
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9046.95', frozen: '0' });
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toEqual({
      quantity: '5',
      reserved: '0',
      costBasis: '1001',
    });
    // No quantity: the rest, even below any minimum.
    const rest = await stockCall<StockOrder>(t, user.token, 'POST', 'complete', {
      body: { symbol: 'AAPL', orderType: 1 },
    });
    expect(rest.data).toMatchObject({ dealQuantity: '5', realisedPnl: '47.95' });
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toEqual({
      quantity: '0',
      reserved: '0',
      costBasis: '0',
    });
    expect((await holdingsOf(user.token)).list).toEqual([]);
  });

  it('when 1,000 USDT is spent at 210, then it buys the most whole steps it pays for, fee included', async () => {
    const user = await stockTrader(t, '1000');
    await setStockPrices(t, [{ symbol: 'AAPL', price: '210' }]);
    const placed = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, amount: '1000' },
    });
    // 1,000 / (210 × 1.001) = 4.75714…: 4.7571 shares, 998.991 + 0.998991 fee.
    expect(placed.data).toMatchObject({
      amount: '1000',
      quantity: null,
      dealQuantity: '4.7571',
      dealAmount: '998.991',
      fee: '0.998991',
    });
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '0.010009', frozen: '0' });
  });

  it('a repeat of the same key answers the first order and moves nothing; the same key with another body is 422', async () => {
    const user = await stockTrader(t);
    const orderKey = key('repeat');
    const body = { symbol: 'MSFT', orderType: 1, quantity: '1' };
    const first = await stockCall<StockOrder>(t, user.token, 'POST', 'create', { body, key: orderKey });
    const again = await stockCall<StockOrder>(t, user.token, 'POST', 'create', { body, key: orderKey });
    expect(again.data).toEqual(first.data);
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9599.6', frozen: '0' });
    const other = await stockCall(t, user.token, 'POST', 'create', {
      body: { ...body, quantity: '2' },
      key: orderKey,
    });
    expect(other.status).toBe(422);
    expect(other.code).toBe(ErrorCodes.IDEMPOTENCY_MISMATCH.code);
    expect(await holdingOf(t.context.db, user.userId, 'MSFT')).toMatchObject({ quantity: '1' });
  });
});

describe('limit orders', () => {
  it('a limit buy below the quote holds quantity × limit + fee, waits, fills at the quote that reached its limit and gives back what the hold had over', async () => {
    const user = await stockTrader(t);
    const placed = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 2, quantity: '2', price: '190' },
    });
    expect(placed.data).toMatchObject({ status: 0, price: '190', heldAmount: '380.38', dealPrice: null });
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9619.62', frozen: '380.38' });
    const open = await stockCall<{ list: StockOrder[]; total: number }>(t, user.token, 'GET', 'page', {
      query: { scope: 'open' },
    });
    expect(open.data.list.map((order) => order.id)).toEqual([placed.data.id]);

    await runFillJob([{ symbol: 'AAPL', price: '191' }]);
    expect((await detailOf(user.token, placed.data.id)).status).toBe(0);

    const book = await houseUsdt(t.context.db, 'stock_book');
    const fees = await houseUsdt(t.context.db, 'fees');
    await runFillJob([{ symbol: 'AAPL', price: '189.5' }]);
    const filled = await detailOf(user.token, placed.data.id);
    // At the quote 189.5, not the limit 190: 2 × 189.5 = 379, fee 0.379.
    expect(filled).toMatchObject({
      status: 1,
      price: '190',
      heldAmount: '380.38',
      dealPrice: '189.5',
      dealQuantity: '2',
      dealAmount: '379',
      fee: '0.379',
    });
    expect(filled.fill).toEqual({
      price: '189.5',
      quotePrice: '189.5',
      quotedAt: t.clock.nowMs(),
      quantity: '2',
      amount: '379',
      fee: '0.379',
      filledAt: t.clock.nowMs(),
      transferIds: [
        `stock:${placed.data.no}:hold`,
        `stock:${placed.data.no}:buy`,
        `stock:${placed.data.no}:fee`,
        `stock:${placed.data.no}:change`,
      ],
    });
    // The hold (380.38) goes to the book; the book passes the fee on and gives the 1.001 left over back.
    expect(await orderTransfers(t.context.db, placed.data.no)).toEqual([
      {
        id: `stock:${placed.data.no}:hold`,
        kind: 2,
        debit: 'spot',
        credit: 'stock_book',
        amount: '380.38',
        type: 1213,
      },
      {
        id: `stock:${placed.data.no}:buy`,
        kind: 3,
        debit: 'spot',
        credit: 'stock_book',
        amount: '380.38',
        type: 1210,
      },
      {
        id: `stock:${placed.data.no}:change`,
        kind: 1,
        debit: 'stock_book',
        credit: 'spot',
        amount: '1.001',
        type: 1214,
      },
      {
        id: `stock:${placed.data.no}:fee`,
        kind: 1,
        debit: 'stock_book',
        credit: 'fees',
        amount: '0.379',
        type: 1212,
      },
    ]);
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9620.621', frozen: '0' });
    expect(Number(await houseUsdt(t.context.db, 'stock_book'))).toBe(Number(book) + 379);
    expect(Number(await houseUsdt(t.context.db, 'fees'))).toBe(Number(fees) + 0.379);
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toEqual({
      quantity: '2',
      reserved: '0',
      costBasis: '379.379',
    });
    const history = await stockCall<{ list: StockOrder[] }>(t, user.token, 'GET', 'page', {
      query: { scope: 'history', symbol: 'AAPL' },
    });
    expect(history.data.list.map((order) => order.id)).toEqual([placed.data.id]);
  });

  it('a waiting buy whose quote comes exactly to its limit spends the whole hold: nothing left over, no change transfer', async () => {
    const user = await stockTrader(t);
    const placed = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: { symbol: 'MSFT', orderType: 2, quantity: '0.5', price: '390.25' },
    });
    // 0.5 × 390.25 = 195.125 and its fee 0.195125: held 195.320125, exactly what the fill at 390.25 costs.
    expect(placed.data).toMatchObject({ status: 0, heldAmount: '195.320125' });
    await runFillJob([{ symbol: 'MSFT', price: '390.25' }]);
    const filled = await detailOf(user.token, placed.data.id);
    expect(filled).toMatchObject({ status: 1, dealPrice: '390.25', dealAmount: '195.125', fee: '0.195125' });
    expect(filled.fill?.transferIds).toEqual([
      `stock:${placed.data.no}:hold`,
      `stock:${placed.data.no}:buy`,
      `stock:${placed.data.no}:fee`,
    ]);
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9804.679875', frozen: '0' });
    expect(await holdingOf(t.context.db, user.userId, 'MSFT')).toMatchObject({ costBasis: '195.320125' });
  });

  it('a limit buy already at or above the quote fills at once at the quote', async () => {
    const user = await stockTrader(t);
    const placed = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 2, quantity: '1', price: '205' },
    });
    expect(placed.data).toMatchObject({ status: 1, price: '205', dealPrice: '200', heldAmount: '0' });
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9799.8', frozen: '0' });
  });

  it('a limit sell reserves its shares, leaves the rest to sell, and fills at the quote that reached its limit', async () => {
    const user = await stockTrader(t);
    await stockCall(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '4' },
    });
    const waiting = await stockCall<StockOrder>(t, user.token, 'POST', 'complete', {
      body: { symbol: 'AAPL', orderType: 2, quantity: '3', price: '230' },
    });
    expect(waiting.data).toMatchObject({ status: 0, direction: 1, quantity: '3', price: '230' });
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toMatchObject({
      quantity: '4',
      reserved: '3',
    });
    const tooMany = await stockCall(t, user.token, 'POST', 'complete', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '2' },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data).toEqual({ field: 'quantity' });
    expect((await holdingsOf(user.token)).list[0]).toMatchObject({
      availableQuantity: '1',
      reservedQuantity: '3',
    });
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9199.2', frozen: '0' });

    await runFillJob([{ symbol: 'AAPL', price: '229.99' }]);
    expect((await detailOf(user.token, waiting.data.id)).status).toBe(0);

    await runFillJob([{ symbol: 'AAPL', price: '231' }]);
    const filled = await detailOf(user.token, waiting.data.id);
    // At the quote 231, not the limit 230: 3 × 231 = 693, fee 0.693.
    expect(filled).toMatchObject({
      status: 1,
      price: '230',
      dealPrice: '231',
      dealAmount: '693',
      fee: '0.693',
    });
    expect(filled.fill).toMatchObject({ price: '231', quotePrice: '231', quotedAt: t.clock.nowMs() });
    expect(filled.fill?.transferIds).toEqual([
      `stock:${waiting.data.no}:sell`,
      `stock:${waiting.data.no}:fee`,
    ]);
    // Cost 4 × 200 × 1.001 = 800.8; three quarters released: 600.6; 693 − 0.693 − 600.6 = 91.707.
    expect(filled.realisedPnl).toBe('91.707');
    // 9,199.2 + 693 − 0.693.
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9891.507', frozen: '0' });
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toEqual({
      quantity: '1',
      reserved: '0',
      costBasis: '200.2',
    });
  });

  it('revoking a waiting buy releases its hold once; revoking a waiting sell frees its shares; a second revoke is 409', async () => {
    const user = await stockTrader(t);
    await stockCall(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '2' },
    });
    const buy = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 2, quantity: '1', price: '150' },
    });
    const sell = await stockCall<StockOrder>(t, user.token, 'POST', 'complete', {
      body: { symbol: 'AAPL', orderType: 2, quantity: '2', price: '300' },
    });
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9449.45', frozen: '150.15' });
    const revoked = await stockCall<StockOrder>(t, user.token, 'POST', 'revoke', {
      body: { id: buy.data.id },
    });
    expect(revoked.data).toMatchObject({ status: 2, cancelledAt: t.clock.nowMs() });
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9599.6', frozen: '0' });
    expect((await detailOf(user.token, buy.data.id)).fill).toBeNull();
    const freed = await stockCall<StockOrder>(t, user.token, 'POST', 'revoke', {
      body: { id: sell.data.id },
    });
    expect(freed.data.status).toBe(2);
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toMatchObject({
      quantity: '2',
      reserved: '0',
    });
    const twice = await stockCall(t, user.token, 'POST', 'revoke', { body: { id: buy.data.id } });
    expect(twice.status).toBe(409);
    expect(twice.body.data).toEqual({ field: 'id' });
    const stranger = await stockTrader(t, '0');
    const notYours = await stockCall(t, stranger.token, 'POST', 'revoke', { body: { id: sell.data.id } });
    expect(notYours.status).toBe(404);
    await expectStockInvariants(t.context.db);
  });
});
