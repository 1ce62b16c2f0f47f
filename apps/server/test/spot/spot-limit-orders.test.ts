import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOT_OPEN_ORDERS_LIMIT, type SpotOrder, type SpotOrderDetail } from '@exchange/contracts';
import { ledgerTransfers, users } from '../../src/platform/db/index';
import { spotMatcherOf } from '../../src/modules/spot/index';
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
  stepMatcher,
} from './spot-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createSpotApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const limit = (symbol: string, direction: 0 | 1, price: string, quantity: string, extra: object = {}) => ({
  symbol,
  direction,
  orderType: 2,
  price,
  quantity,
  ...extra,
});
const place = (token: string, body: object, orderKey?: string) =>
  spot<SpotOrder>(t, token, 'POST', PLACE, { body, ...(orderKey ? { key: orderKey } : {}) });
const revoke = (token: string, id: number, revokeKey?: string) =>
  spot<SpotOrder>(t, token, 'POST', `revoke/${id}`, revokeKey ? { key: revokeKey } : {});
const transferOf = async (id: string) =>
  (await t.context.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id)))[0];
const detailOf = async (token: string, id: number) =>
  (await spot<SpotOrderDetail>(t, token, 'GET', 'order-detail', { query: { id }, key: null })).data;

describe('a limit order away from the market rests on a hold and fills at the last price that reaches it', () => {
  it('a buy at 95 holds 95 USDT; at 96 nothing happens; at 94.5 it fills whole at 94.5 as a maker, 0.5 back', async () => {
    await setSpot(t, [{ symbol: 'ETHUSDT', last: '100', asks: [['100', '10']], bids: [['99', '10']] }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const placed = await place(user.token, limit('ETHUSDT', 0, '95', '1'));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.data).toMatchObject({
      status: 0,
      frozenAmount: '95',
      frozenAsset: 'USDT',
      filledQuantity: '0',
    });
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      USDT: { available: '905', frozen: '95' },
    });

    await setSpot(t, [{ symbol: 'ETHUSDT', last: '96' }]);
    await stepMatcher(t);
    expect((await detailOf(user.token, placed.data.id)).status).toBe(0);

    await setSpot(t, [{ symbol: 'ETHUSDT', last: '94.5' }]);
    await stepMatcher(t);
    const filled = await detailOf(user.token, placed.data.id);
    expect(filled).toMatchObject({
      status: 1,
      averagePrice: '94.5',
      filledQuoteAmount: '94.5',
      fee: '0.001',
      feeAsset: 'ETH',
      frozenAmount: '0',
    });
    // The deal price is the price the source showed, recorded with the fill.
    expect(filled.fills).toMatchObject([
      { price: '94.5', quantity: '1', role: 'maker', source: 'last', sourcePrice: '94.5', sourceLevel: null },
    ]);
    const no = placed.data.no;
    expect(filled.transferIds).toEqual([
      `spot:${no}:hold`,
      `spot:${no}:post`,
      `spot:${no}:receive`,
      `spot:${no}:fee`,
      `spot:${no}:change`,
    ]);
    // 95 held, 94.5 paid, 0.5 back in the same batch.
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      ETH: { available: '0.999', frozen: '0' },
      USDT: { available: '905.5', frozen: '0' },
    });
    const change = await transferOf(`spot:${no}:change`);
    expect(change).toMatchObject({ asset: 'USDT', businessType: 1203, kind: 1 });
    expect(new BigNumber(change?.amount ?? 0).toFixed()).toBe('0.5');
  });

  it('a buy the last price reaches exactly fills at its limit and nothing comes back', async () => {
    await setSpot(t, [{ symbol: 'DOGEUSDT', last: '0.2' }]);
    const user = await spotTrader(t, { USDT: '100' });
    const placed = await place(user.token, limit('DOGEUSDT', 0, '0.18', '100'));
    await setSpot(t, [{ symbol: 'DOGEUSDT', last: '0.18' }]);
    await stepMatcher(t);
    const filled = await detailOf(user.token, placed.data.id);
    expect(filled).toMatchObject({ status: 1, averagePrice: '0.18', filledQuoteAmount: '18' });
    expect(filled.fills).toMatchObject([{ price: '0.18', sourcePrice: '0.18', role: 'maker' }]);
    expect(filled.transferIds.some((id) => id.endsWith(':change'))).toBe(false);
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      DOGE: { available: '99.9', frozen: '0' },
      USDT: { available: '82', frozen: '0' },
    });
  });

  it('a sell at 110 holds the coin and fills at 110.5 when the last price rises through it to 110.5', async () => {
    await setSpot(t, [{ symbol: 'BNBUSDT', last: '100' }]);
    const user = await spotTrader(t, { BNB: '2' });
    const placed = await place(user.token, limit('BNBUSDT', 1, '110', '1.5'));
    expect(placed.data).toMatchObject({ status: 0, frozenAmount: '1.5', frozenAsset: 'BNB' });
    await setSpot(t, [{ symbol: 'BNBUSDT', last: '110.5' }]);
    await stepMatcher(t);
    const filled = await detailOf(user.token, placed.data.id);
    expect(filled).toMatchObject({ status: 1, averagePrice: '110.5', filledQuoteAmount: '165.75' });
    expect(filled.fills).toMatchObject([
      { price: '110.5', sourcePrice: '110.5', source: 'last', role: 'maker' },
    ]);
    const no = placed.data.no;
    expect(filled.transferIds).toEqual([
      `spot:${no}:hold`,
      `spot:${no}:post`,
      `spot:${no}:receive`,
      `spot:${no}:fee`,
    ]);
    // 1.5 × 110.5 = 165.75 USDT less the 0.1 % maker fee 0.16575.
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      BNB: { available: '0.5', frozen: '0' },
      USDT: { available: '165.58425', frozen: '0' },
    });
  });

  it('never fills on a stale price, even one that crossed', async () => {
    await setSpot(t, [{ symbol: 'SOLUSDT', last: '100' }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const placed = await place(user.token, limit('SOLUSDT', 0, '90', '1'));
    await setSpot(t, [{ symbol: 'SOLUSDT', last: '89' }]);
    t.clock.advance(t.context.config.PRICE_STALE_AFTER_MS + 1);
    await stepMatcher(t);
    expect((await detailOf(user.token, placed.data.id)).status).toBe(0);
    await setSpot(t, [{ symbol: 'SOLUSDT', last: '89' }]);
    await setSpot(t, [{ symbol: 'SOLUSDT', last: '89', isStale: true }]);
    await stepMatcher(t);
    expect((await detailOf(user.token, placed.data.id)).status).toBe(0);
    expect((await revoke(user.token, placed.data.id)).status).toBe(200);
  });
});

describe('a marketable limit order', () => {
  it('fills at once as a taker, walking the book up to its limit', async () => {
    await setSpot(t, [
      {
        symbol: 'LINKUSDT',
        last: '10',
        asks: [
          ['10', '1'],
          ['10.5', '1'],
          ['12', '50'],
        ],
      },
    ]);
    const user = await spotTrader(t, { USDT: '100' });
    const placed = await place(user.token, limit('LINKUSDT', 0, '11', '1.5'));
    expect(placed.data).toMatchObject({
      status: 1,
      filledQuoteAmount: '15.25',
      averagePrice: '10.16666666666666666' + '7',
    });
    expect(placed.data.fee).toBe('0.0015');
    expect((await detailOf(user.token, placed.data.id)).fills.map((fill) => fill.role)).toEqual([
      'taker',
      'taker',
    ]);
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      LINK: { available: '1.4985', frozen: '0' },
      USDT: { available: '84.75', frozen: '0' },
    });
  });

  it('rests whole when the book within its limit is too thin', async () => {
    await setSpot(t, [
      {
        symbol: 'AVAXUSDT',
        last: '10',
        asks: [
          ['10', '1'],
          ['12', '50'],
        ],
      },
    ]);
    const user = await spotTrader(t, { USDT: '100' });
    const placed = await place(user.token, limit('AVAXUSDT', 0, '11', '1.5'));
    expect(placed.data).toMatchObject({ status: 0, frozenAmount: '16.5' });
    expect((await revoke(user.token, placed.data.id)).data.status).toBe(-2);
  });
});

describe('revoke', () => {
  it('returns the hold exactly once; a repeat of the key answers the same; another revoke is SPOT_ORDER_NOT_OPEN', async () => {
    await setSpot(t, [{ symbol: 'LTCUSDT', last: '86' }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const placed = await place(user.token, limit('LTCUSDT', 0, '80', '2'));
    const revokeKey = key('revoke');
    const cancelled = await revoke(user.token, placed.data.id, revokeKey);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.data).toMatchObject({ status: -2, frozenAmount: '0' });
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      USDT: { available: '1000', frozen: '0' },
    });
    const counts = await spotCounts(t.context.db);
    expect((await revoke(user.token, placed.data.id, revokeKey)).data).toEqual(cancelled.data);
    const again = await revoke(user.token, placed.data.id);
    expect(again).toMatchObject({ status: 409, body: { data: { field: 'id' } } });
    expect(await spotCounts(t.context.db)).toEqual(counts);
    const no = placed.data.no;
    expect((await detailOf(user.token, placed.data.id)).transferIds).toEqual([
      `spot:${no}:hold`,
      `spot:${no}:release`,
    ]);
  });

  it('a filled order cannot be revoked; another member’s order is not found', async () => {
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
    const user = await spotTrader(t);
    const other = await spotTrader(t);
    const filled = await place(user.token, {
      symbol: 'BTCUSDT',
      direction: 0,
      orderType: 1,
      quantity: '0.1',
    });
    expect(await revoke(user.token, filled.data.id)).toMatchObject({
      status: 409,
      body: { data: { field: 'id' } },
    });
    const resting = await place(user.token, limit('BTCUSDT', 0, '50', '0.2'));
    expect(await revoke(other.token, resting.data.id)).toMatchObject({
      status: 404,
      body: { data: { field: 'id' } },
    });
    expect(await revoke(user.token, 999_999_999)).toMatchObject({ status: 404 });
    expect((await revoke(user.token, resting.data.id)).status).toBe(200);
  });

  it('stays allowed while trading is restricted, and the restricted account cannot place', async () => {
    await setSpot(t, [{ symbol: 'BCHUSDT', last: '545' }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const placed = await place(user.token, limit('BCHUSDT', 0, '500', '1'));
    await t.context.db.update(users).set({ isTradingRestricted: true }).where(eq(users.id, user.userId));
    expect((await place(user.token, limit('BCHUSDT', 0, '500', '1'))).status).toBe(403);
    expect((await revoke(user.token, placed.data.id)).status).toBe(200);
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      USDT: { available: '1000', frozen: '0' },
    });
  });
});

describe('stop-limit orders', () => {
  it('rest untriggered on a hold, trigger when the last price reaches the trigger, and take the book up to the limit', async () => {
    await setSpot(t, [{ symbol: 'DOTUSDT', last: '100' }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const placed = await place(user.token, limit('DOTUSDT', 0, '106', '2', { triggerPrice: '105' }));
    expect(placed.data).toMatchObject({
      status: 2,
      isTriggered: false,
      triggerPrice: '105',
      frozenAmount: '212',
    });
    await setSpot(t, [{ symbol: 'DOTUSDT', last: '104.9' }]);
    await stepMatcher(t);
    expect((await detailOf(user.token, placed.data.id)).status).toBe(2);
    await setSpot(t, [{ symbol: 'DOTUSDT', last: '105', asks: [['105.5', '10']] }]);
    await stepMatcher(t);
    const filled = await detailOf(user.token, placed.data.id);
    expect(filled).toMatchObject({
      status: 1,
      isTriggered: true,
      averagePrice: '105.5',
      filledQuoteAmount: '211',
    });
    expect(filled.fills).toMatchObject([
      { role: 'taker', source: 'book', sourcePrice: '105.5', sourceLevel: 0 },
    ]);
    // The hold (212) is posted to the book and the 1 the book's better price left over comes back.
    const no = placed.data.no;
    expect(filled.transferIds).toEqual([
      `spot:${no}:hold`,
      `spot:${no}:post`,
      `spot:${no}:receive`,
      `spot:${no}:fee`,
      `spot:${no}:change`,
    ]);
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      DOT: { available: '1.998', frozen: '0' },
      USDT: { available: '789', frozen: '0' },
    });
  });

  it('a triggered stop the book cannot cover becomes a resting limit, which fills when the market trades through it', async () => {
    await setSpot(t, [{ symbol: 'TONUSDT', last: '10' }]);
    const user = await spotTrader(t, { TON: '10' });
    // A stop-loss sell: triggers when the price falls to 9, then sells at 8.9 or better.
    const placed = await place(user.token, limit('TONUSDT', 1, '8.9', '5', { triggerPrice: '9' }));
    expect(placed.data).toMatchObject({ status: 2, frozenAmount: '5', frozenAsset: 'TON' });
    await setSpot(t, [{ symbol: 'TONUSDT', last: '9', bids: [['8.8', '100']] }]);
    await stepMatcher(t);
    expect(await detailOf(user.token, placed.data.id)).toMatchObject({ status: 0, isTriggered: true });
    await setSpot(t, [{ symbol: 'TONUSDT', last: '8.95' }]);
    await stepMatcher(t);
    const filled = await detailOf(user.token, placed.data.id);
    expect(filled).toMatchObject({ status: 1, averagePrice: '8.95', fee: '0.04475' });
    expect(filled.fills).toMatchObject([
      { price: '8.95', sourcePrice: '8.95', source: 'last', role: 'maker' },
    ]);
    // 5 × 8.95 = 44.75 USDT less the maker fee 0.04475.
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      TON: { available: '5', frozen: '0' },
      USDT: { available: '44.70525', frozen: '0' },
    });
  });

  it('a trigger equal to the last price is refused: it would fire at once', async () => {
    await setSpot(t, [{ symbol: 'ADAUSDT', last: '0.43' }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const refused = await place(user.token, limit('ADAUSDT', 0, '0.44', '100', { triggerPrice: '0.43' }));
    expect(refused).toMatchObject({ status: 422, body: { data: { field: 'triggerPrice' } } });
    expect(refused.msg).toContain('0.43');
  });
});

describe('the open orders cap', () => {
  it(`refuses a resting order beyond SPOT_OPEN_ORDERS_LIMIT (${SPOT_OPEN_ORDERS_LIMIT}), and nothing moves`, async () => {
    await setSpot(t, [{ symbol: 'TRXUSDT', last: '0.285' }]);
    const user = await spotTrader(t, { USDT: '10000' });
    for (let index = 0; index < SPOT_OPEN_ORDERS_LIMIT; index += 1) {
      const placed = await place(user.token, limit('TRXUSDT', 0, '0.1', '100'));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    const before = {
      balances: await spotBalances(t.context.db, user.userId),
      counts: await spotCounts(t.context.db),
    };
    const refused = await place(user.token, limit('TRXUSDT', 0, '0.1', '100'));
    expect(refused.status).toBe(422);
    expect(refused.msg).toContain(String(SPOT_OPEN_ORDERS_LIMIT));
    expect(await spotBalances(t.context.db, user.userId)).toEqual(before.balances);
    expect(await spotCounts(t.context.db)).toEqual(before.counts);
    expect(before.balances).toEqual({ USDT: { available: '8000', frozen: '2000' } });
  });
});

describe('the matcher', () => {
  it('rebuilds from the database when it takes the lead, and a lost change message is caught by a reload', async () => {
    const matcher = spotMatcherOf(t.context);
    expect(matcher?.isLeader).toBe(true);
    await setSpot(t, [{ symbol: 'XRPUSDT', last: '2.15' }]);
    const user = await spotTrader(t, { USDT: '1000' });
    const placed = await place(user.token, limit('XRPUSDT', 0, '2', '100'));
    await matcher?.stop();
    await matcher?.start();
    await setSpot(t, [{ symbol: 'XRPUSDT', last: '1.99' }]);
    await stepMatcher(t);
    expect((await detailOf(user.token, placed.data.id)).averagePrice).toBe('1.99');
    expect(await houseBalanceOf(t.context.db, 'fees', 'XRP')).toBe('0.1');
    expect(await spotBalances(t.context.db, user.userId)).toEqual({
      USDT: { available: '801', frozen: '0' },
      XRP: { available: '99.9', frozen: '0' },
    });
  });
});
