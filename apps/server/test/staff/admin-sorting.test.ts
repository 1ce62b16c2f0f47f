import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '@exchange/contracts';
import { staffAccounts, staffAuditLog } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { createUser } from '../member/member-fixtures';
import { call } from '../support/api';
import { adminCall, staffLogin, type StaffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { channelId, idempotencyKey, PAY_PASSWORD, walletUser } from '../wallet/wallet-fixtures';

let t: TestApp;
let admin: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffLogin(t);
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

type Query = Record<string, string | number | undefined>;

/** The rows of one staff list page, failing loudly on a refusal. */
const listOf = async <Row>(path: string, query: Query) => {
  const page = await adminCall<{ list: Row[] }>(t, 'GET', path, admin.token, { query });
  expect(page.code, JSON.stringify(page.body)).toBe(0);
  return page.data.list;
};

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
const descending = (values: number[]) => [...values].sort((a, b) => b - a);

describe('sorting the audit log', () => {
  let staffId: number;
  let seeded: { id: number; status: number }[];
  beforeAll(async () => {
    // A staff account of its own, so filtering by it shows only these rows.
    const [owner] = await t.context.db
      .insert(staffAccounts)
      .values({ username: 'audit-sort-owner', passwordHash: 'unused', role: StaffRole.support })
      .returning({ id: staffAccounts.id });
    staffId = owner!.id;
    const at = new Date(t.clock.nowMs());
    seeded = await t.context.db
      .insert(staffAuditLog)
      .values(
        [403, 200, 400, 200].map((status) => ({
          staffId,
          action: 'POST /user/restrict-trading',
          status,
          ip: '127.0.0.1',
          createdAt: at,
        })),
      )
      .returning({ id: staffAuditLog.id, status: staffAuditLog.status });
  });

  it('keeps newest first by default and sorts by status either way, ties by id', async () => {
    const all = ids(seeded);
    expect(ids(await listOf('audit/page', { staffId }))).toEqual(descending(all));
    const [first200, second200] = seeded.filter((row) => row.status === 200).map((row) => row.id);
    const byId = (status: number) => seeded.find((row) => row.status === status)!.id;
    expect(ids(await listOf('audit/page', { staffId, sortBy: 'status', sortOrder: 'asc' }))).toEqual([
      first200,
      second200,
      byId(400),
      byId(403),
    ]);
    expect(ids(await listOf('audit/page', { staffId, sortBy: 'status', sortOrder: 'desc' }))).toEqual([
      byId(403),
      byId(400),
      second200,
      first200,
    ]);
  });

  it('breaks equal times by id, and sorts ascending when no order is given', async () => {
    const all = ids(seeded);
    expect(ids(await listOf('audit/page', { staffId, sortBy: 'createdAt' }))).toEqual(ascending(all));
    expect(ids(await listOf('audit/page', { staffId, sortBy: 'createdAt', sortOrder: 'desc' }))).toEqual(
      descending(all),
    );
    // The tie-breaker keeps pages disjoint: page 1 and page 2 of two rows are the four rows once each.
    const pageOne = await listOf<{ id: number }>('audit/page', {
      staffId,
      sortBy: 'createdAt',
      pageSize: 2,
      pageNo: 1,
    });
    const pageTwo = await listOf<{ id: number }>('audit/page', {
      staffId,
      sortBy: 'createdAt',
      pageSize: 2,
      pageNo: 2,
    });
    expect([...ids(pageOne), ...ids(pageTwo)]).toEqual(ascending(all));
  });
});

describe('sorting staff accounts', () => {
  it('keeps oldest first by default and sorts by username or status, ties by id', async () => {
    const rows = await t.context.db
      .insert(staffAccounts)
      .values(
        ['sort-bravo', 'sort-alpha', 'sort-charlie'].map((username, index) => ({
          username,
          passwordHash: 'unused',
          role: StaffRole.compliance,
          status: index === 2 ? 0 : 1,
        })),
      )
      .returning({ id: staffAccounts.id, username: staffAccounts.username });
    const [bravo, alpha, charlie] = ids(rows);
    const role = StaffRole.compliance;
    expect(ids(await listOf('staff/page', { role }))).toEqual([bravo, alpha, charlie]);
    const byName = await listOf<{ id: number; username: string }>('staff/page', { role, sortBy: 'username' });
    expect(byName.map((row) => row.username)).toEqual(['sort-alpha', 'sort-bravo', 'sort-charlie']);
    expect(ids(await listOf('staff/page', { role, sortBy: 'username', sortOrder: 'desc' }))).toEqual([
      charlie,
      bravo,
      alpha,
    ]);
    // Status 0 (charlie) first, then the two active ones by id; descending reverses both.
    expect(ids(await listOf('staff/page', { role, sortBy: 'status', sortOrder: 'asc' }))).toEqual([
      charlie,
      bravo,
      alpha,
    ]);
    expect(ids(await listOf('staff/page', { role, sortBy: 'status', sortOrder: 'desc' }))).toEqual([
      alpha,
      bravo,
      charlie,
    ]);
  });
});

describe('sorting users', () => {
  it('keeps newest first by default and sorts by nickname, ties by id', async () => {
    const made = [];
    for (const nickname of ['zsorted-beta', 'zsorted-alpha', 'zsorted-gamma'])
      made.push((await createUser(t, { nickname })).userId);
    const [beta, alpha, gamma] = made as [number, number, number];
    const keyword = 'zsorted-';
    expect(ids(await listOf('user/page', { keyword }))).toEqual([gamma, alpha, beta]);
    expect(ids(await listOf('user/page', { keyword, sortBy: 'nickname' }))).toEqual([alpha, beta, gamma]);
    expect(ids(await listOf('user/page', { keyword, sortBy: 'nickname', sortOrder: 'desc' }))).toEqual([
      gamma,
      beta,
      alpha,
    ]);
    // All three are active: the status sort falls back to the id.
    expect(ids(await listOf('user/page', { keyword, sortBy: 'status' }))).toEqual([beta, alpha, gamma]);
    expect(ids(await listOf('user/page', { keyword, sortBy: 'status', sortOrder: 'desc' }))).toEqual([
      gamma,
      alpha,
      beta,
    ]);
  });
});

describe('sorting withdrawals', () => {
  const withdraw = async (token: string, amount: string) => {
    const created = await call<{ id: number }>(t.app, 'POST', 'withdrawal', {
      token,
      headers: { 'idempotency-key': idempotencyKey('wd') },
      body: {
        channelId: await channelId(t, token, 'withdrawal', 4, 'USDT', 'TRC20'),
        amount,
        address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
        payPassword: PAY_PASSWORD,
      },
    });
    expect(created.code, JSON.stringify(created.body)).toBe(0);
    return created.data.id;
  };

  it('keeps newest first by default and sorts by amount or status, ties by id', async () => {
    const user = await walletUser(t, '1000');
    const thirty = await withdraw(user.token, '30');
    const ten = await withdraw(user.token, '10');
    const twenty = await withdraw(user.token, '20');
    const { userId } = user;
    expect(ids(await listOf('withdrawal/page', { userId }))).toEqual([twenty, ten, thirty]);
    expect(ids(await listOf('withdrawal/page', { userId, sortBy: 'amount', sortOrder: 'asc' }))).toEqual([
      ten,
      twenty,
      thirty,
    ]);
    expect(ids(await listOf('withdrawal/page', { userId, sortBy: 'amount', sortOrder: 'desc' }))).toEqual([
      thirty,
      twenty,
      ten,
    ]);
    // All three wait (status 2): the id decides, in the chosen direction.
    expect(ids(await listOf('withdrawal/page', { userId, sortBy: 'status' }))).toEqual([thirty, ten, twenty]);
    expect(ids(await listOf('withdrawal/page', { userId, sortBy: 'status', sortOrder: 'desc' }))).toEqual([
      twenty,
      ten,
      thirty,
    ]);
  });
});

describe('a sort the list does not offer', () => {
  it.each([
    ['user/page', { sortBy: 'passwordHash' }, 'sortBy'],
    ['audit/page', { sortBy: 'id; drop table users' }, 'sortBy'],
    ['withdrawal/page', { sortBy: 'address' }, 'sortBy'],
    ['staff/page', { sortBy: 'username', sortOrder: 'up' }, 'sortOrder'],
  ])('%s %j is a 400 naming %s', async (path, query, field) => {
    const refused = await adminCall(t, 'GET', path, admin.token, { query });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ field });
  });
});
