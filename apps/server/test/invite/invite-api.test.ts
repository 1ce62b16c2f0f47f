import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StaffRole,
  type AdminInviteCode,
  type AdminRebateConfig,
  type InviteCode,
  type InviteFriend,
  type RebateConfig,
  type RebateDetail,
  type RebateRankEntry,
  type RebateReward,
  type RebateStatistics,
} from '@exchange/contracts';
import { inviteCodes, realNameSubmissions } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { inviteCall, inviteCounts, member, payFee, runNextDayRebates, spotBalance } from './invite-fixtures';

/*
 * Invite codes and rebates (issue 20 §1) through the real endpoints: registration by code links the accounts, the
 * daily job pays shares of the fees invited users paid — exact amounts, once —, abuse is excluded with its reason,
 * and every bad input is refused with the field named and nothing changed. The file ends with the ledger auditor.
 */
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await staffLogin(t)).token;
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

type Page<T> = { list: T[]; total: number };
const config = (body: Partial<AdminRebateConfig>) =>
  adminCall<AdminRebateConfig>(t, 'PUT', 'invite/rebate-config', staffToken, {
    body: {
      isEnabled: true,
      level1Rate: '0.2',
      level2Rate: '0.05',
      maxKickbackRate: '0.5',
      dailyCaps: { USDT: '1000' },
      ...body,
    },
  });

describe('rebate config', () => {
  it('is public and shows the seeded rules', async () => {
    const result = await inviteCall<RebateConfig>(t, undefined, 'GET', 'pay/rebate/config');
    expect(result.data).toEqual({
      isEnabled: true,
      level1Rate: '0.2',
      level2Rate: '0.05',
      maxKickbackRate: '0.5',
      dailyCaps: { USDT: '1000' },
      payoutTime: '00:10',
    });
  });
});

describe('A invites B with a code of their own, B invites C; the day’s fees pay each exactly once', () => {
  it('links the accounts, pays 20 % / 5 % with the code’s kickback, and every read traces to the fees', async () => {
    const a = await member(t);
    const created = await inviteCall<InviteCode>(t, a.token, 'POST', 'member/invite-code/create', {
      body: { label: 'Friends', kickbackRate: '0.25' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.data).toMatchObject({
      label: 'Friends',
      kickbackRate: '0.25',
      isDefault: false,
      status: 1,
    });
    const b = await member(t, created.data.code.toLowerCase());
    const c = await member(t, b.code);
    const cFee = await payFee(t, c.userId, '10');
    const bFee = await payFee(t, b.userId, '4');

    const first = await runNextDayRebates(t);
    expect(first.isFinished).toBe(true);
    // C's 10: B 20 % = 2 (B's own code gives nothing back), A 5 % = 0.5. B's 4: A 20 % × 75 % = 0.6, B 20 % × 25 % = 0.2.
    expect(await spotBalance(t.context.db, a.userId)).toBe('1.1');
    expect(await spotBalance(t.context.db, b.userId)).toBe('2.2');
    expect(await spotBalance(t.context.db, c.userId)).toBe('0');
    const counts = await inviteCounts(t.context.db);
    const again = await runNextDayRebates(t);
    expect(again.written).toBe(0);
    expect(await inviteCounts(t.context.db)).toEqual(counts);
    expect(await spotBalance(t.context.db, a.userId)).toBe('1.1');

    const stats = await inviteCall<RebateStatistics>(t, a.token, 'GET', 'pay/rebate/statistics');
    expect(stats.data).toEqual({
      friends: 1,
      tradingFriends: 1,
      earned: [{ asset: 'USDT', amount: '1.1' }],
      pending: [],
      invitedBy: null,
    });
    const details = await inviteCall<Page<RebateDetail>>(t, a.token, 'GET', 'pay/rebate/detail-page');
    expect(details.data.total).toBe(2);
    const byRole = Object.fromEntries(details.data.list.map((detail) => [detail.role, detail]));
    expect(byRole.inviter).toMatchObject({
      feeTransferId: bFee,
      feeAmount: '4',
      rate: '0.15',
      amount: '0.6',
      paidAmount: '0.6',
      status: 1,
      exclusion: null,
    });
    expect(byRole.second_level).toMatchObject({
      feeTransferId: cFee,
      feeAmount: '10',
      rate: '0.05',
      amount: '0.5',
      status: 1,
    });
    const rewards = await inviteCall<Page<RebateReward>>(t, a.token, 'GET', 'pay/rebate/reward');
    expect(
      rewards.data.list
        .map((reward) => [reward.role, reward.amount, reward.businessType, reward.details])
        .sort(),
    ).toEqual([
      ['inviter', '0.6', 500, 1],
      ['second_level', '0.5', 504, 1],
    ]);
    expect(byRole.inviter?.payoutTransferId).toBe(
      rewards.data.list.find((reward) => reward.role === 'inviter')?.transferId,
    );
    const bRewards = await inviteCall<Page<RebateReward>>(t, b.token, 'GET', 'pay/rebate/reward');
    expect(
      bRewards.data.list.map((reward) => [reward.role, reward.amount, reward.businessType]).sort(),
    ).toEqual([
      ['invitee', '0.2', 501],
      ['inviter', '2', 500],
    ]);
    const bStats = await inviteCall<RebateStatistics>(t, b.token, 'GET', 'pay/rebate/statistics');
    expect(bStats.data.invitedBy).toMatch(/\*\*\*/);

    const friends = await inviteCall<Page<InviteFriend>>(t, a.token, 'GET', 'member/invite-code/friends', {
      query: { codeId: created.data.id },
    });
    expect(friends.data.list).toHaveLength(1);
    expect(friends.data.list[0]).toMatchObject({ code: created.data.code, hasTraded: true });
    expect(friends.data.list[0]?.name).toMatch(/\*\*\*/);
    const codes = await inviteCall<Page<InviteCode>>(t, a.token, 'GET', 'member/invite-code/page');
    expect(codes.data.list.map((code) => [code.code, code.isDefault, code.friends])).toEqual([
      [a.code, true, 0],
      [created.data.code, false, 1],
    ]);
    const rank = await inviteCall<{ list: RebateRankEntry[] }>(t, a.token, 'GET', 'pay/rebate/rank');
    const mine = rank.data.list.find((entry) => entry.isCaller);
    expect(mine?.amountUsdt).toBe('1.1');
  });
});

describe('abuse', () => {
  it('a friend sharing the inviter’s verified identity earns nobody anything, with the reason on the detail', async () => {
    const d = await member(t);
    const e = await member(t, d.code);
    const now = new Date(t.clock.nowMs());
    for (const userId of [d.userId, e.userId])
      await t.context.db.insert(realNameSubmissions).values({
        userId,
        realName: 'Same Person',
        nationality: 'DE',
        documentType: 'passport',
        documentNumber: 'C01X00T47',
        frontImageKey: 'front',
        backImageKey: 'back',
        status: 2,
        createdAt: now,
      });
    await payFee(t, e.userId, '10');
    await runNextDayRebates(t);
    expect(await spotBalance(t.context.db, d.userId)).toBe('0');
    const details = await inviteCall<Page<RebateDetail>>(t, d.token, 'GET', 'pay/rebate/detail-page');
    expect(details.data.list.map((detail) => [detail.status, detail.exclusion, detail.paidAmount])).toEqual([
      [2, 'same_identity', '0'],
    ]);
  });

  it('a suspended code takes no registration and its friends’ fees give nothing until restored', async () => {
    const owner = await member(t);
    const friend = await member(t, owner.code);
    const codes = await adminCall<Page<AdminInviteCode>>(t, 'GET', 'invite/codes', staffToken, {
      query: { code: owner.code },
    });
    const id = codes.data.list[0]!.id;
    const suspended = await adminCall<AdminInviteCode>(t, 'POST', 'invite/codes/suspend', staffToken, {
      body: { id, remark: 'Farming rebates with fake accounts' },
    });
    expect(suspended.data).toMatchObject({ status: 0, suspendRemark: 'Farming rebates with fake accounts' });
    await expect(member(t, owner.code)).rejects.toThrow(/inviteCode/);
    const setDefault = await inviteCall(t, owner.token, 'PUT', 'member/invite-code/default', {
      body: { id },
    });
    expect([setDefault.status, setDefault.body]).toMatchObject([409, { data: { field: 'id' } }]);
    await payFee(t, friend.userId, '5');
    await runNextDayRebates(t);
    expect(await spotBalance(t.context.db, owner.userId)).toBe('0');
    const details = await inviteCall<Page<RebateDetail>>(t, owner.token, 'GET', 'pay/rebate/detail-page');
    expect(details.data.list[0]).toMatchObject({ status: 2, exclusion: 'code_suspended' });
    const restored = await adminCall<AdminInviteCode>(t, 'POST', 'invite/codes/restore', staffToken, {
      body: { id },
    });
    expect(restored.data).toMatchObject({ status: 1, suspendedBy: null, suspendRemark: null });
    expect((await member(t, owner.code)).userId).toBeGreaterThan(0);
  });

  it('the daily cap stops a beneficiary’s payouts at the cap, in fee order, and says so', async () => {
    expect((await config({ dailyCaps: { USDT: '1.5' } })).status).toBe(200);
    try {
      const owner = await member(t);
      const friend = await member(t, owner.code);
      await payFee(t, friend.userId, '5');
      await payFee(t, friend.userId, '5');
      await runNextDayRebates(t);
      expect(await spotBalance(t.context.db, owner.userId)).toBe('1.5');
      const details = await inviteCall<Page<RebateDetail>>(t, owner.token, 'GET', 'pay/rebate/detail-page');
      expect(
        details.data.list.map((detail) => [
          detail.amount,
          detail.paidAmount,
          detail.status,
          detail.exclusion,
        ]),
      ).toEqual([
        ['1', '0.5', 1, null],
        ['1', '1', 1, null],
      ]);
    } finally {
      await config({});
    }
  });

  it('with the programme disabled, the day’s fees are recorded as excluded and nothing is paid', async () => {
    await config({ isEnabled: false });
    try {
      const owner = await member(t);
      const friend = await member(t, owner.code);
      await payFee(t, friend.userId, '5');
      await runNextDayRebates(t);
      expect(await spotBalance(t.context.db, owner.userId)).toBe('0');
      const details = await inviteCall<Page<RebateDetail>>(t, owner.token, 'GET', 'pay/rebate/detail-page');
      expect(details.data.list[0]).toMatchObject({ status: 2, exclusion: 'disabled' });
    } finally {
      await config({});
    }
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['a kickback above the maximum', { label: 'x', kickbackRate: '0.6' }, 422, 'kickbackRate'],
    ['a kickback that is not a fraction', { label: 'x', kickbackRate: '25%' }, 400, 'kickbackRate'],
    ['a kickback above 1', { label: 'x', kickbackRate: '1.5' }, 400, 'kickbackRate'],
    ['an empty label', { label: '', kickbackRate: '0.1' }, 400, 'label'],
    ['a label with markup', { label: '<b>x</b>', kickbackRate: '0.1' }, 400, 'label'],
    ['an unknown field', { label: 'x', kickbackRate: '0.1', userId: 1 }, 400, undefined],
  ])('create with %s is refused', async (_, body, status, field) => {
    const user = await member(t);
    const before = await inviteCounts(t.context.db);
    const result = await inviteCall(t, user.token, 'POST', 'member/invite-code/create', { body });
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    if (field) expect(JSON.stringify(result.body)).toContain(field);
    expect(await inviteCounts(t.context.db)).toEqual(before);
  });

  it('someone else’s code cannot be changed or made default; a visitor cannot call at all', async () => {
    const owner = await member(t);
    const other = await member(t);
    const code = await inviteCall<InviteCode>(t, owner.token, 'POST', 'member/invite-code/create', {
      body: { label: 'Mine', kickbackRate: '0.1' },
    });
    const update = await inviteCall(t, other.token, 'PUT', 'member/invite-code/update', {
      body: { id: code.data.id, label: 'Stolen', kickbackRate: '0.5' },
    });
    expect([update.status, update.body]).toMatchObject([404, { data: { field: 'id' } }]);
    const setDefault = await inviteCall(t, other.token, 'PUT', 'member/invite-code/default', {
      body: { id: code.data.id },
    });
    expect(setDefault.status).toBe(404);
    expect((await inviteCall(t, undefined, 'GET', 'member/invite-code/page')).status).toBe(401);
    expect((await inviteCall(t, undefined, 'GET', 'pay/rebate/statistics')).status).toBe(401);
    const friends = await inviteCall(t, other.token, 'GET', 'member/invite-code/friends', {
      query: { codeId: code.data.id },
    });
    expect([friends.status, friends.body]).toMatchObject([404, { data: { field: 'codeId' } }]);
  });

  it('an unknown invite code at registration is refused with the field named', async () => {
    await expect(member(t, 'NOSUCH99')).rejects.toThrow(/inviteCode/);
  });

  it('the default moves between the owner’s codes, one at a time', async () => {
    const owner = await member(t);
    const extra = await inviteCall<InviteCode>(t, owner.token, 'POST', 'member/invite-code/create', {
      body: { label: 'Second', kickbackRate: '0' },
    });
    const moved = await inviteCall<InviteCode>(t, owner.token, 'PUT', 'member/invite-code/default', {
      body: { id: extra.data.id },
    });
    expect(moved.data.isDefault).toBe(true);
    const page = await inviteCall<Page<InviteCode>>(t, owner.token, 'GET', 'member/invite-code/page');
    expect(page.data.list.filter((code) => code.isDefault).map((code) => code.id)).toEqual([extra.data.id]);
  });

  it('holds at most 20 codes', async () => {
    const owner = await member(t);
    for (let index = 0; index < 19; index += 1)
      await inviteCall(t, owner.token, 'POST', 'member/invite-code/create', {
        body: { label: `c${index}`, kickbackRate: '0' },
      });
    const refused = await inviteCall(t, owner.token, 'POST', 'member/invite-code/create', {
      body: { label: 'one more', kickbackRate: '0' },
    });
    expect([refused.status, refused.body]).toMatchObject([
      422,
      { code: 1_018_000_003, msg: expect.stringContaining('20') },
    ]);
  });
});

describe('staff', () => {
  it('refuses rules that give away more than the fee, naming the field, and audits a change', async () => {
    const refused = await config({ level1Rate: '0.9', level2Rate: '0.2' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('level2Rate');
    const saved = await config({ level2Rate: '0.04' });
    expect(saved.data).toMatchObject({ level2Rate: '0.04', updatedBy: expect.stringMatching(/^staff:/) });
    await config({});
  });

  it('a role without the permission cannot change the rules or suspend a code', async () => {
    const support = await staffLogin(t, StaffRole.support);
    const result = await adminCall(t, 'PUT', 'invite/rebate-config', support.token, {
      body: { isEnabled: false, level1Rate: '0', level2Rate: '0', maxKickbackRate: '0', dailyCaps: {} },
    });
    expect(result.status).toBe(403);
  });
});

describe('accounts from before the programme', () => {
  it('a registration code not brought in yet still invites, and becomes the owner’s default code', async () => {
    const owner = await member(t);
    // As the migration would find an older account: no invite code rows of its own.
    await t.context.db.delete(inviteCodes).where(eq(inviteCodes.userId, owner.userId));
    const friend = await member(t, owner.code);
    expect(friend.userId).toBeGreaterThan(0);
    const page = await inviteCall<Page<InviteCode>>(t, owner.token, 'GET', 'member/invite-code/page');
    expect(page.data.list).toMatchObject([{ code: owner.code, isDefault: true, friends: 1 }]);
  });
});
