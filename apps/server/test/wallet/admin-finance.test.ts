import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { StaffRole, type AdminWithdrawalOrder } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { call } from '../support/api';
import { adminCall, logInStaff, staffLogin, type StaffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  channelId,
  idempotencyKey,
  PAY_PASSWORD,
  setSpotPrice,
  submitDeposit,
  walletUser,
} from './wallet-fixtures';

const SECOND_APPROVER_REQUIRED = 1_008_000_006;
const ADDRESSES: Record<string, string> = {
  USDT: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

let t: TestApp;
let first: StaffLogin;
let second: StaffLogin;
beforeAll(async () => {
  // The default threshold (10,000 USDT) is what these amounts are measured against.
  t = await createTestApp();
  first = await staffLogin(t, StaffRole.finance);
  second = await staffLogin(t, StaffRole.finance);
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const withdraw = async (token: string, amount: string, coin = 'USDT', chain = 'TRC20') => {
  const created = await call<{ id: number }>(t.app, 'POST', 'withdrawal', {
    token,
    headers: { 'idempotency-key': idempotencyKey('wd') },
    body: {
      channelId: await channelId(t, token, 'withdrawal', 4, coin, chain),
      amount,
      address: ADDRESSES[coin],
      payPassword: PAY_PASSWORD,
    },
  });
  expect(created.code, JSON.stringify(created.body)).toBe(0);
  return created.data.id;
};

const approve = (token: string, id: number) =>
  adminCall<AdminWithdrawalOrder>(t, 'POST', 'withdrawal/approve', token, { body: { id } });

const queueRow = async (id: number) => {
  const page = await adminCall<{ list: AdminWithdrawalOrder[] }>(t, 'GET', 'withdrawal/page', first.token, {
    query: { pageSize: 200 },
  });
  const row = page.data.list.find((order) => order.id === id);
  if (!row) throw new Error(`withdrawal ${id} not in the queue`);
  return row;
};

const spot = async (token: string, coin = 'USDT') =>
  (
    await call<{ available: string; frozen: string }>(t.app, 'GET', 'wallet/get-by-coin', {
      token,
      query: { coin },
    })
  ).data;

describe('withdrawals above the dual-approval amount', () => {
  it('lets one approval move a small withdrawal on', async () => {
    const user = await walletUser(t, '500');
    const id = await withdraw(user.token, '100');
    expect(await queueRow(id)).toMatchObject({ needsSecondApproval: false, firstApprovedBy: null });
    const approved = await approve(first.token, id);
    expect(approved.data).toMatchObject({ status: 0, firstApprovedBy: null, needsSecondApproval: false });
  });

  it('records the first approval, refuses the same account from a second session, and takes a different one', async () => {
    const user = await walletUser(t, '20000');
    const id = await withdraw(user.token, '12000');
    expect(await queueRow(id)).toMatchObject({ status: 2, needsSecondApproval: true, firstApprovedBy: null });

    const firstApproval = await approve(first.token, id);
    expect(firstApproval.code, JSON.stringify(firstApproval.body)).toBe(0);
    expect(firstApproval.data).toMatchObject({
      status: 2,
      firstApprovedBy: `staff:${first.staffId}`,
      firstApprovedAt: t.clock.nowMs(),
      needsSecondApproval: true,
      reviewedAt: null,
    });

    t.clock.advance(30_000);
    const otherSession = await logInStaff(t, first);
    expect(otherSession).not.toBe(first.token);
    const again = await approve(otherSession, id);
    expect([again.status, again.code]).toEqual([409, SECOND_APPROVER_REQUIRED]);
    expect(await queueRow(id)).toEqual(firstApproval.data);
    // The user can still cancel until the second approval: it is waiting, not under review.
    expect(await spot(user.token)).toMatchObject({ available: '8000', frozen: '12000' });

    const secondApproval = await approve(second.token, id);
    expect(secondApproval.data).toMatchObject({
      status: 0,
      firstApprovedBy: `staff:${first.staffId}`,
      needsSecondApproval: false,
    });
    const completed = await adminCall<AdminWithdrawalOrder>(t, 'POST', 'withdrawal/complete', first.token, {
      body: { id, payoutRef: 'tx-dual' },
    });
    expect(completed.data).toMatchObject({ status: 1, payoutRef: 'tx-dual' });
    expect(await spot(user.token)).toMatchObject({ available: '8000', frozen: '0' });
  });

  it('still releases the hold when a first-approved withdrawal is rejected', async () => {
    const user = await walletUser(t, '15000');
    const id = await withdraw(user.token, '10000');
    expect((await approve(first.token, id)).data).toMatchObject({ status: 2, needsSecondApproval: true });
    const rejected = await adminCall<AdminWithdrawalOrder>(t, 'POST', 'withdrawal/reject', second.token, {
      body: { id, remark: 'Destination failed screening' },
    });
    expect(rejected.data).toMatchObject({ status: -1, remark: 'Destination failed screening' });
    expect(await spot(user.token)).toMatchObject({ available: '15000', frozen: '0' });
    expect((await approve(second.token, id)).code).toBe(1_007_000_008);
  });

  it('values other coins at the live price, and treats an unpriced coin as large', async () => {
    const user = await walletUser(t);
    await fund(t.context.db, user.userId, '1', 'BTC');
    const unpriced = await withdraw(user.token, '0.01', 'BTC', 'BTC');
    expect(await queueRow(unpriced)).toMatchObject({ needsSecondApproval: true });
    expect((await approve(first.token, unpriced)).data).toMatchObject({ status: 2 });

    setSpotPrice(t, 'BTC', '30000');
    const small = await withdraw(user.token, '0.2', 'BTC', 'BTC');
    expect((await approve(first.token, small)).data).toMatchObject({ status: 0, firstApprovedBy: null });
    const large = await withdraw(user.token, '0.5', 'BTC', 'BTC');
    expect((await approve(first.token, large)).data).toMatchObject({ status: 2, needsSecondApproval: true });
    // Once recorded, the first approver cannot be the second even though the price no longer calls it large.
    expect((await queueRow(unpriced)).needsSecondApproval).toBe(true);
    expect((await approve(first.token, unpriced)).code).toBe(SECOND_APPROVER_REQUIRED);
    expect((await approve(second.token, unpriced)).data).toMatchObject({ status: 0 });
    // A stale price is no live price.
    setSpotPrice(t, 'BTC', '30000', 2);
    const stale = await withdraw(user.token, '0.1', 'BTC', 'BTC');
    expect((await queueRow(stale)).needsSecondApproval).toBe(true);
  });

  it('writes the target and the row before and after on the audit entry', async () => {
    const user = await walletUser(t, '300');
    const id = await withdraw(user.token, '50');
    await approve(first.token, id);
    const [entry] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target, `withdrawal:${id}`), eq(staffAuditLog.status, 200)));
    expect(entry).toMatchObject({
      action: 'POST /withdrawal/approve',
      staffId: first.staffId,
      before: expect.objectContaining({ id, status: 2 }),
      after: expect.objectContaining({ id, status: 0 }),
    });

    const deposit = (await submitDeposit(t, user.token, '60')).data as { id: number };
    await adminCall(t, 'POST', 'recharge/approve', second.token, { body: { id: deposit.id } });
    const [credited] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `recharge:${deposit.id}`));
    expect(credited).toMatchObject({
      action: 'POST /recharge/approve',
      before: expect.objectContaining({ status: 2 }),
      after: expect.objectContaining({ status: 1 }),
    });
  });

  it('refuses staff without the withdrawal review permission', async () => {
    const support = await staffLogin(t, StaffRole.support);
    const user = await walletUser(t, '300');
    const id = await withdraw(user.token, '50');
    expect((await approve(support.token, id)).status).toBe(403);
    expect((await queueRow(id)).status).toBe(2);
  });
});
