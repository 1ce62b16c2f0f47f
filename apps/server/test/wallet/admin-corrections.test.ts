import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { StaffRole, type BalanceCorrection } from '@exchange/contracts';
import { balanceCorrections, ledgerTransfers, staffAuditLog } from '../../src/platform/db/index';
import { userBalance } from '../../src/modules/ledger/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { connectSocket } from '../support/socket-client';
import { adminCall, logInStaff, staffLogin, type StaffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { walletUser } from './wallet-fixtures';

const SECOND_APPROVER_REQUIRED = 1_008_000_006;

let t: TestApp;
let proposer: StaffLogin;
let approver: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  proposer = await staffLogin(t, StaffRole.finance);
  approver = await staffLogin(t, StaffRole.finance);
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const proposal = (userId: number, overrides: Record<string, unknown> = {}) => ({
  userId,
  asset: 'USDT',
  wallet: 'spot',
  houseAccount: 'adjustments',
  direction: 1,
  amount: '12.5',
  reason: 'Deposit 4711 arrived but was never credited',
  ...overrides,
});

const propose = async (body: Record<string, unknown>, token = proposer.token) => {
  const result = await adminCall<BalanceCorrection>(t, 'POST', 'correction/propose', token, { body });
  expect(result.code, JSON.stringify(result.body)).toBe(0);
  return result.data;
};

const decide = (action: 'approve' | 'reject', token: string, id: number, remark?: string) =>
  adminCall<BalanceCorrection>(t, 'POST', `correction/${action}`, token, {
    body: remark === undefined ? { id } : { id, remark },
  });

const spotOf = (userId: number, asset = 'USDT') => userBalance(t.context.db, userId, 'spot', asset);

const correctionCount = async () =>
  (await t.context.db.select({ value: count() }).from(balanceCorrections))[0]?.value ?? 0;

describe('balance corrections', () => {
  it('applies a credit approved by a second account as exactly one ledger transfer, and tells the user', async () => {
    const user = await walletUser(t, '100');
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');
    const proposed = await propose(proposal(user.userId));
    expect(proposed).toMatchObject({
      status: 2,
      proposedBy: proposer.staffId,
      proposedByName: proposer.username,
      amount: '12.5',
      transferRef: null,
    });
    expect(await spotOf(user.userId)).toEqual({ available: '100', frozen: '0' });

    const own = await decide('approve', proposer.token, proposed.id);
    expect([own.status, own.code]).toEqual([409, SECOND_APPROVER_REQUIRED]);
    // A second session is still the same person: the rule compares accounts, not sessions.
    t.clock.advance(30_000);
    const proposerElsewhere = await logInStaff(t, proposer);
    const ownElsewhere = await decide('approve', proposerElsewhere, proposed.id);
    expect([ownElsewhere.status, ownElsewhere.code]).toEqual([409, SECOND_APPROVER_REQUIRED]);
    expect(await spotOf(user.userId)).toEqual({ available: '100', frozen: '0' });

    const applied = await decide('approve', approver.token, proposed.id);
    expect(applied.data).toMatchObject({
      status: 1,
      decidedBy: approver.staffId,
      decidedByName: approver.username,
      transferRef: `correction:${proposed.id}`,
    });
    expect(await spotOf(user.userId)).toEqual({ available: '112.5', frozen: '0' });
    expect((await socket.next('WALLET_UPDATE')).data).toEqual({ wallets: ['spot'], coin: 'USDT' });
    socket.socket.terminate();
    const [transfer] = await t.context.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, `correction:${proposed.id}`));
    expect(transfer).toMatchObject({ amount: '12.500000000000000000', businessType: 900 });
    expect(transfer?.reason).toBe('Deposit 4711 arrived but was never credited');
    expect((await decide('approve', approver.token, proposed.id)).code).toBe(1_007_000_008);

    const house = await adminCall<{ account: string; asset: string; available: string }[]>(
      t,
      'GET',
      'ledger/house-accounts',
      approver.token,
    );
    expect(house.data).toContainEqual(
      expect.objectContaining({ account: 'adjustments', asset: 'USDT', available: '-12.5' }),
    );
    const [entry] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `correction:${proposed.id}`))
      .orderBy(staffAuditLog.id);
    expect(entry).toMatchObject({ action: 'POST /correction/propose', staffId: proposer.staffId });
  });

  it('refuses a debit beyond the available balance and changes nothing', async () => {
    const user = await walletUser(t, '10');
    const debit = await propose(
      proposal(user.userId, { direction: -1, amount: '10.01', houseAccount: 'fees' }),
    );
    const refused = await decide('approve', approver.token, debit.id);
    expect([refused.status, refused.code]).toEqual([422, 1_007_000_001]);
    const page = await adminCall<{ list: BalanceCorrection[] }>(t, 'GET', 'correction/page', approver.token, {
      query: { userId: user.userId },
    });
    expect(page.data.list).toEqual([expect.objectContaining({ id: debit.id, status: 2, decidedBy: null })]);
    expect(await spotOf(user.userId)).toEqual({ available: '10', frozen: '0' });
    const transfers = await t.context.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `correction:${debit.id}`));
    expect(transfers).toEqual([]);

    // The exact balance can be taken back.
    const exact = await propose(proposal(user.userId, { direction: -1, amount: '10', houseAccount: 'fees' }));
    expect((await decide('approve', approver.token, exact.id)).data).toMatchObject({ status: 1 });
    expect(await spotOf(user.userId)).toEqual({ available: '0', frozen: '0' });
  });

  it('is rejected by another account with a remark, never by its proposer', async () => {
    const user = await walletUser(t);
    const proposed = await propose(proposal(user.userId, { wallet: 'contract' }));
    expect((await decide('reject', proposer.token, proposed.id, 'changed my mind')).code).toBe(
      SECOND_APPROVER_REQUIRED,
    );
    const rejected = await decide('reject', approver.token, proposed.id, 'No evidence attached');
    expect(rejected.data).toMatchObject({
      status: -1,
      decisionRemark: 'No evidence attached',
      transferRef: null,
    });
    expect((await decide('approve', approver.token, proposed.id)).code).toBe(1_007_000_008);
    const waiting = await adminCall<{ list: BalanceCorrection[] }>(
      t,
      'GET',
      'correction/page',
      approver.token,
      {
        query: { status: 2 },
      },
    );
    expect(waiting.data.list.every((row) => row.status === 2)).toBe(true);
    expect(waiting.data.list.some((row) => row.id === proposed.id)).toBe(false);
  });

  it('refuses bad fields with a 400 naming the field, and stores nothing', async () => {
    const user = await walletUser(t);
    const before = await correctionCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, 'amount'],
      [{ amount: '-5' }, 'amount'],
      [{ amount: '1.123456789' }, 'amount'],
      [{ houseAccount: 'contract_book' }, 'houseAccount'],
      [{ wallet: 'contract_margin' }, 'wallet'],
      [{ asset: 'NOPE' }, 'asset'],
      [{ direction: 2 }, 'direction'],
      [{ reason: '' }, 'reason'],
      [{ userId: 'abc' }, 'userId'],
    ];
    for (const [override, field] of cases) {
      const result = await adminCall(t, 'POST', 'correction/propose', proposer.token, {
        body: proposal(user.userId, override),
      });
      expect([result.status, result.body.data], JSON.stringify(override)).toEqual([
        400,
        expect.objectContaining({ field }),
      ]);
    }
    const missing = await adminCall(t, 'POST', 'correction/propose', proposer.token, {
      body: proposal(999_999_999),
    });
    expect([missing.status, missing.body.data]).toEqual([404, expect.objectContaining({ field: 'userId' })]);
    expect((await decide('approve', approver.token, 999_999_999)).status).toBe(404);
    expect(await correctionCount()).toBe(before);
  });

  it('is closed to support staff, and read-only to the auditor', async () => {
    const user = await walletUser(t);
    const support = await staffLogin(t, StaffRole.support);
    const auditor = await staffLogin(t, StaffRole.auditor);
    const before = await correctionCount();
    for (const token of [support.token, auditor.token])
      expect(
        (await adminCall(t, 'POST', 'correction/propose', token, { body: proposal(user.userId) })).status,
      ).toBe(403);
    expect((await adminCall(t, 'GET', 'correction/page', support.token)).status).toBe(403);
    expect((await adminCall(t, 'GET', 'correction/page', auditor.token)).code).toBe(0);
    const waiting = await propose(proposal(user.userId));
    expect((await decide('approve', support.token, waiting.id)).status).toBe(403);
    expect((await decide('approve', auditor.token, waiting.id)).status).toBe(403);
    expect(await correctionCount()).toBe(before + 1);
    expect(await spotOf(user.userId)).toEqual({ available: '0', frozen: '0' });
  });
});
