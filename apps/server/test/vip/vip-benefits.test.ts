import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotOrder, VipPurchase } from '@exchange/contracts';
import { vipUserLevels } from '../../src/platform/db/index';
import { evaluateAll } from '../../src/modules/vip/vip-jobs';
import { vipRuntimeOf } from '../../src/modules/vip/vip-runtime';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { PLACE, createSpotApp, setSpot, spot, spotTrader, stepMatcher } from '../spot/spot-fixtures';
import { adminCall, staffLogin } from '../support/staff';
import { call } from '../support/api';
import type { TestApp } from '../support/test-app';
import { PAY_PASSWORD, channelId, idempotencyKey, walletUser } from '../wallet/wallet-fixtures';

const ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
import { buyBody, vipCall } from './vip-fixtures';

/*
 * The benefits the code applies: the spot fee discount on a real spot order (fee = base rate × (1 − discount)), the
 * withdrawal daily limit raised by the level's multiplier, and the hourly evaluation job (idempotent per slot).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSpotApp();
  await setSpot(t, [{ symbol: 'BTCUSDT', last: '100', asks: [['100', '1000']], bids: [['99', '1000']] }]);
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const buyVip = async (token: string, level: number, price: string) => {
  const bought = await vipCall<VipPurchase>(t, token, 'POST', 'vip/purchase/buy', {
    body: buyBody({ level, price }),
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
};

const feeRate = async (token: string) =>
  (
    await spot<{ makerFeeRate: string; takerFeeRate: string }>(t, token, 'GET', 'fee-rate', {
      query: { symbol: 'BTCUSDT' },
      key: null,
    })
  ).data;

describe('spot fee discount', () => {
  it('a VIP2 market buy pays the taker rate × (1 − 0.15); a plain user pays the base rate', async () => {
    const plain = await spotTrader(t, { USDT: '10000' });
    const vip = await spotTrader(t, { USDT: '10000' });
    const base = await feeRate(plain.token);
    await buyVip(vip.token, 2, '200');
    const discounted = await feeRate(vip.token);
    expect(discounted.takerFeeRate).toBe(new BigNumber(base.takerFeeRate).times(0.85).toFixed());
    expect(discounted.makerFeeRate).toBe(new BigNumber(base.makerFeeRate).times(0.8).toFixed());
    const body = { symbol: 'BTCUSDT', direction: 0, orderType: 1, quantity: '10' };
    const plainOrder = await spot<SpotOrder>(t, plain.token, 'POST', PLACE, { body });
    const vipOrder = await spot<SpotOrder>(t, vip.token, 'POST', PLACE, { body });
    expect(vipOrder.status, JSON.stringify(vipOrder.body)).toBe(200);
    expect(plainOrder.data.fee).toBe(new BigNumber(10).times(base.takerFeeRate).toFixed());
    expect(vipOrder.data.fee).toBe(new BigNumber(10).times(base.takerFeeRate).times(0.85).toFixed());
    expect(vipOrder.data.feeAsset).toBe('BTC');
  });
});

describe('spot fee discount on a resting fill', () => {
  it('a VIP2 limit buy filled by the matcher pays the maker rate × (1 − 0.2)', async () => {
    await setSpot(t, [{ symbol: 'ETHUSDT', last: '100', asks: [['100', '10']], bids: [['99', '10']] }]);
    const vip = await spotTrader(t, { USDT: '1000' });
    const base = await feeRate(vip.token);
    await buyVip(vip.token, 2, '200');
    const placed = await spot<SpotOrder>(t, vip.token, 'POST', PLACE, {
      body: { symbol: 'ETHUSDT', direction: 0, orderType: 2, price: '95', quantity: '2' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await setSpot(t, [{ symbol: 'ETHUSDT', last: '94.5' }]);
    await stepMatcher(t);
    const detail = await spot<SpotOrder>(t, vip.token, 'GET', 'order-detail', {
      query: { id: placed.data.id },
      key: null,
    });
    expect(detail.data).toMatchObject({ status: 1, feeAsset: 'ETH' });
    expect(detail.data.fee).toBe(new BigNumber(2).times(base.makerFeeRate).times(0.8).toFixed());
  });
});

describe('withdrawal daily limit', () => {
  it('VIP2 doubles the channel’s daily limit; a plain user is held to it', async () => {
    const plain = await walletUser(t, '90000');
    const vip = await walletUser(t, '90200');
    await buyVip(vip.token, 2, '200');
    const trc20 = await channelId(t, vip.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const quote = await call<{ dailyLimit: string }>(t.app, 'GET', 'withdrawal/fee', {
      token: vip.token,
      query: { channelId: trc20, amount: '100' },
    });
    expect(quote.data.dailyLimit).toBe('100000');
    const send = (token: string) =>
      call(t.app, 'POST', 'withdrawal', {
        token,
        headers: { 'idempotency-key': idempotencyKey() },
        body: { channelId: trc20, amount: '80000', address: ADDRESS, payPassword: PAY_PASSWORD },
      });
    const refused = await send(plain.token);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ data: { field: 'amount' } });
    const sent = await send(vip.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });
});

describe('vip.evaluate', () => {
  it('stores the qualified level per slot, idempotently, and lowers it when the level is no longer reached', async () => {
    const user = await spotTrader(t, { USDT: '12000' });
    expect(vipRuntimeOf(t.context).benefitsFor(user.userId).takerFeeDiscount).toBe('0');
    const hour = 3_600_000;
    t.clock.advance(hour - (t.clock.nowMs() % hour));
    const slot = t.clock.nowMs();
    await t.context.scheduler.runDue();
    const read = async () =>
      (await t.context.db.select().from(vipUserLevels).where(eq(vipUserLevels.userId, user.userId)))[0];
    expect(await read()).toMatchObject({ qualifiedLevel: 1, slotAt: new Date(slot) });
    expect(vipRuntimeOf(t.context).benefitsFor(user.userId).takerFeeDiscount).toBe('0.1');
    const again = await evaluateAll(t.context, slot);
    expect(again.isFinished).toBe(true);
    expect(await read()).toMatchObject({
      qualifiedLevel: 1,
      slotAt: new Date(slot),
      holdings: '12000.000000000000000000',
    });
    const staff = (await staffLogin(t)).token;
    const levels = await adminCall<Record<string, unknown>[]>(t, 'GET', 'vip/levels', staff);
    const { updatedAt: _u, updatedBy: _b, ...vip1 } = levels.data[1] ?? {};
    const raised = await adminCall(t, 'PUT', 'vip/levels', staff, {
      body: { ...vip1, minHoldings: '20000' },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    t.clock.advance(hour);
    await t.context.scheduler.runDue();
    expect(await read()).toMatchObject({ qualifiedLevel: 0, slotAt: new Date(slot + hour) });
    expect(vipRuntimeOf(t.context).benefitsFor(user.userId).takerFeeDiscount).toBe('0');
  });
});
