import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage, SpotOrder, SpotOrderDetail } from '@exchange/contracts';
import { countRoundTrips, users } from '../../src/platform/db/index';
import { USER_EVENTS_CHANNEL, type UserEvent } from '../../src/platform/ws-hub/channels';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import type { TestApp } from '../support/test-app';
import {
  PLACE,
  createSpotApp,
  houseBalanceOf,
  key,
  setSpot,
  spot,
  spotBalances,
  spotCounts,
  spotTrader,
} from './spot-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createSpotApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const BOOK = {
  symbol: 'BTCUSDT',
  last: '100',
  asks: [
    ['100', '1'],
    ['101', '1'],
    ['102', '5'],
  ],
  bids: [
    ['99', '0.2'],
    ['98', '1'],
    ['90', '10'],
  ],
} as const;

const marketBuy = (overrides: Record<string, unknown> = {}) => ({
  symbol: 'BTCUSDT',
  direction: 0,
  orderType: 1,
  quantity: '2.5',
  ...overrides,
});

const detailOf = async (token: string, id: number) =>
  (await spot<SpotOrderDetail>(t, token, 'GET', 'order-detail', { query: { id }, key: null })).data;

describe('market orders walk the source’s book', () => {
  it('given asks 1@100, 1@101, 5@102, when 2.5 BTC are bought, then the average is 100.8 and each level is a fill', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t, { USDT: '10000' });
    const bookUsdt = await houseBalanceOf(t.context.db, 'spot_book', 'USDT');
    const feesBtc = await houseBalanceOf(t.context.db, 'fees', 'BTC');
    const placed = await spot<SpotOrder>(t, user.token, 'POST', PLACE, { body: marketBuy() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.data).toMatchObject({
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      direction: 0,
      orderType: 1,
      status: 1,
      quantity: '2.5',
      quoteAmount: null,
      filledQuantity: '2.5',
      filledQuoteAmount: '252',
      averagePrice: '100.8',
      fee: '0.0025',
      feeAsset: 'BTC',
      frozenAmount: '0',
      frozenAsset: 'USDT',
      isTriggered: false,
    });
    expect(placed.data.no).toMatch(/^S\d{24}$/);
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      BTC: { available: '2.4975', frozen: '0' },
      USDT: { available: '9748', frozen: '0' },
    });
    expect(await houseBalanceOf(t.context.db, 'spot_book', 'USDT')).toBe(String(Number(bookUsdt) + 252));
    expect(await houseBalanceOf(t.context.db, 'fees', 'BTC')).toBe(String(Number(feesBtc) + 0.0025));
    const detail = await detailOf(user.token, placed.data.id);
    expect(
      detail.fills.map(
        ({ price, quantity, quoteAmount, fee, role, source, sourceLevel, sourceQuantity }) => ({
          price,
          quantity,
          quoteAmount,
          fee,
          role,
          source,
          sourceLevel,
          sourceQuantity,
        }),
      ),
    ).toEqual([
      {
        price: '100',
        quantity: '1',
        quoteAmount: '100',
        fee: '0.001',
        role: 'taker',
        source: 'book',
        sourceLevel: 0,
        sourceQuantity: '1',
      },
      {
        price: '101',
        quantity: '1',
        quoteAmount: '101',
        fee: '0.001',
        role: 'taker',
        source: 'book',
        sourceLevel: 1,
        sourceQuantity: '1',
      },
      {
        price: '102',
        quantity: '0.5',
        quoteAmount: '51',
        fee: '0.0005',
        role: 'taker',
        source: 'book',
        sourceLevel: 2,
        sourceQuantity: '5',
      },
    ]);
    expect(detail.fills.every((fill) => fill.sourceTime === t.clock.nowMs())).toBe(true);
    const no = placed.data.no;
    expect(detail.transferIds).toEqual([`spot:${no}:pay`, `spot:${no}:receive`, `spot:${no}:fee`]);
  });

  it('given 150 USDT to spend, when bought by quote amount, then whole quantity steps are bought and the rest stays', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t, { USDT: '1000' });
    const placed = await spot<SpotOrder>(t, user.token, 'POST', PLACE, {
      body: { symbol: 'BTCUSDT', direction: 0, orderType: 1, quoteAmount: '150' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // 1 BTC at 100, then 50 USDT buys 0.49504 BTC at 101 (5 decimals, rounded down): 49.99904 USDT.
    expect(placed.data).toMatchObject({
      quantity: null,
      quoteAmount: '150',
      filledQuantity: '1.49504',
      filledQuoteAmount: '149.99904',
      fee: '0.00149504',
    });
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      BTC: { available: '1.49354496', frozen: '0' },
      USDT: { available: '850.00096', frozen: '0' },
    });
  });

  it('given 1 BTC, when 0.5 is sold into bids 0.2@99 and 1@98, then 49.2 USDT less the 0.1 % fee arrive', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t, { BTC: '1' });
    const placed = await spot<SpotOrder>(t, user.token, 'POST', PLACE, {
      body: { symbol: 'BTCUSDT', direction: 1, orderType: 1, quantity: '0.5' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.data).toMatchObject({
      filledQuoteAmount: '49.2',
      averagePrice: '98.4',
      fee: '0.0492',
      feeAsset: 'USDT',
    });
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      BTC: { available: '0.5', frozen: '0' },
      USDT: { available: '49.1508', frozen: '0' },
    });
  });

  it('pushes the filled order and a spot wallet update to the user after the commit', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t);
    const heard: ServerMessage[] = [];
    const stop = await t.context.bus.subscribe(USER_EVENTS_CHANNEL, (message) => {
      const event = message as UserEvent;
      if (event.userId === user.userId && event.type === 'PUSH') heard.push(event.message);
    });
    const placed = await spot<SpotOrder>(t, user.token, 'POST', PLACE, {
      body: marketBuy({ quantity: '0.1' }),
    });
    // The bus may be Redis: wait for delivery rather than assume it is synchronous.
    for (let waited = 0; waited < 5_000 && heard.length < 2; waited += 5)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await stop();
    expect(heard).toEqual([
      { type: 'SPOT_ORDER', data: placed.data },
      { type: 'WALLET_UPDATE', data: { wallets: ['spot'], coin: 'BTC' } },
    ]);
  });
});

describe('market orders that must not fill are refused, and nothing moves', () => {
  const refusedWith = async (
    holdings: Record<string, string>,
    body: Record<string, unknown>,
    expected: { status: number; field?: string; values?: Record<string, unknown> },
  ) => {
    const user = await spotTrader(t, holdings);
    const before = {
      balances: await spotBalances(t.context.db, user.userId),
      counts: await spotCounts(t.context.db),
    };
    const result = await spot(t, user.token, 'POST', PLACE, { body });
    expect(result.status, JSON.stringify(result.body)).toBe(expected.status);
    if (expected.field) expect(result.body.data).toMatchObject({ field: expected.field });
    // The values reach the user in the translated message.
    for (const value of Object.values(expected.values ?? {})) expect(result.msg).toContain(String(value));
    expect(await spotBalances(t.context.db, user.userId)).toEqual(before.balances);
    expect(await spotCounts(t.context.db)).toEqual(before.counts);
  };

  it('a book too thin for the order: SPOT_INSUFFICIENT_DEPTH with what it covers', async () => {
    await setSpot(t, [BOOK]);
    await refusedWith({ USDT: '10000' }, marketBuy({ quantity: '8' }), {
      status: 422,
      field: 'quantity',
      values: { available: '7' },
    });
  });

  it('an average further than maxSlippage from the price the user saw: SLIPPAGE_EXCEEDED', async () => {
    await setSpot(t, [BOOK]);
    await refusedWith({ USDT: '10000' }, marketBuy({ expectedPrice: '100', maxSlippage: '0.005' }), {
      status: 409,
      field: 'expectedPrice',
      values: { price: '100.8' },
    });
  });

  it('within maxSlippage it fills', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t);
    const placed = await spot<SpotOrder>(t, user.token, 'POST', PLACE, {
      body: marketBuy({ expectedPrice: '100', maxSlippage: '0.01' }),
    });
    expect(placed.data.status).toBe(1);
  });

  it('a quote the source reported stale: PRICE_UNAVAILABLE', async () => {
    await setSpot(t, [{ symbol: 'ETHUSDT', last: '3000' }]);
    await setSpot(t, [{ symbol: 'ETHUSDT', last: '3000', isStale: true }]);
    await refusedWith({ USDT: '10000' }, marketBuy({ symbol: 'ETHUSDT', quantity: '1' }), {
      status: 404,
      field: 'symbol',
    });
  });

  it('a book older than PRICE_STALE_AFTER_MS, the feed silent: PRICE_UNAVAILABLE', async () => {
    await setSpot(t, [{ symbol: 'SOLUSDT', last: '138' }]);
    t.clock.advance(t.context.config.PRICE_STALE_AFTER_MS + 1);
    await refusedWith({ USDT: '10000' }, marketBuy({ symbol: 'SOLUSDT', quantity: '1' }), {
      status: 404,
      field: 'symbol',
    });
  });

  it('a pair the source never priced: PRICE_UNAVAILABLE', async () => {
    await refusedWith({ USDT: '10000' }, marketBuy({ symbol: 'LTCUSDT', quantity: '1' }), {
      status: 404,
      field: 'symbol',
    });
  });

  it('an order below the pair’s minimum value: SPOT_BELOW_MIN_NOTIONAL', async () => {
    await setSpot(t, [BOOK]);
    await refusedWith({ USDT: '10000' }, marketBuy({ quantity: '0.04' }), {
      status: 422,
      field: 'quantity',
      values: { min: '5' },
    });
    await refusedWith(
      { USDT: '10000' },
      { symbol: 'BTCUSDT', direction: 0, orderType: 1, quoteAmount: '4.99' },
      {
        status: 422,
        field: 'quoteAmount',
        values: { min: '5' },
      },
    );
  });

  it('more than the wallet holds: INSUFFICIENT_BALANCE naming the size field', async () => {
    await setSpot(t, [BOOK]);
    await refusedWith({ USDT: '100' }, marketBuy({ quantity: '1.5' }), { status: 422, field: 'quantity' });
    await refusedWith(
      { USDT: '100' },
      { symbol: 'BTCUSDT', direction: 0, orderType: 1, quoteAmount: '100.5' },
      {
        status: 422,
        field: 'quoteAmount',
      },
    );
    await refusedWith(
      { BTC: '0.1' },
      { symbol: 'BTCUSDT', direction: 1, orderType: 1, quantity: '0.2' },
      {
        status: 422,
        field: 'quantity',
      },
    );
  });

  it('while staff restrict the account’s trading: TRADING_RESTRICTED', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t);
    await t.context.db.update(users).set({ isTradingRestricted: true }).where(eq(users.id, user.userId));
    const before = await spotCounts(t.context.db);
    const result = await spot(t, user.token, 'POST', PLACE, { body: marketBuy({ quantity: '0.1' }) });
    expect(result.status).toBe(403);
    expect(await spotCounts(t.context.db)).toEqual(before);
  });
});

describe('idempotency', () => {
  it('a repeat of the same key returns the first order and moves nothing more; another body is a 422', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t);
    const sameKey = key('repeat');
    const first = await spot<SpotOrder>(t, user.token, 'POST', PLACE, {
      body: marketBuy({ quantity: '0.1' }),
      key: sameKey,
    });
    const balances = await spotBalances(t.context.db, user.userId);
    const counts = await spotCounts(t.context.db);
    const again = await spot<SpotOrder>(t, user.token, 'POST', PLACE, {
      body: marketBuy({ quantity: '0.10' }),
      key: sameKey,
    });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await spotBalances(t.context.db, user.userId)).toEqual(balances);
    expect(await spotCounts(t.context.db)).toEqual(counts);
    const other = await spot(t, user.token, 'POST', PLACE, {
      body: marketBuy({ quantity: '0.2' }),
      key: sameKey,
    });
    expect(other).toMatchObject({ status: 422, body: { data: { field: 'Idempotency-Key' } } });
  });
});

describe('round trips', () => {
  // The spot book's lock (`SPOT_BOOK_LOCK_KEY`, spot-settle.ts) is one round trip of every fill: without it fills
  // side by side on PostgreSQL deadlock on the book's two rows (spot-races.pg.test.ts).
  it('a market order: BEGIN, lock + key + accounts, the book lock, the transfers, the order, its fills, the answer, COMMIT', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t);
    const order = () => spot(t, user.token, 'POST', PLACE, { body: marketBuy({ quantity: '0.1' }) });
    await order();
    const { value, statements } = await countRoundTrips(order);
    expect(value.status).toBe(200);
    expect(statements.length, statements.join(' ')).toBeLessThanOrEqual(8);
  });

  it('a resting limit: BEGIN, lock + key + accounts, the open count, the hold, the order, the answer, COMMIT', async () => {
    await setSpot(t, [BOOK]);
    const user = await spotTrader(t);
    const order = () =>
      spot(t, user.token, 'POST', PLACE, {
        body: { symbol: 'BTCUSDT', direction: 0, orderType: 2, price: '50', quantity: '0.2' },
      });
    await order();
    const { value, statements } = await countRoundTrips(order);
    expect(value.status).toBe(200);
    expect(statements.length, statements.join(' ')).toBeLessThanOrEqual(7);
  });
});
