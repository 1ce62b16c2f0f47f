import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { StaffRole, type AdminWithdrawalOrder, type BalanceCorrection } from '@exchange/contracts';
import { ledgerTransfers } from '../../src/platform/db/index';
import { userBalance } from '../../src/modules/ledger/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call } from '../support/api';
import { adminCall, logInStaff, staffLogin, type StaffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { channelId, idempotencyKey, PAY_PASSWORD, walletUser } from './wallet-fixtures';

// Two-approver rules under real concurrency (PostgreSQL: PGlite has one connection, so nothing races there).
const ROUNDS = 25;
const REVIEW_STATE_CHANGED = 1_007_000_008;
const SECOND_APPROVER_REQUIRED = 1_008_000_006;

let t: TestApp;
let proposer: StaffLogin;
let approvers: StaffLogin[];
beforeAll(async () => {
  t = await createTestApp();
  proposer = await staffLogin(t, StaffRole.finance);
  approvers = [await staffLogin(t, StaffRole.finance), await staffLogin(t, StaffRole.superAdmin)];
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

describe('two approvers at once', () => {
  it(`two different accounts approving the same correction at once apply it once (${ROUNDS} rounds)`, async () => {
    const user = await walletUser(t);
    for (let round = 0; round < ROUNDS; round += 1) {
      const proposed = await adminCall<BalanceCorrection>(t, 'POST', 'correction/propose', proposer.token, {
        body: {
          userId: user.userId,
          asset: 'USDT',
          wallet: 'spot',
          houseAccount: 'adjustments',
          direction: 1,
          amount: '3',
          reason: `race round ${round}`,
        },
      });
      expect(proposed.code, JSON.stringify(proposed.body)).toBe(0);
      const answers = await Promise.all(
        approvers.map((approver) =>
          adminCall(t, 'POST', 'correction/approve', approver.token, { body: { id: proposed.data.id } }),
        ),
      );
      expect(answers.map((answer) => answer.code).sort()).toEqual([0, REVIEW_STATE_CHANGED]);
    }
    expect(await userBalance(t.context.db, user.userId, 'spot', 'USDT')).toEqual({
      available: String(ROUNDS * 3),
      frozen: '0',
    });
    const transfers = await t.context.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, 'correction:%'));
    expect(transfers).toHaveLength(ROUNDS);
  });

  it('one account approving a large withdrawal from two sessions at once counts once', async () => {
    const user = await walletUser(t, String(ROUNDS * 10_000));
    const [approver] = approvers as [StaffLogin];
    t.clock.advance(30_000);
    const sessions = [approver.token, await logInStaff(t, approver)];
    for (let round = 0; round < 5; round += 1) {
      const created = await call<{ id: number }>(t.app, 'POST', 'withdrawal', {
        token: user.token,
        headers: { 'idempotency-key': idempotencyKey('large') },
        body: {
          channelId: await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20'),
          amount: '10000',
          address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
          payPassword: PAY_PASSWORD,
        },
      });
      expect(created.code, JSON.stringify(created.body)).toBe(0);
      const answers = await Promise.all(
        sessions.map((token) =>
          adminCall<AdminWithdrawalOrder>(t, 'POST', 'withdrawal/approve', token, {
            body: { id: created.data.id },
          }),
        ),
      );
      expect(answers.map((answer) => answer.code).sort()).toEqual([0, SECOND_APPROVER_REQUIRED]);
      const counted = answers.find((answer) => answer.code === 0);
      expect(counted?.data).toMatchObject({ status: 2, firstApprovedBy: `staff:${approver.staffId}` });
      const rejected = await adminCall(t, 'POST', 'withdrawal/reject', proposer.token, {
        body: { id: created.data.id, remark: 'race' },
      });
      expect(rejected.code).toBe(0);
    }
  });
});
