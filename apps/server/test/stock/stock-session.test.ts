import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, type StockOrder, type StockSession } from '@exchange/contracts';
import { stockOrders } from '../../src/platform/db/index';
import { marketPage } from '../market/market-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  enableStocks,
  expectStockInvariants,
  setStockPrices,
  setTime,
  spotUsdt,
  stockCall,
  stockTrader,
} from './stock-fixtures';

/**
 * Session rules through the API, the clock moved through 2026: daylight saving, a weekend, an exchange holiday
 * (Independence Day observed on Friday 3 July) and an early close (13:00 on Friday 27 November). Each step signs in
 * a new member at that time (a token from months before would have expired).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  setTime(t, '2026-03-06T12:00:00Z');
  await enableStocks(t.context.db);
});
afterAll(async () => {
  await expectStockInvariants(t.context.db);
  await t.close();
});

const at = async (iso: string, price = '200') => {
  setTime(t, iso);
  await setStockPrices(t, [{ symbol: 'AAPL', price }]);
  return stockTrader(t);
};

const sessionOf = async (token: string, symbol?: string) =>
  (await stockCall<StockSession>(t, token, 'GET', 'session', { query: { symbol } })).data;

const marketBuy = (token: string) =>
  stockCall<StockOrder>(t, token, 'POST', 'create', {
    body: { symbol: 'AAPL', orderType: 1, quantity: '1' },
  });

const stocksOpen = async () => {
  const rows = (await marketPage(t, { type: 3, pageSize: 200 })).data.list;
  return new Set(rows.map((row) => row.isOpen));
};

describe('daylight saving: the session is 09:30–16:00 New York time whatever UTC says', () => {
  it('Friday 6 March (EST, UTC−5) opens at 14:30 UTC', async () => {
    const user = await at('2026-03-06T14:29:59Z');
    const closed = await sessionOf(user.token, 'AAPL');
    expect(closed).toMatchObject({
      symbol: 'AAPL',
      timezone: 'America/New_York',
      isOpen: false,
      isTradingDay: true,
      isHoliday: false,
      isEarlyClose: false,
      holiday: null,
      openAt: Date.parse('2026-03-06T14:30:00Z'),
      closeAt: Date.parse('2026-03-06T21:00:00Z'),
      nextOpenAt: Date.parse('2026-03-06T14:30:00Z'),
      nextCloseAt: Date.parse('2026-03-06T21:00:00Z'),
      serverTime: Date.parse('2026-03-06T14:29:59Z'),
    });
    const refused = await marketBuy(user.token);
    expect(refused.status).toBe(409);
    expect(refused.code).toBe(ErrorCodes.MARKET_CLOSED.code);
    expect(refused.body.data).toEqual({
      field: 'orderType',
      nextOpenAt: Date.parse('2026-03-06T14:30:00Z'),
      retryAfterSeconds: 1,
    });
    expect(refused.msg).toContain('2026-03-06 14:30 UTC');
    const opened = await at('2026-03-06T14:30:00Z');
    expect((await marketBuy(opened.token)).data).toMatchObject({ status: 1, dealPrice: '200' });
  });

  it('Monday 9 March, the day after the change (EDT, UTC−4), opens at 13:30 UTC; Friday’s close pointed there', async () => {
    const friday = await at('2026-03-06T21:00:00Z');
    expect(await sessionOf(friday.token)).toMatchObject({
      symbol: null,
      isOpen: false,
      nextOpenAt: Date.parse('2026-03-09T13:30:00Z'),
      nextCloseAt: Date.parse('2026-03-09T20:00:00Z'),
    });
    const monday = await at('2026-03-09T13:30:00Z');
    expect(await sessionOf(monday.token, 'AAPL')).toMatchObject({
      isOpen: true,
      openAt: Date.parse('2026-03-09T13:30:00Z'),
      closeAt: Date.parse('2026-03-09T20:00:00Z'),
      nextOpenAt: Date.parse('2026-03-10T13:30:00Z'),
      nextCloseAt: Date.parse('2026-03-09T20:00:00Z'),
    });
    expect((await marketBuy(monday.token)).status).toBe(200);
  });
});

describe('Independence Day observed (Friday 3 July 2026) and the weekend after', () => {
  let waiting: StockOrder;
  let holder: { userId: number };

  it('on the holiday: closed all day, named, the list shows stocks closed; a market order is refused, a limit waits', async () => {
    const user = await at('2026-07-03T15:00:00Z', '190');
    expect(await sessionOf(user.token, 'AAPL')).toMatchObject({
      isOpen: false,
      isTradingDay: false,
      isHoliday: true,
      holiday: 'independenceDay',
      openAt: null,
      closeAt: null,
      nextOpenAt: Date.parse('2026-07-06T13:30:00Z'),
      nextCloseAt: Date.parse('2026-07-06T20:00:00Z'),
    });
    expect(await stocksOpen()).toEqual(new Set([false]));
    const refused = await marketBuy(user.token);
    expect(refused.code).toBe(ErrorCodes.MARKET_CLOSED.code);
    expect(refused.body.data).toMatchObject({ nextOpenAt: Date.parse('2026-07-06T13:30:00Z') });
    // The quote (190) is already below the limit, but the market is shut: the order waits with its hold.
    const placed = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 2, quantity: '1', price: '195' },
    });
    expect(placed.data).toMatchObject({ status: 0, heldAmount: '195.195' });
    waiting = placed.data;
    holder = user;
    expect(await spotUsdt(t.context.db, user.userId)).toEqual({ available: '9804.805', frozen: '195.195' });
    t.clock.advance(5_000);
    await setStockPrices(t, [{ symbol: 'AAPL', price: '190' }]);
    await t.context.scheduler.runDue();
    const [row] = await t.context.db.select().from(stockOrders).where(eq(stockOrders.id, waiting.id));
    expect(row?.status).toBe(0);
  });

  it('on Saturday: closed, not a holiday; the next open is Monday 09:30', async () => {
    const user = await at('2026-07-04T15:00:00Z');
    expect(await sessionOf(user.token)).toMatchObject({
      isOpen: false,
      isTradingDay: false,
      isHoliday: false,
      holiday: null,
      nextOpenAt: Date.parse('2026-07-06T13:30:00Z'),
    });
    expect((await marketBuy(user.token)).code).toBe(ErrorCodes.MARKET_CLOSED.code);
  });

  it('on Monday at the open the job fills the waiting order at the quote that reached its limit, recorded with it', async () => {
    await at('2026-07-06T13:30:05Z', '190');
    expect(await stocksOpen()).toEqual(new Set([true]));
    await t.context.scheduler.runDue();
    const [row] = await t.context.db.select().from(stockOrders).where(eq(stockOrders.id, waiting.id));
    expect(row).toMatchObject({ status: 1, dealPrice: '190.000000000000', quotePrice: '190.000000000000' });
    expect(row?.quotedAt?.getTime()).toBe(Date.parse('2026-07-06T13:30:05Z'));
    // Held 195.195 (195 + 0.195); paid 190 + 0.19 = 190.19; the 5.005 left over came back.
    expect(await spotUsdt(t.context.db, holder.userId)).toEqual({ available: '9809.81', frozen: '0' });
  });
});

describe('the day after Thanksgiving (Friday 27 November 2026) closes at 13:00', () => {
  it('Thanksgiving itself is a holiday', async () => {
    const user = await at('2026-11-26T16:00:00Z');
    expect(await sessionOf(user.token)).toMatchObject({ isHoliday: true, holiday: 'thanksgivingDay' });
  });

  it('at 12:59 New York time it trades, with the early close shown; at 13:00 it is closed until Monday', async () => {
    const before = await at('2026-11-27T17:59:00Z');
    expect(await sessionOf(before.token, 'AAPL')).toMatchObject({
      isOpen: true,
      isTradingDay: true,
      isHoliday: false,
      isEarlyClose: true,
      holiday: 'dayAfterThanksgiving',
      openAt: Date.parse('2026-11-27T14:30:00Z'),
      closeAt: Date.parse('2026-11-27T18:00:00Z'),
      nextCloseAt: Date.parse('2026-11-27T18:00:00Z'),
    });
    expect((await marketBuy(before.token)).status).toBe(200);
    const after = await at('2026-11-27T18:00:00Z');
    expect(await sessionOf(after.token)).toMatchObject({
      isOpen: false,
      isEarlyClose: true,
      nextOpenAt: Date.parse('2026-11-30T14:30:00Z'),
    });
    const refused = await marketBuy(after.token);
    expect(refused.code).toBe(ErrorCodes.MARKET_CLOSED.code);
    expect(refused.body.data).toMatchObject({ nextOpenAt: Date.parse('2026-11-30T14:30:00Z') });
    expect(await stocksOpen()).toEqual(new Set([false]));
  });
});
