import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { bearerToken } from '../../platform/http/auth-guard';
import { liveStaffSession } from './staff-accounts';

/** The one route a staff account on its one-time password may call. */
const PASSWORD_ROUTE = '/auth/update-password';

/**
 * On every `auth: 'staff'` route: an admin-audience access token whose staff session is live and whose account is
 * active. App tokens were already refused by the platform's admin prefix guard.
 */
export const registerStaffGuard = (admin: FastifyInstance, context: AppContext, prefix: string) => {
  admin.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.auth !== 'staff') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const verified = await context.tokens.verify(token, { type: 'access', audience: 'admin' });
    if (!verified.ok) throw new AppError('UNAUTHENTICATED');
    const session = await liveStaffSession(context.db, verified.claims.sessionId, context.clock.nowMs());
    if (!session || session.staffId !== verified.claims.userId) throw new AppError('SESSION_REVOKED');
    if (session.mustChangePassword && request.routeOptions.url !== `${prefix}${PASSWORD_ROUTE}`)
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    request.staff = { staffId: session.staffId, sessionId: verified.claims.sessionId, role: session.role };
  });
};
