import type { FastifyInstance } from 'fastify';
import { staffCan } from '@exchange/contracts';
import type { AppContext, StaffCaller } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { bearerToken } from '../../platform/http/auth-guard';
import { liveStaffSession } from './staff-accounts';

/** Before the one-time password is replaced, only these own-account routes answer. */
const BEFORE_PASSWORD_CHANGE = new Set(['/auth/me', '/auth/logout', '/auth/update-password']);
/** Before TOTP is verified in this session, these. */
const BEFORE_TOTP = new Set([...BEFORE_PASSWORD_CHANGE, '/auth/totp/enrol', '/auth/totp/confirm']);

/**
 * On every `auth: 'staff'` route: an admin-audience access token whose staff session is live and whose account is
 * active; the one-time password replaced and TOTP verified (else only the own-account routes answer); and the
 * route's permission held by the account's role, read from the database on each call so a role change or a
 * disabled account takes effect at once. App tokens were already refused by the platform's admin prefix guard.
 */
/**
 * The staff member a staff access token speaks for, read from the database: their live session (not revoked, not
 * expired, active account, the token's own staff id). `undefined` when the token does not verify as a staff token,
 * `null` when it does but its session is not live. The guard and the chat socket (agents) both ask this.
 */
export const staffCallerOf = async (
  context: AppContext,
  token: string,
): Promise<StaffCaller | null | undefined> => {
  const verified = await context.tokens.verify(token, { type: 'access', audience: 'admin' });
  if (!verified.ok) return undefined;
  const session = await liveStaffSession(context.db, verified.claims.sessionId, context.clock.nowMs());
  if (!session || session.staffId !== verified.claims.userId) return null;
  return {
    staffId: session.staffId,
    username: session.username,
    sessionId: verified.claims.sessionId,
    role: session.role,
    mustChangePassword: session.mustChangePassword,
    isTotpVerified: session.isTotpVerified,
    sessionExpiresAtMs: session.expiresAt.getTime(),
  };
};

export const registerStaffGuard = (admin: FastifyInstance, context: AppContext, prefix: string) => {
  // preValidation, not preHandler: a caller without the permission is refused before their body is even checked.
  admin.addHook('preValidation', async (request) => {
    const { auth, permission } = request.routeOptions.config;
    if (auth !== 'staff') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const staff = await staffCallerOf(context, token);
    if (!staff) throw new AppError(staff === null ? 'SESSION_REVOKED' : 'UNAUTHENTICATED');
    const route = (request.routeOptions.url ?? '').slice(prefix.length);
    request.staff = staff;
    if (staff.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(route))
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (!staff.isTotpVerified && !BEFORE_TOTP.has(route)) throw new AppError('STAFF_TOTP_ENROLMENT_REQUIRED');
    if (!permission || !staffCan(staff.role, permission)) throw new AppError('FORBIDDEN');
  });
};
