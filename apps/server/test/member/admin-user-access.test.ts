import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCodes, StaffRole, type AdminUser, type ContractPosition } from '@exchange/contracts';
import { staffAuditLog, users } from '../../src/platform/db/index';
import { hashPassword } from '../../src/platform/auth/passwords';
import { call, freshIp } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { adminCall, staffLogin } from '../support/staff';
import type { TestApp } from '../support/test-app';
import {
  createTradingApp,
  expectContractInvariants,
  marketLong,
  setPrice,
  trade,
  trader,
} from '../contract/contract-fixtures';
import { PAY_PASSWORD, channelId, idempotencyKey, walletUser } from '../wallet/wallet-fixtures';

let t: TestApp;
let compliance: string;
let support: string;
beforeAll(async () => {
  t = await createTradingApp();
  await setPrice(t, 'BTCUSDT', '60000');
  compliance = (await staffLogin(t, StaffRole.compliance)).token;
  support = (await staffLogin(t, StaffRole.support)).token;
});
afterAll(async () => {
  await expectContractInvariants(t.context.db);
  await t.close();
});

const currentMember = (token: string) => call(t.app, 'GET', 'member/get-current-member', { token });

describe('force logout', () => {
  it("ends the user's session and pushes FORCE_LOGOUT (staff); support may, a finance officer may not", async () => {
    const user = await walletUser(t);
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');
    const finance = (await staffLogin(t, StaffRole.finance)).token;
    const denied = await adminCall(t, 'POST', 'user/force-logout', finance, { body: { id: user.userId } });
    expect(denied.status).toBe(403);
    expect((await currentMember(user.token)).code).toBe(0);

    const ended = await adminCall(t, 'POST', 'user/force-logout', support, { body: { id: user.userId } });
    expect(ended.data).toEqual({ id: user.userId, endedSessions: 1 });
    expect((await socket.next('FORCE_LOGOUT')).data).toEqual({ reason: 'staff' });
    const refused = await currentMember(user.token);
    expect([refused.status, refused.code]).toEqual([409, ErrorCodes.SESSION_REVOKED.code]);
    const [audit] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'POST /user/force-logout'),
          eq(staffAuditLog.target, `user:${user.userId}`),
        ),
      )
      .orderBy(desc(staffAuditLog.id));
    expect(audit).toMatchObject({ status: 200, before: { liveSessions: 1 }, after: { liveSessions: 0 } });

    const again = await adminCall(t, 'POST', 'user/force-logout', support, { body: { id: user.userId } });
    expect(again.data).toEqual({ id: user.userId, endedSessions: 0 });
    const missing = await adminCall(t, 'POST', 'user/force-logout', support, { body: { id: 999_999_999 } });
    expect([missing.status, missing.body.data]).toEqual([404, { field: 'id' }]);
    socket.socket.terminate();
  });
});

describe('deleting an account', () => {
  it('is refused while money or orders would be stranded, naming id and why; nothing changes', async () => {
    const user = await trader(t, '2000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    const [position] = (
      await call<ContractPosition[]>(t.app, 'GET', 'pay/order-contract/positions', { token: user.token })
    ).data;
    const withOpenPosition = await adminCall(t, 'POST', 'user/delete', compliance, {
      body: { id: user.userId, remark: 'Customer asked to close the account' },
    });
    expect(withOpenPosition.status).toBe(400);
    expect(withOpenPosition.body.data).toEqual({ field: 'id' });
    expect(withOpenPosition.msg).toContain('1 open contract position');
    expect((await currentMember(user.token)).code).toBe(0);
    await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });

    const saver = await walletUser(t, '100');
    const channel = await channelId(t, saver.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const withdrawal = await call<{ id: number }>(t.app, 'POST', 'withdrawal', {
      token: saver.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        channelId: channel,
        amount: '50',
        address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
        payPassword: PAY_PASSWORD,
      },
    });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    const withPendingWithdrawal = await adminCall(t, 'POST', 'user/delete', compliance, {
      body: { id: saver.userId, remark: 'Closing' },
    });
    expect([withPendingWithdrawal.status, withPendingWithdrawal.body.data]).toEqual([400, { field: 'id' }]);
    expect(withPendingWithdrawal.msg).toContain('1 withdrawal in review');
    const [row] = await t.context.db.select().from(users).where(eq(users.id, saver.userId));
    expect(row?.status).toBe(1);
  });

  it('sets status −1, ends the session with the account-deleted push, and login is refused afterwards', async () => {
    const user = await walletUser(t, '25');
    await t.context.db
      .update(users)
      .set({ passwordHash: await hashPassword('Password-2026') })
      .where(eq(users.id, user.userId));
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');
    const support = (await staffLogin(t, StaffRole.support)).token;
    expect(
      (await adminCall(t, 'POST', 'user/delete', support, { body: { id: user.userId, remark: 'x' } })).status,
    ).toBe(403);

    const deleted = await adminCall<AdminUser>(t, 'POST', 'user/delete', compliance, {
      body: { id: user.userId, remark: 'Customer asked to close the account' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.data).toMatchObject({ id: user.userId, status: -1, isOnline: false });
    expect((await socket.next('FORCE_LOGOUT')).data).toEqual({ reason: 'accountDeleted' });
    expect((await currentMember(user.token)).status).toBe(409);
    const login = await call(t.app, 'POST', 'system/auth/login', {
      body: { username: user.user.email, password: 'Password-2026' },
      ip: freshIp(),
    });
    expect(login.code).toBe(ErrorCodes.ACCOUNT_DISABLED.code);
    const [audit] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'POST /user/delete'), eq(staffAuditLog.status, 200)))
      .orderBy(desc(staffAuditLog.id));
    expect(audit).toMatchObject({
      target: `user:${user.userId}`,
      before: { status: 1, balances: [{ wallet: 'spot', asset: 'USDT', available: '25' }] },
      after: { status: -1, remark: 'Customer asked to close the account' },
    });

    const twice = await adminCall(t, 'POST', 'user/delete', compliance, {
      body: { id: user.userId, remark: 'again' },
    });
    expect([twice.status, twice.body.data]).toEqual([400, { field: 'id' }]);
    const restrictDeleted = await adminCall(t, 'POST', 'user/restrict-trading', compliance, {
      body: { id: user.userId, isRestricted: true, remark: 'x' },
    });
    expect(restrictDeleted.status).toBe(400);
    const listed = await adminCall<{ list: AdminUser[] }>(t, 'GET', 'user/page', compliance, {
      query: { status: -1, keyword: String(user.userId) },
    });
    expect(listed.data.list.map((entry) => entry.id)).toEqual([user.userId]);
    socket.socket.terminate();
  });
});
