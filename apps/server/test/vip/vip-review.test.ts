import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StaffRole,
  type AdminVipApplication,
  type AdminVipLevel,
  type VipApplication,
  type VipDetail,
  type VipLevel,
} from '@exchange/contracts';
import { staffAuditLog, vipApplications } from '../../src/platform/db/index';
import { VIP_CHANGED_CHANNEL, vipRuntimeOf } from '../../src/modules/vip/vip-runtime';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { listenPushes, vipCall, vipCounts, vipMember } from './vip-fixtures';

/*
 * Member VIP create (applications), the back office's application queue (approve, reject, a second decision 409, the
 * VIP audit push) and the level configuration (validation, audit with before and after, effect on the public list).
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await staffLogin(t)).token;
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const APPLY = 'member/vip/create';
const apply = (token: string, body: unknown) =>
  vipCall<VipApplication>(t, token, 'POST', APPLY, { body, key: null });

const lastAudit = async (target: string) => {
  const [row] = await t.context.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target, target))
    .orderBy(desc(staffAuditLog.id))
    .limit(1);
  return row;
};

describe('member VIP create', () => {
  it.each([
    ['level', { level: -1, note: 'x' }, 400],
    ['level', { level: '2', note: 'x' }, 400],
    ['note', { level: 2, note: 'a'.repeat(501) }, 400],
    ['note', { level: 2, note: 'bad\u0000text' }, 400],
    ['note', { level: 2 }, 400],
    ['level', { level: 7, note: 'x' }, 404],
    ['level', { level: 0, note: 'x' }, 409],
  ])('refuses a bad %s (%j) with %i, nothing changed', async (field, body, status) => {
    const user = await vipMember(t, '0');
    const before = await vipCounts(t.context.db);
    const refused = await apply(user.token, body);
    expect(refused.status, JSON.stringify(refused.body)).toBe(status);
    expect(refused.body).toMatchObject({ data: { field } });
    expect(await vipCounts(t.context.db)).toEqual(before);
  });

  it('takes one pending application at a time', async () => {
    const user = await vipMember(t, '0');
    const first = await apply(user.token, { level: 2, note: 'Market maker, 3M monthly' });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ level: 2, status: 0, note: 'Market maker, 3M monthly', remark: null });
    const second = await apply(user.token, { level: 3, note: '' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ data: { field: 'level' } });
    const detail = await vipCall<VipDetail>(t, user.token, 'GET', 'vip/detail');
    expect(detail.data.application).toEqual(first.data);
  });

  it('needs a member token', async () => {
    expect((await vipCall(t, undefined, 'POST', APPLY, { body: { level: 1, note: '' } })).status).toBe(401);
  });
});

describe('the application queue', () => {
  it('approve: the user holds the level, gets the VIP audit push; a second decision is 409', async () => {
    const user = await vipMember(t, '0');
    const applied = await apply(user.token, { level: 2, note: 'please' });
    const queue = await adminCall<{ list: AdminVipApplication[]; total: number }>(
      t,
      'GET',
      'vip/applications',
      staff,
    );
    expect(queue.status).toBe(200);
    expect(queue.data.list.find((row) => row.id === applied.data.id)).toMatchObject({
      userId: user.userId,
      level: 2,
      status: 0,
      currentLevel: 0,
    });
    const pushes = await listenPushes(t, user.userId);
    const approved = await adminCall<AdminVipApplication>(t, 'POST', 'vip/applications/approve', staff, {
      body: { id: applied.data.id },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.data).toMatchObject({ status: 1, currentLevel: 2 });
    await pushes.waitFor(1);
    await pushes.stop();
    expect(pushes.heard).toEqual([
      { type: 'VIP_AUDIT', data: { applicationId: applied.data.id, level: 2, status: 1, remark: null } },
    ]);
    const detail = await vipCall<VipDetail>(t, user.token, 'GET', 'vip/detail');
    expect(detail.data).toMatchObject({ level: 2, source: 'approved', approvedLevel: 2 });
    expect(detail.data.benefits).toMatchObject({ takerFeeDiscount: '0.15', hasPrioritySupport: true });
    expect(await lastAudit(`vip-application:${applied.data.id}`)).toMatchObject({
      before: { status: 0 },
      after: { status: 1, level: 2, userId: user.userId },
    });
    for (const path of ['approve', 'reject']) {
      const again = await adminCall(t, 'POST', `vip/applications/${path}`, staff, {
        body: { id: applied.data.id, remark: 'late' },
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ data: { field: 'id' } });
    }
  });

  it('reject: needs a remark, the user sees it and may apply again', async () => {
    const user = await vipMember(t, '0');
    const applied = await apply(user.token, { level: 3, note: '' });
    const bare = await adminCall(t, 'POST', 'vip/applications/reject', staff, {
      body: { id: applied.data.id },
    });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ data: { field: 'remark' } });
    const pushes = await listenPushes(t, user.userId);
    const rejected = await adminCall<AdminVipApplication>(t, 'POST', 'vip/applications/reject', staff, {
      body: { id: applied.data.id, remark: 'Volume too low' },
    });
    expect(rejected.data).toMatchObject({ status: -1, remark: 'Volume too low' });
    await pushes.waitFor(1);
    await pushes.stop();
    expect(pushes.heard[0]).toMatchObject({
      type: 'VIP_AUDIT',
      data: { status: -1, remark: 'Volume too low' },
    });
    const detail = await vipCall<VipDetail>(t, user.token, 'GET', 'vip/detail');
    expect(detail.data).toMatchObject({ level: 0, application: { status: -1, remark: 'Volume too low' } });
    expect((await apply(user.token, { level: 3, note: 'again' })).status).toBe(200);
  });

  it('refuses an unknown id (404), a bad id (400), and a role without the permission (403)', async () => {
    const missing = await adminCall(t, 'POST', 'vip/applications/approve', staff, { body: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ data: { field: 'id' } });
    const bad = await adminCall(t, 'POST', 'vip/applications/approve', staff, { body: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: { field: 'id' } });
    const support = (await staffLogin(t, StaffRole.support)).token;
    expect(
      (await adminCall(t, 'POST', 'vip/applications/approve', support, { body: { id: 1 } })).status,
    ).toBe(403);
    const user = await vipMember(t, '0');
    expect((await adminCall(t, 'GET', 'vip/applications', user.token)).status).toBe(403);
  });
});

const LEVEL_4 = {
  level: 4,
  name: 'VIP4',
  makerFeeDiscount: '0.4',
  takerFeeDiscount: '0.35',
  withdrawalLimitMultiplier: '5',
  hasPrioritySupport: true,
  minVolume30d: '20000000',
  minHoldings: null,
  price: '2000',
  termDays: 90,
  isPurchasable: true,
  isApplicable: false,
};

describe('level configuration', () => {
  it.each([
    ['makerFeeDiscount', { makerFeeDiscount: '1.5' }],
    ['takerFeeDiscount', { takerFeeDiscount: '-0.1' }],
    ['withdrawalLimitMultiplier', { withdrawalLimitMultiplier: '0.5' }],
    ['price', { price: null }],
    ['termDays', { termDays: null }],
    ['level', { level: 21 }],
    ['name', { name: '' }],
    ['minVolume30d', { minVolume30d: '1e9' }],
    ['level', { level: 0, isPurchasable: false, isApplicable: true }],
  ])('refuses a bad %s, nothing changed', async (field, overrides) => {
    const before = await adminCall<AdminVipLevel[]>(t, 'GET', 'vip/levels', staff);
    const refused = await adminCall(t, 'PUT', 'vip/levels', staff, { body: { ...LEVEL_4, ...overrides } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body).toMatchObject({ data: { field } });
    expect((await adminCall(t, 'GET', 'vip/levels', staff)).data).toEqual(before.data);
  });

  it('creates and changes a level, audited with before and after; the public list follows at once', async () => {
    const created = await adminCall<AdminVipLevel>(t, 'PUT', 'vip/levels', staff, { body: LEVEL_4 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.data).toMatchObject({ ...LEVEL_4, minVolume30d: '20000000' });
    expect(await lastAudit('vip-level:4')).toMatchObject({
      before: null,
      after: { takerFeeDiscount: '0.35' },
    });
    const changed = await adminCall<AdminVipLevel>(t, 'PUT', 'vip/levels', staff, {
      body: { ...LEVEL_4, takerFeeDiscount: '0.4', isPurchasable: false },
    });
    expect(changed.data).toMatchObject({ takerFeeDiscount: '0.4', isPurchasable: false });
    expect(await lastAudit('vip-level:4')).toMatchObject({
      before: { takerFeeDiscount: '0.35', isPurchasable: true },
      after: { takerFeeDiscount: '0.4', isPurchasable: false },
    });
    const list = await vipCall<VipLevel[]>(t, undefined, 'GET', 'vip/config/list');
    expect(list.data.at(-1)).toMatchObject({ level: 4, takerFeeDiscount: '0.4', isPurchasable: false });
    const user = await vipMember(t, '5000');
    const paused = await vipCall(t, user.token, 'POST', 'vip/purchase/buy', {
      body: { level: 4, price: '2000', termDays: 90 },
    });
    expect(paused.status).toBe(409);
    expect(paused.body).toMatchObject({ data: { field: 'level' } });
  });

  it('is refused to a role without markets.write (403)', async () => {
    const support = (await staffLogin(t, StaffRole.support)).token;
    expect((await adminCall(t, 'PUT', 'vip/levels', support, { body: LEVEL_4 })).status).toBe(403);
  });
});

describe('the level cache across instances', () => {
  it('reloads a user when another instance announces a change on the bus', async () => {
    const user = await vipMember(t, '0');
    const now = new Date(t.clock.nowMs());
    // As another instance's approval would leave it: the row committed there, then `vip.changed` on the bus.
    await t.context.db.insert(vipApplications).values({
      userId: user.userId,
      level: 3,
      note: '',
      status: 1,
      reviewedAt: now,
      reviewedBy: 'staff:elsewhere',
      createdAt: now,
    });
    expect(vipRuntimeOf(t.context).benefitsFor(user.userId).takerFeeDiscount).toBe('0');
    await t.context.bus.publish(VIP_CHANGED_CHANNEL, { userId: user.userId });
    await expect.poll(() => vipRuntimeOf(t.context).benefitsFor(user.userId).takerFeeDiscount).toBe('0.25');
  });
});
