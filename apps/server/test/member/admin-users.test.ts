import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { StaffRole, type AdminUser, type ContractOrder, type AdminUserView } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { call } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { adminCall, staffLogin } from '../support/staff';
import type { TestApp } from '../support/test-app';
import {
  balancesOf,
  createTradingApp,
  expectContractInvariants,
  marketLong,
  positionsOf,
  setPrice,
  trade,
  trader,
} from '../contract/contract-fixtures';
import { PAY_PASSWORD, channelId, idempotencyKey, walletUser } from '../wallet/wallet-fixtures';
import { userAvailable } from '../../src/modules/ledger/index';

type UserView = AdminUserView;

let t: TestApp;
let compliance: string;
let finance: string;
beforeAll(async () => {
  t = await createTradingApp();
  await setPrice(t, 'BTCUSDT', '60000');
  compliance = (await staffLogin(t, StaffRole.compliance)).token;
  finance = (await staffLogin(t, StaffRole.finance)).token;
});
afterAll(async () => {
  await expectContractInvariants(t.context.db);
  await t.close();
});

const TRADING_RESTRICTED_MESSAGE = 'Account trading function restricted, please contact customer service.';

const latestAudit = async (action: string, target: string) => {
  const [row] = await t.context.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.target, target)))
    .orderBy(desc(staffAuditLog.id))
    .limit(1);
  return row;
};

describe('user search and view', () => {
  it('finds users by id, e-mail, phone or nickname and filters; the view has no secrets and bounded lists', async () => {
    const user = await trader(t, '2000');
    const placed = await trade<ContractOrder>(t, user.token, 'POST', 'create', { body: marketLong() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const email = user.user.email ?? '';

    const byId = await adminCall<{ list: AdminUser[]; total: number }>(t, 'GET', 'user/page', finance, {
      query: { keyword: String(user.userId) },
    });
    expect(byId.data.list.map((row) => row.id)).toContain(user.userId);
    const byEmail = await adminCall<{ list: AdminUser[]; total: number }>(t, 'GET', 'user/page', finance, {
      query: { keyword: email.slice(0, -4).toUpperCase() },
    });
    expect(byEmail.data).toMatchObject({ total: 1, list: [{ id: user.userId, email }] });
    expect(byEmail.data.list[0]).not.toHaveProperty('passwordHash');
    const byNickname = await adminCall<{ list: AdminUser[] }>(t, 'GET', 'user/page', finance, {
      query: { keyword: user.user.nickname },
    });
    expect(byNickname.data.list[0]?.id).toBe(user.userId);
    const wildcard = await adminCall<{ total: number }>(t, 'GET', 'user/page', finance, {
      query: { keyword: '%' },
    });
    expect(wildcard.data.total).toBe(0);
    const restricted = await adminCall<{ list: AdminUser[] }>(t, 'GET', 'user/page', finance, {
      query: { isTradingRestricted: 'true', pageSize: 200 },
    });
    expect(restricted.data.list.map((row) => row.id)).not.toContain(user.userId);
    const newest = await adminCall<{ list: AdminUser[] }>(t, 'GET', 'user/page', finance, {
      query: { pageSize: 5 },
    });
    const ids = newest.data.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const view = await adminCall<UserView>(t, 'GET', 'user/get', finance, { query: { id: user.userId } });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(JSON.stringify(view.data)).not.toMatch(/passwordHash|payPasswordHash|argon/);
    expect(view.data.user).toMatchObject({ id: user.userId, isTradingRestricted: false, status: 1 });
    expect(view.data.balances).toEqual(
      expect.arrayContaining([
        { wallet: 'contract', coin: 'USDT', available: '1397', frozen: '0' },
        { wallet: 'contract_margin', coin: 'USDT', available: '600', frozen: '0' },
      ]),
    );
    expect(view.data.positions).toMatchObject([{ symbol: 'BTCUSDT', quantity: '0.1', margin: '600' }]);
    expect(view.data.orders).toMatchObject([{ no: placed.data.no, action: 1, status: 1 }]);
    expect(view.data).toMatchObject({ openPositionCount: 1, pendingWithdrawalCount: 0 });
    // Deposit, spot → contract, margin and fee: each a transfer touching one of the user's accounts.
    expect(view.data.ledger.map((entry) => entry.businessType).sort((a, b) => a - b)).toEqual([
      3, 5, 105, 300,
    ]);
    expect(view.data.ledger.find((entry) => entry.businessType === 300)).toMatchObject({
      amount: '3',
      debit: { owner: `user:${user.userId}`, wallet: 'contract' },
      credit: { owner: 'house:fees' },
    });
    expect(view.data.session).toMatchObject({ createdAt: expect.any(Number) });

    const ledgerPage = await adminCall<{ list: unknown[]; total: number }>(
      t,
      'GET',
      'user/ledger-page',
      finance,
      {
        query: { id: user.userId, pageNo: 2, pageSize: 3 },
      },
    );
    expect(ledgerPage.data).toMatchObject({ total: 4, list: [expect.anything()] });
  });

  it('answers 404 naming id for an unknown user, and 400 naming the field for a bad filter', async () => {
    for (const path of ['user/get', 'user/ledger-page']) {
      const missing = await adminCall(t, 'GET', path, finance, { query: { id: 999_999_999 } });
      expect([missing.status, missing.body.data]).toEqual([404, { field: 'id' }]);
    }
    const bad = await adminCall(t, 'GET', 'user/page', finance, { query: { isTradingRestricted: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: { field: 'isTradingRestricted' } });
    const bodies = {
      'user/restrict-trading': { id: 999_999_999, isRestricted: true, remark: 'x' },
      'user/freeze-withdrawals': { id: 999_999_999, isFrozen: true, remark: 'x' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      const missing = await adminCall(t, 'POST', path, compliance, { body });
      expect([missing.status, missing.body.data]).toEqual([404, { field: 'id' }]);
    }
  });
});

describe('restricting trading', () => {
  it('refuses every order placement and change with the spec message, and changes nothing; closing still works', async () => {
    const user = await trader(t, '5000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    const resting = await trade<ContractOrder>(t, user.token, 'POST', 'create', {
      body: marketLong({ orderType: 2, price: '50000', quantity: '0.01' }),
    });
    expect(resting.data.status).toBe(0);
    const [position] = await positionsOf(t, user.token);
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');

    const denied = await adminCall(t, 'POST', 'user/restrict-trading', finance, {
      body: { id: user.userId, isRestricted: true, remark: 'Chargeback under investigation' },
    });
    expect(denied.status).toBe(403);
    const restricted = await adminCall(t, 'POST', 'user/restrict-trading', compliance, {
      body: { id: user.userId, isRestricted: true, remark: 'Chargeback under investigation' },
    });
    expect(restricted.data).toEqual({
      id: user.userId,
      isTradingRestricted: true,
      isWithdrawalFrozen: false,
    });
    expect((await socket.next('ACCOUNT_RESTRICTIONS')).data).toEqual({
      isTradingRestricted: true,
      isWithdrawalFrozen: false,
    });
    expect(await latestAudit('POST /user/restrict-trading', `user:${user.userId}`)).toMatchObject({
      status: 200,
      before: { isTradingRestricted: false },
      after: { isTradingRestricted: true, remark: 'Chargeback under investigation' },
    });

    const before = await balancesOf(t.context.db, user.userId);
    const attempts = [
      trade(t, user.token, 'POST', 'create', { body: marketLong() }),
      trade(t, user.token, 'POST', 'create-specify', {
        body: { ...marketLong({ quantity: undefined }), earnestMoney: '100' },
      }),
      trade(t, user.token, 'POST', 'limit-complete', { body: { id: position?.id, price: '65000' } }),
      trade(t, user.token, 'GET', 'reverse', { query: { id: position?.id } }),
      trade(t, user.token, 'GET', 'reverse-all'),
      trade(t, user.token, 'POST', 'update-profit-loss', {
        body: { id: position?.id, stopLossPrice: '55000' },
      }),
    ];
    for (const refused of await Promise.all(attempts)) {
      expect([refused.status, refused.code, refused.msg]).toEqual([
        403,
        1_003_000_010,
        TRADING_RESTRICTED_MESSAGE,
      ]);
    }
    expect(await balancesOf(t.context.db, user.userId)).toEqual(before);
    expect(await positionsOf(t, user.token)).toMatchObject([
      { id: position?.id, quantity: '0.1', stopLossPrice: null },
    ]);

    // Reducing risk stays allowed: revoke the resting order, close the position.
    expect((await trade(t, user.token, 'GET', 'revoke', { query: { id: resting.data.id } })).code).toBe(0);
    const closed = await trade<ContractOrder>(t, user.token, 'POST', 'complete', {
      body: { id: position?.id },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await positionsOf(t, user.token)).toEqual([]);

    await adminCall(t, 'POST', 'user/restrict-trading', compliance, {
      body: { id: user.userId, isRestricted: false, remark: 'Resolved' },
    });
    expect((await socket.next('ACCOUNT_RESTRICTIONS', 2)).data.isTradingRestricted).toBe(false);
    expect((await trade(t, user.token, 'POST', 'create', { body: marketLong() })).code).toBe(0);
    await trade(t, user.token, 'POST', 'close-one-click', { body: {} });
    socket.socket.terminate();
    await expectContractInvariants(t.context.db);
  });
});

describe('freezing withdrawals', () => {
  it('refuses a withdrawal request inside its transaction, holding nothing', async () => {
    const user = await walletUser(t, '100');
    const frozen = await adminCall(t, 'POST', 'user/freeze-withdrawals', compliance, {
      body: { id: user.userId, isFrozen: true, remark: 'Suspicious activity' },
    });
    expect(frozen.data).toEqual({ id: user.userId, isTradingRestricted: false, isWithdrawalFrozen: true });
    const id = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const request = (key: string) =>
      call(t.app, 'POST', 'withdrawal', {
        token: user.token,
        headers: { 'idempotency-key': key },
        body: {
          channelId: id,
          amount: '50',
          address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
          payPassword: PAY_PASSWORD,
        },
      });
    const refused = await request(idempotencyKey());
    expect([refused.status, refused.code]).toEqual([403, 1_007_000_020]);
    expect(await userAvailable(t.context.db, user.userId, 'spot', 'USDT')).toBe('100');
    const view = await adminCall<UserView>(t, 'GET', 'user/get', compliance, { query: { id: user.userId } });
    expect(view.data).toMatchObject({ user: { isWithdrawalFrozen: true }, pendingWithdrawalCount: 0 });

    await adminCall(t, 'POST', 'user/freeze-withdrawals', compliance, {
      body: { id: user.userId, isFrozen: false, remark: 'Cleared' },
    });
    const allowed = await request(idempotencyKey());
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(await userAvailable(t.context.db, user.userId, 'spot', 'USDT')).toBe('50');
  });

  it('needs users.restrict: a finance officer and a support agent are refused, and nothing changes', async () => {
    const user = await walletUser(t);
    const support = (await staffLogin(t, StaffRole.support)).token;
    for (const token of [finance, support]) {
      const refused = await adminCall(t, 'POST', 'user/freeze-withdrawals', token, {
        body: { id: user.userId, isFrozen: true, remark: 'x' },
      });
      expect(refused.status).toBe(403);
    }
    const view = await adminCall<UserView>(t, 'GET', 'user/get', support, { query: { id: user.userId } });
    expect(view.data.user.isWithdrawalFrozen).toBe(false);
  });
});
