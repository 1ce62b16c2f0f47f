import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { StaffRole } from '@exchange/contracts';
import { staffAccounts } from '../../src/platform/db/index';
import { newTotpSecret, sealTotpSecret, totpCodeAt } from '../../src/platform/auth/totp';
import { createStaffAccount } from '../../src/modules/staff/index';
import { call, freshIp } from './api';
import type { TestApp } from './test-app';

export const STAFF_PASSWORD = 'Staff-password-2026';

export interface StaffLogin {
  staffId: number;
  username: string;
  token: string;
  /** The account's TOTP secret, to sign in again (advance the clock a step first: a code is good once). */
  totpSecret: string;
}

/** A staff account of `role` with TOTP already enrolled, made directly (tests cannot read the seeded password). */
export const createEnrolledStaff = async (t: TestApp, role: string = StaffRole.superAdmin) => {
  const username = `staff-${randomBytes(4).toString('hex')}`;
  const staffId = await createStaffAccount(t.context.db, {
    username,
    password: STAFF_PASSWORD,
    role,
    mustChangePassword: false,
  });
  if (staffId === null) throw new Error('staff username clash');
  const totpSecret = newTotpSecret();
  await t.context.db
    .update(staffAccounts)
    .set({ totpSecret: sealTotpSecret(t.context.hashSecret, totpSecret) })
    .where(eq(staffAccounts.id, staffId));
  return { staffId, username, totpSecret };
};

/** Signs a staff account in with its password and the current TOTP code. */
export const logInStaff = async (t: TestApp, account: { username: string; totpSecret: string }) => {
  const login = await call<{ accessToken: string }>(t.app, 'POST', '/api/admin-api/auth/login', {
    body: {
      username: account.username,
      password: STAFF_PASSWORD,
      totpCode: totpCodeAt(account.totpSecret, t.clock.nowMs()),
    },
    ip: freshIp(),
  });
  if (login.code !== 0) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
  return login.data.accessToken;
};

/** A signed-in staff member of `role` (super admin by default). */
export const staffLogin = async (t: TestApp, role: string = StaffRole.superAdmin): Promise<StaffLogin> => {
  const account = await createEnrolledStaff(t, role);
  return { ...account, token: await logInStaff(t, account) };
};

/** A call on the admin API with a staff (or any) token, from a fresh IP so login rate limits never interfere. */
export const adminCall = <T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined> } = {},
) => call<T>(t.app, method, `/api/admin-api/${path}`, { token, ip: freshIp(), ...options });
