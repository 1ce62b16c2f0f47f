import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { StaffRole, type PendingDeposits } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { ManualChainWatcher } from './manual-chain-watcher';
import { adminCall, staffToken, submitDeposit, walletUser } from './wallet-fixtures';

// Deposits in progress (issue 17): a new user's deposit shows on their wallet with the step it waits for and the
// usual review time staff set, only to them, until it is credited or rejected.
let t: TestApp;
let staff: string;
const watcher = new ManualChainWatcher();
beforeAll(async () => {
  t = await createTestApp({ overrides: { chainWatcher: watcher } });
  staff = await staffToken(t);
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const pending = async (token: string, coin?: string) => {
  const result = await call<PendingDeposits>(t.app, 'GET', 'recharge/pending', { token, query: { coin } });
  expect(result.code, JSON.stringify(result.body)).toBe(0);
  return result.data;
};

const spotAvailable = async (token: string) =>
  (
    await call<{ available: string }>(t.app, 'GET', 'wallet/get-by-coin', {
      token,
      query: { coin: 'USDT', wallet: 'spot' },
    })
  ).data.available;

const settings = async () =>
  (await adminCall<{ reviewMinutes: number }>(t, 'GET', 'recharge/settings', staff)).data;

describe('deposits in progress', () => {
  it("lists only the caller's deposits waiting for review, until staff approve or reject them", async () => {
    const first = await walletUser(t);
    const second = await walletUser(t);
    expect(await pending(first.token)).toEqual({ reviewMinutes: 30, list: [] });
    const approved = (await submitDeposit(t, first.token, '60')).data as { id: number; no: string };
    const rejected = (await submitDeposit(t, first.token, '75.5')).data as { id: number };
    const others = (await submitDeposit(t, second.token, '70')).data as { id: number };

    const mine = await pending(first.token);
    expect(mine.list.map((deposit) => deposit.id)).toEqual([rejected.id, approved.id]);
    expect(mine.list[1]).toMatchObject({
      no: approved.no,
      coin: 'USDT',
      amount: '60',
      status: 2,
      step: 'review',
      confirmations: null,
      requiredConfirmations: null,
    });
    // The second user sees their own deposit and nothing of the first's.
    expect((await pending(second.token)).list.map((deposit) => deposit.id)).toEqual([others.id]);
    expect((await pending(first.token, 'BTC')).list).toEqual([]);

    const socket = await connectSocket(t.app, `?Authorization=${first.token}`);
    await socket.next('READY');
    await adminCall(t, 'POST', 'recharge/approve', staff, { body: { id: approved.id } });
    // The user is told at once: the credited notice, then the balance push.
    expect((await socket.next('RECHARGE_NOTICE')).data).toMatchObject({ id: approved.id, status: 1 });
    expect((await socket.next('WALLET_UPDATE')).data).toEqual({ wallets: ['spot'], coin: 'USDT' });
    socket.socket.terminate();
    expect((await pending(first.token)).list.map((deposit) => deposit.id)).toEqual([rejected.id]);
    expect(await spotAvailable(first.token)).toBe('60');

    await adminCall(t, 'POST', 'recharge/reject', staff, { body: { id: rejected.id, remark: 'No payment' } });
    expect((await pending(first.token)).list).toEqual([]);
    expect(await spotAvailable(first.token)).toBe('60');
    expect((await pending(second.token)).list).toHaveLength(1);
    expect((await call(t.app, 'GET', 'recharge/pending')).status).toBe(401);
  });

  it('shows a chain deposit waiting for confirmations n/m while the watcher follows it, then credits it once', async () => {
    const user = await walletUser(t);
    const address = await call<{ address: string }>(t.app, 'GET', 'recharge/udun-address', {
      token: user.token,
      query: { coin: 'USDT', chain: 'TRC20' },
    });
    const deposit = {
      chain: 'TRC20' as const,
      txId: `${'ef'.repeat(32)}:0`,
      address: address.data.address,
      memo: '',
      coin: 'USDT',
      amount: '15',
    };
    await watcher.progress({ ...deposit, confirmations: 3, requiredConfirmations: 20 });
    expect((await pending(user.token)).list).toEqual([
      expect.objectContaining({
        amount: '15',
        step: 'confirmations',
        confirmations: 3,
        requiredConfirmations: 20,
      }),
    ]);
    await watcher.progress({ ...deposit, confirmations: 12, requiredConfirmations: 20 });
    const [seen] = (await pending(user.token)).list;
    expect(seen).toMatchObject({ confirmations: 12, step: 'confirmations', txId: deposit.txId });

    await watcher.confirm(deposit);
    expect((await pending(user.token)).list).toEqual([]);
    expect(await spotAvailable(user.token)).toBe('15');
    // A late progress report changes nothing on a credited deposit.
    await watcher.progress({ ...deposit, confirmations: 21, requiredConfirmations: 20 });
    expect((await pending(user.token)).list).toEqual([]);
    const page = await call<{ list: { id: number }[] }>(t.app, 'GET', 'recharge/page', { token: user.token });
    expect(page.data.list.map((order) => order.id)).toEqual([seen?.id]);
  });
});

describe('the usual review time (staff setting)', () => {
  it('staff change it with an audited edit; the wallet shows it with the pending deposits', async () => {
    const user = await walletUser(t);
    await submitDeposit(t, user.token, '100');
    const changed = await adminCall(t, 'PUT', 'recharge/settings', staff, { body: { reviewMinutes: 90 } });
    expect(changed.data).toEqual({ reviewMinutes: 90 });
    expect(await settings()).toEqual({ reviewMinutes: 90 });
    expect((await pending(user.token)).reviewMinutes).toBe(90);
    const [entry] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target, 'setting:deposit-review-minutes'), eq(staffAuditLog.status, 200)))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'PUT /recharge/settings',
      before: { reviewMinutes: 30 },
      after: { reviewMinutes: 90 },
    });
  });

  it('refuses a bad value with a 400 naming the field and leaves the setting as it was', async () => {
    await adminCall(t, 'PUT', 'recharge/settings', staff, { body: { reviewMinutes: 45 } });
    for (const body of [
      { reviewMinutes: 0 },
      { reviewMinutes: 10_081 },
      { reviewMinutes: 12.5 },
      { reviewMinutes: '30' },
      { reviewMinutes: -5 },
      {},
    ]) {
      const result = await adminCall(t, 'PUT', 'recharge/settings', staff, { body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body, JSON.stringify(body)).toMatchObject({ data: { field: 'reviewMinutes' } });
    }
    const extra = await adminCall(t, 'PUT', 'recharge/settings', staff, {
      body: { reviewMinutes: 20, note: 'x' },
    });
    expect(extra.status).toBe(400);
    expect(await settings()).toEqual({ reviewMinutes: 45 });
  });

  it('support staff may read it but not change it; app tokens are refused', async () => {
    const support = await staffLogin(t, StaffRole.support);
    expect((await adminCall(t, 'GET', 'recharge/settings', support.token)).status).toBe(200);
    const refused = await adminCall(t, 'PUT', 'recharge/settings', support.token, {
      body: { reviewMinutes: 5 },
    });
    expect(refused.status).toBe(403);
    const user = await walletUser(t);
    expect((await adminCall(t, 'GET', 'recharge/settings', user.token)).status).toBe(403);
    expect((await settings()).reviewMinutes).not.toBe(5);
  });
});
