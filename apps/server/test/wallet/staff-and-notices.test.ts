import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../src/platform/db/index';
import { StaffRole } from '@exchange/contracts';
import { createStaffAccount, seedSuperAdmin } from '../../src/modules/staff/index';
import { totpCodeAt } from '../../src/platform/auth/totp';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call, freshIp } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { ManualChainWatcher } from './manual-chain-watcher';
import {
  adminCall,
  idempotencyKey,
  staffToken,
  submitDeposit,
  walletUser,
  PAY_PASSWORD,
  channelId,
} from './wallet-fixtures';

let t: TestApp;
const watcher = new ManualChainWatcher();
beforeAll(async () => {
  t = await createTestApp({ overrides: { chainWatcher: watcher } });
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
  expect(watcher.isStopped).toBe(true);
});

const login = (username: string, password: string) =>
  call<{ accessToken: string; mustChangePassword: boolean }>(t.app, 'POST', '/api/admin-api/auth/login', {
    body: { username, password },
    ip: freshIp(),
  });

describe('staff accounts', () => {
  it('seeds the super admin once, with a one-time password that must be changed before anything else', async () => {
    // The template already seeded one (its password went to that start's console); a second seed does nothing.
    expect(await seedSuperAdmin(t.context)).toBeNull();
    const [seeded] = await t.context.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.username, 'admin'));
    expect(seeded).toMatchObject({ role: StaffRole.superAdmin, mustChangePassword: true });
    expect(seeded?.passwordHash).toMatch(/^\$argon2id\$/);

    await createStaffAccount(t.context.db, {
      username: 'first-login',
      password: 'one-time-123',
      role: StaffRole.superAdmin,
      mustChangePassword: true,
    });
    const first = await login('first-login', 'one-time-123');
    expect(first.data.mustChangePassword).toBe(true);
    const blocked = await adminCall(t, 'GET', 'ledger/audit', first.data.accessToken);
    expect(blocked.status).toBe(403);
    expect(blocked.code).toBe(1_008_000_002);
    const weak = await adminCall(t, 'PUT', 'auth/update-password', first.data.accessToken, {
      body: { oldPassword: 'one-time-123', newPassword: 'short1' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ data: { field: 'newPassword' } });
    const changed = await adminCall(t, 'PUT', 'auth/update-password', first.data.accessToken, {
      body: { oldPassword: 'one-time-123', newPassword: 'a-much-better-passphrase-1' },
    });
    expect(changed.code).toBe(0);
    // Then TOTP: nothing else answers until it is enrolled and confirmed in this session.
    const untilTotp = await adminCall(t, 'GET', 'ledger/audit', first.data.accessToken);
    expect([untilTotp.status, untilTotp.code]).toEqual([403, 1_008_000_004]);
    const enrol = await adminCall<{ secret: string; otpauthUrl: string }>(
      t,
      'POST',
      'auth/totp/enrol',
      first.data.accessToken,
    );
    expect(enrol.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*first-login\?secret=/);
    const confirm = await adminCall(t, 'POST', 'auth/totp/confirm', first.data.accessToken, {
      body: { code: totpCodeAt(enrol.data.secret, t.clock.nowMs()) },
    });
    expect(confirm.code).toBe(0);
    expect((await adminCall(t, 'GET', 'ledger/audit', first.data.accessToken)).code).toBe(0);
    expect((await login('first-login', 'one-time-123')).status).toBe(401);
    const noCode = await login('first-login', 'a-much-better-passphrase-1');
    expect([noCode.status, noCode.code]).toEqual([401, 1_008_000_003]);
  });

  it('gives one answer for an unknown user and a wrong password, and keeps the two APIs apart', async () => {
    const unknown = await login('nobody-here', 'whatever-123');
    const wrong = await login('admin', 'not-the-password');
    expect([unknown.status, unknown.msg]).toEqual([wrong.status, wrong.msg]);
    expect(unknown.code).toBe(1_008_000_001);
    const staff = await staffToken(t);
    const user = await walletUser(t);
    expect((await call(t.app, 'GET', 'wallet/fund', { token: staff })).status).toBe(403);
    expect((await adminCall(t, 'GET', 'recharge/page', user.token)).status).toBe(403);
    expect((await adminCall(t, 'GET', 'recharge/page', '')).status).toBe(401);
    const unknownField = await call(t.app, 'POST', '/api/admin-api/auth/login', {
      body: { username: 'admin', password: 'x', extra: 1 },
      ip: freshIp(),
    });
    expect(unknownField.status).toBe(400);
  });
});

describe('notices on the data socket', () => {
  it('pushes a wallet update and the credited notice on approval, and the remark on rejection', async () => {
    const staff = await staffToken(t);
    const user = await walletUser(t, '100');
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');
    const deposit = (await submitDeposit(t, user.token, '60')).data as { id: number; no: string };
    await adminCall(t, 'POST', 'recharge/approve', staff, { body: { id: deposit.id } });
    expect((await socket.next('RECHARGE_NOTICE')).data).toMatchObject({
      id: deposit.id,
      status: 1,
      operateBalance: '60',
      availableBalance: '160',
      coinName: 'USDT',
    });
    expect((await socket.next('WALLET_UPDATE')).data).toEqual({ wallets: ['spot'], coin: 'USDT' });

    const id = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const withdrawal = await call<{ id: number }>(t.app, 'POST', 'withdrawal', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        channelId: id,
        amount: '50',
        address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
        payPassword: PAY_PASSWORD,
      },
    });
    await adminCall(t, 'POST', 'withdrawal/reject', staff, {
      body: { id: withdrawal.data.id, remark: 'Name on the account does not match' },
    });
    expect((await socket.next('WITHDRAW_NOTICE')).data).toMatchObject({
      status: -1,
      remark: 'Name on the account does not match',
      availableBalance: '160',
    });
    socket.socket.terminate();
  });
});

describe('chain watcher (test double)', () => {
  it('credits a confirmed deposit to the address owner exactly once, and ignores unknown addresses', async () => {
    const user = await walletUser(t);
    const address = await call<{ address: string; memo: string }>(t.app, 'GET', 'recharge/udun-address', {
      token: user.token,
      query: { coin: 'USDT', chain: 'TRC20' },
    });
    const deposit = {
      chain: 'TRC20' as const,
      txId: `${'ab'.repeat(32)}:0`,
      address: address.data.address,
      memo: '',
      coin: 'USDT',
      amount: '42.5',
    };
    await watcher.confirm(deposit);
    await watcher.confirm(deposit);
    await watcher.confirm({
      ...deposit,
      txId: `${'cd'.repeat(32)}:0`,
      address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    });
    const spot = await call<{ available: string }>(t.app, 'GET', 'wallet/get-by-coin', {
      token: user.token,
      query: { coin: 'USDT' },
    });
    expect(spot.data.available).toBe('42.5');
    const page = await call<{ list: { status: number; txId: string }[] }>(t.app, 'GET', 'recharge/page', {
      token: user.token,
    });
    expect(page.data.list).toEqual([expect.objectContaining({ status: 1, txId: deposit.txId })]);
    const claim = await call(t.app, 'POST', 'recharge', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        channelId: await channelId(t, user.token, 'recharge', 4, 'USDT', 'TRC20'),
        amount: '42.5',
        txHash: 'ab'.repeat(32),
      },
    });
    expect(claim.status).toBe(400);
    expect(claim.body).toMatchObject({ data: { field: 'txHash' } });
  });
});
