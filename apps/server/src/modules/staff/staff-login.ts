import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLE_PERMISSIONS, isStaffRole } from '@exchange/contracts';
import { staffAccounts, staffSessions, type DbOrTx } from '../../platform/db/index';
import type { AppContext, StaffCaller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { matchTotpStep, openTotpSecret } from '../../platform/auth/totp';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';
import { revokeStaffSessions, STAFF_SESSION_TTL_MS } from './staff-accounts';

type StaffAccountRow = typeof staffAccounts.$inferSelect;

/**
 * Checks a TOTP code against the account's sealed secret and, when it matches a step later than the last one used,
 * records that step (a code is good once). Returns whether it was accepted.
 */
export const acceptTotpCode = async (
  context: AppContext,
  db: DbOrTx,
  account: Pick<StaffAccountRow, 'id' | 'totpLastStep'>,
  sealedSecret: string,
  code: string,
) => {
  const step = matchTotpStep(openTotpSecret(context.hashSecret, sealedSecret), code, context.clock.nowMs());
  if (step === null || (account.totpLastStep !== null && step <= account.totpLastStep)) return false;
  const updated = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, account.id),
        account.totpLastStep === null
          ? isNull(staffAccounts.totpLastStep)
          : eq(staffAccounts.totpLastStep, account.totpLastStep),
      ),
    )
    .returning({ id: staffAccounts.id });
  return updated.length === 1;
};

/**
 * Username, password and (once enrolled) the TOTP code. One message for unknown user, wrong password and disabled
 * account; a right password without a code asks for it (STAFF_TOTP_REQUIRED); a wrong code is a failed login.
 * An account without TOTP gets a session that can only enrol it (and change its one-time password first). The
 * session is opened in the same transaction as the login's audit entry.
 */
export const staffLogin = async (
  context: AppContext,
  request: FastifyRequest,
  body: { username: string; password: string; totpCode?: string | undefined },
) => {
  const [account] = await context.db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.username, body.username));
  const isValid = await verifyPassword(account?.passwordHash ?? null, body.password);
  if (!account || !isValid || account.status !== 1) return fail('STAFF_LOGIN_FAILED');
  recordAudit(request, {
    target: `staff:${account.id}`,
    actor: { staffId: account.id, username: account.username, role: account.role },
  });
  const isTotpEnrolled = account.totpSecret !== null;
  if (isTotpEnrolled && !body.totpCode) return fail('STAFF_TOTP_REQUIRED', { field: 'totpCode' });
  if (
    account.totpSecret !== null &&
    !(await acceptTotpCode(context, context.db, account, account.totpSecret, body.totpCode ?? ''))
  )
    return fail('STAFF_LOGIN_FAILED');
  const nowMs = context.clock.nowMs();
  const sessionId = context.ids.uuid();
  await auditedTransaction(context.db, request, async (tx) => {
    await tx.insert(staffSessions).values({
      id: sessionId,
      staffId: account.id,
      createdAt: new Date(nowMs),
      expiresAt: new Date(nowMs + STAFF_SESSION_TTL_MS),
      isTotpVerified: isTotpEnrolled,
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
    mustEnrolTotp: !isTotpEnrolled,
    role: account.role,
  };
};

/** The caller's account as the admin app needs it to decide what to show (the guard read it for this call). */
export const staffSelf = (staff: StaffCaller) => ({
  staffId: staff.staffId,
  username: staff.username,
  role: staff.role,
  permissions: isStaffRole(staff.role) ? [...ROLE_PERMISSIONS[staff.role]] : [],
  mustChangePassword: staff.mustChangePassword,
  mustEnrolTotp: !staff.isTotpVerified,
  sessionExpiresAtMs: staff.sessionExpiresAtMs,
});

export const staffLogout = async (context: AppContext, request: FastifyRequest, staff: StaffCaller) => {
  await auditedTransaction(context.db, request, (tx) =>
    tx
      .update(staffSessions)
      .set({ revokedAt: new Date(context.clock.nowMs()) })
      .where(eq(staffSessions.id, staff.sessionId)),
  );
  return true as const;
};

/** Replaces the caller's password (the one-time one first) and ends the caller's other sessions. */
export const updateStaffPassword = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { oldPassword: string; newPassword: string },
) => {
  const [account] = await context.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.staffId));
  if (!account || !(await verifyPassword(account.passwordHash, body.oldPassword)))
    return fail('BAD_REQUEST', { field: 'oldPassword', values: { reason: 'is not the current password' } });
  const passwordHash = await hashPassword(body.newPassword);
  await auditedTransaction(context.db, request, async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staffAccounts.id, staff.staffId));
    await revokeStaffSessions(tx, staff.staffId, context.clock.nowMs(), staff.sessionId);
  });
  return true as const;
};
