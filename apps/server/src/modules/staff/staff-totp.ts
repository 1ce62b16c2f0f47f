import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffAccounts, staffSessions } from '../../platform/db/index';
import type { AppContext, StaffCaller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { auditedTransaction } from '../../platform/http/staff-audit';
import { newTotpSecret, sealTotpSecret, totpUri } from '../../platform/auth/totp';
import { acceptTotpCode } from './staff-login';

/**
 * TOTP enrolment: `enrol` offers a new secret (kept sealed as pending) and its otpauth:// address for the QR code;
 * `confirm` with a current code makes it the account's secret and marks this session verified. An account that
 * already has TOTP cannot enrol again from a session (a super admin resets it: staff/reset-totp).
 */
export const enrolStaffTotp = async (context: AppContext, request: FastifyRequest, staff: StaffCaller) => {
  const [account] = await context.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.staffId));
  if (!account) return fail('SESSION_REVOKED');
  if (account.totpSecret !== null)
    return fail('BAD_REQUEST', { field: 'totp', values: { reason: 'is already enrolled' } });
  const secret = newTotpSecret();
  await auditedTransaction(context.db, request, (tx) =>
    tx
      .update(staffAccounts)
      .set({ totpPendingSecret: sealTotpSecret(context.hashSecret, secret) })
      .where(eq(staffAccounts.id, staff.staffId)),
  );
  return { secret, otpauthUrl: totpUri(`${context.config.APP_BASE_NAME} admin`, account.username, secret) };
};

export const confirmStaffTotp = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { code: string },
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const [account] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staff.staffId))
      .for('update');
    if (!account) return fail('SESSION_REVOKED');
    if (account.totpSecret !== null)
      return fail('BAD_REQUEST', { field: 'totp', values: { reason: 'is already enrolled' } });
    if (account.totpPendingSecret === null)
      return fail('BAD_REQUEST', { field: 'code', values: { reason: 'start with auth/totp/enrol' } });
    if (!(await acceptTotpCode(context, tx, account, account.totpPendingSecret, body.code)))
      return fail('STAFF_TOTP_INVALID', { field: 'code' });
    await tx
      .update(staffAccounts)
      .set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null })
      .where(eq(staffAccounts.id, staff.staffId));
    await tx.update(staffSessions).set({ isTotpVerified: true }).where(eq(staffSessions.id, staff.sessionId));
    return true as const;
  });
