import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../src/platform/db/index';
import { totpCodeAt } from '../../src/platform/auth/totp';
import { call, freshIp } from '../support/api';
import { adminCall, createEnrolledStaff, logInStaff, STAFF_PASSWORD, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, totpCode?: string) =>
  call<{ accessToken: string; mustChangePassword: boolean; mustEnrolTotp: boolean }>(
    t.app,
    'POST',
    '/api/admin-api/auth/login',
    { body: { username, password, ...(totpCode ? { totpCode } : {}) }, ip: freshIp() },
  );

const nextStep = () => t.clock.advance(30_000);

describe('TOTP sign-in', () => {
  it('takes a code once, one step of drift either way, and never a wrong or replayed one', async () => {
    const account = await createEnrolledStaff(t, 'finance');
    const now = t.clock.nowMs();
    const first = await login(account.username, STAFF_PASSWORD, totpCodeAt(account.totpSecret, now));
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ mustChangePassword: false, mustEnrolTotp: false, role: 'finance' });
    const replay = await login(account.username, STAFF_PASSWORD, totpCodeAt(account.totpSecret, now));
    expect([replay.status, replay.code]).toEqual([401, 1_008_000_001]);
    nextStep();
    const late = await login(account.username, STAFF_PASSWORD, totpCodeAt(account.totpSecret, now));
    expect(late.code).toBe(1_008_000_001);
    const drift = await login(
      account.username,
      STAFF_PASSWORD,
      totpCodeAt(account.totpSecret, t.clock.nowMs() - 30_000),
    );
    expect(drift.code).toBe(1_008_000_001);
    nextStep();
    const wrongPasswordRightCode = await login(
      account.username,
      'not-the-password-1',
      totpCodeAt(account.totpSecret, t.clock.nowMs()),
    );
    expect(wrongPasswordRightCode.code).toBe(1_008_000_001);
    const behind = await login(
      account.username,
      STAFF_PASSWORD,
      totpCodeAt(account.totpSecret, t.clock.nowMs() - 30_000),
    );
    expect(behind.code).toBe(0);
    const malformed = await login(account.username, STAFF_PASSWORD, '12345');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toMatchObject({ field: 'totpCode' });
  });

  it('lets a session without TOTP enrol and nothing else, and checks the enrolment code', async () => {
    const admin = await staffLogin(t);
    const created = await adminCall<{ oneTimePassword: string; account: { id: number } }>(
      t,
      'POST',
      'staff/create',
      admin.token,
      { body: { username: 'new-compliance', role: 'compliance' } },
    );
    const { oneTimePassword } = created.data;
    const first = await login('new-compliance', oneTimePassword);
    expect(first.data).toMatchObject({ mustChangePassword: true, mustEnrolTotp: true });
    const token = first.data.accessToken;
    expect((await adminCall(t, 'POST', 'auth/totp/enrol', token)).code).toBe(1_008_000_002);
    await adminCall(t, 'PUT', 'auth/update-password', token, {
      body: { oldPassword: oneTimePassword, newPassword: 'compliance-passphrase-9' },
    });
    const me = await adminCall<{ mustEnrolTotp: boolean; permissions: string[] }>(t, 'GET', 'auth/me', token);
    expect(me.data).toMatchObject({ mustChangePassword: false, mustEnrolTotp: true, role: 'compliance' });
    expect(me.data.permissions).toContain('realname.review');
    expect((await adminCall(t, 'GET', 'audit/page', token)).code).toBe(1_008_000_004);
    const enrol = await adminCall<{ secret: string }>(t, 'POST', 'auth/totp/enrol', token);
    const wrong = await adminCall(t, 'POST', 'auth/totp/confirm', token, { body: { code: '000000' } });
    expect([wrong.status, wrong.code, wrong.body.data]).toEqual([422, 1_008_000_005, { field: 'code' }]);
    const [pending] = await t.context.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.username, 'new-compliance'));
    expect(pending?.totpSecret).toBeNull();
    expect(pending?.totpPendingSecret).not.toContain(enrol.data.secret);
    const code = totpCodeAt(enrol.data.secret, t.clock.nowMs());
    expect((await adminCall(t, 'POST', 'auth/totp/confirm', token, { body: { code } })).code).toBe(0);
    expect((await adminCall(t, 'GET', 'audit/page', token)).code).toBe(0);
    const again = await adminCall(t, 'POST', 'auth/totp/enrol', token);
    expect([again.status, again.body.data]).toEqual([400, { field: 'totp' }]);
    // The confirming code was used: signing in needs the next one.
    const reused = await login('new-compliance', 'compliance-passphrase-9', code);
    expect(reused.code).toBe(1_008_000_001);
  });
});

describe('staff sessions and management', () => {
  it('ends sessions after 8 hours and at logout', async () => {
    const staff = await staffLogin(t, 'auditor');
    expect((await adminCall(t, 'GET', 'auth/me', staff.token)).code).toBe(0);
    t.clock.advance(8 * 60 * 60 * 1000 + 1000);
    expect((await adminCall(t, 'GET', 'auth/me', staff.token)).status).toBeGreaterThanOrEqual(401);
    nextStep();
    const fresh = await logInStaff(t, staff);
    expect((await adminCall(t, 'POST', 'auth/logout', fresh)).code).toBe(0);
    expect((await adminCall(t, 'GET', 'auth/me', fresh)).status).toBe(409);
  });

  it('applies a role change or a disable at once, resets passwords and TOTP, and never on oneself', async () => {
    const admin = await staffLogin(t);
    const finance = await staffLogin(t, 'finance');
    expect((await adminCall(t, 'GET', 'ledger/audit', finance.token)).code).toBe(0);
    const demoted = await adminCall<{ role: string }>(t, 'PUT', 'staff/update', admin.token, {
      body: { id: finance.staffId, role: 'support' },
    });
    expect(demoted.data.role).toBe('support');
    expect((await adminCall(t, 'GET', 'ledger/audit', finance.token)).status).toBe(403);

    const self = await adminCall(t, 'PUT', 'staff/update', admin.token, {
      body: { id: admin.staffId, status: 0 },
    });
    expect([self.status, self.code]).toEqual([422, 1_008_000_007]);
    const unknown = await adminCall(t, 'POST', 'staff/reset-totp', admin.token, { body: { id: 999_999 } });
    expect([unknown.status, unknown.body.data]).toEqual([404, { field: 'id' }]);
    const badRole = await adminCall(t, 'POST', 'staff/create', admin.token, {
      body: { username: 'someone', role: 'root' },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.data).toMatchObject({ field: 'role' });
    const taken = await adminCall(t, 'POST', 'staff/create', admin.token, {
      body: { username: finance.username, role: 'support' },
    });
    expect([taken.status, taken.body.data]).toEqual([400, { field: 'username' }]);

    const reset = await adminCall(t, 'POST', 'staff/reset-totp', admin.token, {
      body: { id: finance.staffId },
    });
    expect(reset.data).toMatchObject({ isTotpEnrolled: false });
    expect((await adminCall(t, 'GET', 'auth/me', finance.token)).status).toBe(409);
    const afterReset = await login(finance.username, STAFF_PASSWORD);
    expect(afterReset.data).toMatchObject({ mustEnrolTotp: true });

    const disabled = await adminCall(t, 'PUT', 'staff/update', admin.token, {
      body: { id: finance.staffId, status: 0 },
    });
    expect(disabled.data).toMatchObject({ status: 0 });
    expect((await adminCall(t, 'GET', 'auth/me', afterReset.data.accessToken)).status).toBe(409);
    expect((await login(finance.username, STAFF_PASSWORD)).code).toBe(1_008_000_001);

    const password = await adminCall<{ oneTimePassword: string }>(
      t,
      'POST',
      'staff/reset-password',
      admin.token,
      {
        body: { id: finance.staffId },
      },
    );
    await adminCall(t, 'PUT', 'staff/update', admin.token, { body: { id: finance.staffId, status: 1 } });
    const withNew = await login(finance.username, password.data.oneTimePassword);
    expect(withNew.data).toMatchObject({ mustChangePassword: true, mustEnrolTotp: true });
    expect((await login(finance.username, STAFF_PASSWORD)).code).toBe(1_008_000_001);
  });
});
