import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VipDetail, VipLevel, VipPurchase } from '@exchange/contracts';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { vipRuntimeOf } from '../../src/modules/vip/vip-runtime';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  buyBody,
  freshToken,
  houseVipSales,
  key,
  spotUsdt,
  vipCall,
  vipCounts,
  vipMember,
} from './vip-fixtures';

/*
 * The app API of VIP levels (spec "VIP: config list, purchase buy, detail"): every bad input refused with the field
 * named and nothing changed, idempotent repeats, terms that end by reading. The file ends with the ledger auditor.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const DAY = 86_400_000;
const BUY = 'vip/purchase/buy';

describe('config list', () => {
  it('is public and lists the seeded VIP0–VIP3 with benefits and requirements', async () => {
    const list = await vipCall<VipLevel[]>(t, undefined, 'GET', 'vip/config/list');
    expect(list.status).toBe(200);
    expect(list.data.map((level) => level.name)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3']);
    expect(list.data[2]).toEqual({
      level: 2,
      name: 'VIP2',
      makerFeeDiscount: '0.2',
      takerFeeDiscount: '0.15',
      withdrawalLimitMultiplier: '2',
      hasPrioritySupport: true,
      minVolume30d: '1000000',
      minHoldings: '50000',
      price: '200',
      termDays: 30,
      isPurchasable: true,
      isApplicable: true,
    });
  });
});

describe('detail', () => {
  it('needs a member token', async () => {
    expect((await vipCall(t, undefined, 'GET', 'vip/detail')).status).toBe(401);
  });

  it('shows level 0, the figures and what the next level takes', async () => {
    const user = await vipMember(t, '1000');
    const detail = await vipCall<VipDetail>(t, user.token, 'GET', 'vip/detail');
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      level: 0,
      name: 'VIP0',
      source: 'base',
      qualifiedLevel: 0,
      purchasedLevel: null,
      approvedLevel: null,
      volume30d: '0',
      holdings: '1000',
      isPriceComplete: true,
      benefits: { makerFeeDiscount: '0', takerFeeDiscount: '0', withdrawalLimitMultiplier: '1' },
      next: { level: 1, name: 'VIP1', minVolume30d: '100000', minHoldings: '10000' },
      application: null,
    });
  });

  it('qualifies by holdings on demand', async () => {
    const user = await vipMember(t, '12000');
    const detail = await vipCall<VipDetail>(t, user.token, 'GET', 'vip/detail');
    expect(detail.data).toMatchObject({
      level: 1,
      source: 'qualified',
      qualifiedLevel: 1,
      holdings: '12000',
    });
  });
});

describe('purchase buy', () => {
  it('pays the price from spot USDT to the house and holds the level for its term; a repeat answers the same', async () => {
    const user = await vipMember(t, '1000');
    const houseBefore = await houseVipSales(t.context.db);
    const idempotencyKey = key();
    const bought = await vipCall<VipPurchase>(t, user.token, 'POST', BUY, {
      body: buyBody(),
      key: idempotencyKey,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const now = t.clock.nowMs();
    expect(bought.data).toMatchObject({
      level: 1,
      price: '50',
      termDays: 30,
      startsAt: now,
      endsAt: now + 30 * DAY,
    });
    expect(bought.data.no).toMatch(/^V\d{24}$/);
    expect(await spotUsdt(t.context.db, user.userId)).toBe('950');
    expect(await houseVipSales(t.context.db)).toBe(String(Number(houseBefore) + 50));
    const repeat = await vipCall<VipPurchase>(t, user.token, 'POST', BUY, {
      body: buyBody(),
      key: idempotencyKey,
    });
    expect(repeat.data).toEqual(bought.data);
    expect(await spotUsdt(t.context.db, user.userId)).toBe('950');
    const detail = await vipCall<VipDetail>(t, user.token, 'GET', 'vip/detail');
    expect(detail.data).toMatchObject({
      level: 1,
      source: 'purchased',
      purchasedLevel: 1,
      purchaseEndsAt: now + 30 * DAY,
      benefits: { makerFeeDiscount: '0.1', takerFeeDiscount: '0.1', withdrawalLimitMultiplier: '1.5' },
    });
  });

  it('extends an active term of the same level from its end; a lower level is refused', async () => {
    const user = await vipMember(t, '1000');
    const first = await vipCall<VipPurchase>(t, user.token, 'POST', BUY, {
      body: buyBody({ level: 2, price: '200' }),
    });
    const second = await vipCall<VipPurchase>(t, user.token, 'POST', BUY, {
      body: buyBody({ level: 2, price: '200' }),
    });
    expect(second.data.startsAt).toBe(first.data.endsAt);
    expect(second.data.endsAt).toBe(first.data.endsAt + 30 * DAY);
    const before = await vipCounts(t.context.db);
    const lower = await vipCall(t, user.token, 'POST', BUY, { body: buyBody() });
    expect(lower.status).toBe(409);
    expect(lower.body).toMatchObject({ data: { field: 'level' } });
    expect(await vipCounts(t.context.db)).toEqual(before);
    expect(await spotUsdt(t.context.db, user.userId)).toBe('600');
  });

  it('ends by reading: past the term the level is what the user qualifies for', async () => {
    const user = await vipMember(t, '100');
    await vipCall(t, user.token, 'POST', BUY, { body: buyBody() });
    expect(vipRuntimeOf(t.context).benefitsFor(user.userId).takerFeeDiscount).toBe('0.1');
    t.clock.advance(30 * DAY + 1);
    expect(vipRuntimeOf(t.context).benefitsFor(user.userId).takerFeeDiscount).toBe('0');
    const token = await freshToken(t, user.userId);
    const detail = await vipCall<VipDetail>(t, token, 'GET', 'vip/detail');
    expect(detail.data).toMatchObject({
      level: 0,
      source: 'base',
      purchasedLevel: null,
      purchaseEndsAt: null,
    });
  });

  it.each([
    ['level', { level: -1 }, 400],
    ['level', { level: 21 }, 400],
    ['level', { level: 'one' }, 400],
    ['level', { level: 1.5 }, 400],
    ['price', { price: '0' }, 400],
    ['price', { price: '-5' }, 400],
    ['price', { price: '1e3' }, 400],
    ['termDays', { termDays: 0 }, 400],
    ['termDays', { termDays: 99999 }, 400],
    ['extra', { extra: true }, 400],
    ['level', { level: 9 }, 404],
    ['level', { level: 0 }, 409],
    ['price', { price: '49' }, 409],
    ['termDays', { termDays: 31 }, 409],
  ])('refuses a bad %s (%j) with %i, nothing changed', async (field, overrides, status) => {
    const user = await vipMember(t, '1000');
    const before = await vipCounts(t.context.db);
    const refused = await vipCall(t, user.token, 'POST', BUY, { body: buyBody(overrides) });
    expect(refused.status, JSON.stringify(refused.body)).toBe(status);
    if (field !== 'extra') expect(refused.body).toMatchObject({ data: { field } });
    expect(await vipCounts(t.context.db)).toEqual(before);
    expect(await spotUsdt(t.context.db, user.userId)).toBe('1000');
  });

  it('refuses without an Idempotency-Key, or without the money, nothing changed', async () => {
    const user = await vipMember(t, '10');
    const before = await vipCounts(t.context.db);
    const keyless = await vipCall(t, user.token, 'POST', BUY, { body: buyBody(), key: null });
    expect(keyless.status).toBe(400);
    const poor = await vipCall(t, user.token, 'POST', BUY, { body: buyBody() });
    expect(poor.status).toBe(422);
    expect(poor.body).toMatchObject({ data: { field: 'price' } });
    expect(await vipCounts(t.context.db)).toEqual(before);
    expect(await spotUsdt(t.context.db, user.userId)).toBe('10');
  });

  it('refuses a visitor without a member token', async () => {
    expect((await vipCall(t, undefined, 'POST', BUY, { body: buyBody() })).status).toBe(401);
  });
});
