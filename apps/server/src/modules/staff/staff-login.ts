import { and, eq, isNull, ne } from 'drizzle-orm';
import { staffAccounts, staffSessions } from '../../platform/db/index';
import type { AppContext, StaffCaller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { STAFF_SESSION_TTL_MS } from './staff-accounts';

/** Username and password; one message for unknown user, wrong password and disabled account. */
export const staffLogin = async (context: AppContext, body: { username: string; password: string }) => {
  const [account] = await context.db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.username, body.username));
  const isValid = await verifyPassword(account?.passwordHash ?? null, body.password);
  if (!account || !isValid || account.status !== 1) return fail('STAFF_LOGIN_FAILED');
  const nowMs = context.clock.nowMs();
  const sessionId = context.ids.uuid();
  await context.db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({
      id: sessionId,
      staffId: account.id,
      createdAt: new Date(nowMs),
      expiresAt: new Date(nowMs + STAFF_SESSION_TTL_MS),
    });
    await tx
      .update(staffAccounts)
      .set({ lastLoginAt: new Date(nowMs) })
      .where(eq(staffAccounts.id, account.id));
  });
  const access = await context.tokens.issue({
    userId: account.id,
    sessionId,
    userKind: 0,
    type: 'access',
    audience: 'admin',
  });
  return {
    accessToken: access.token,
    expiresAtMs: Math.min(access.expiresAtMs, nowMs + STAFF_SESSION_TTL_MS),
    mustChangePassword: account.mustChangePassword,
    role: account.role,
  };
};

/** Replaces the caller's password (the one-time one first) and ends the caller's other sessions. */
export const updateStaffPassword = async (
  context: AppContext,
  staff: StaffCaller,
  body: { oldPassword: string; newPassword: string },
) => {
  const [account] = await context.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.staffId));
  if (!account || !(await verifyPassword(account.passwordHash, body.oldPassword)))
    return fail('BAD_REQUEST', { field: 'oldPassword', values: { reason: 'is not the current password' } });
  const passwordHash = await hashPassword(body.newPassword);
  await context.db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staffAccounts.id, staff.staffId));
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date(context.clock.nowMs()) })
      .where(
        and(
          eq(staffSessions.staffId, staff.staffId),
          ne(staffSessions.id, staff.sessionId),
          isNull(staffSessions.revokedAt),
        ),
      );
  });
  return true as const;
};
