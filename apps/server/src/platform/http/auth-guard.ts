import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UserKind, type StaffPermission } from '@exchange/contracts';
import { AppError } from '../errors';
import type { AppContext, Caller, StaffCaller } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    staff: StaffCaller | null;
  }
  interface FastifyContextConfig {
    /** none: public; session: any signed-in token (visitors too); member: a registered user; staff: a staff token
     * (checked by the staff module's guard); staff-login: the admin API's public login. */
    auth?: 'none' | 'session' | 'member' | 'staff' | 'staff-login';
    /** On staff routes: what the caller's role must hold (contracts' admin/permissions.ts). */
    permission?: StaffPermission;
  }
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** Resolves the caller of an app-API request, or throws 401 / 409 / 403 as spec §8 wants. */
export const authenticate = (context: AppContext, request: FastifyRequest, required: 'session' | 'member') =>
  authenticateToken(context, bearerToken(request), required);

/** The same checks for a token that arrives another way (the data socket's `Authorization` query). */
export const authenticateToken = async (
  context: AppContext,
  token: string | null,
  required: 'session' | 'member',
  audience: 'app' | 'im' = 'app',
): Promise<Caller> => {
  if (!token) throw new AppError('UNAUTHENTICATED');
  const verified = await context.tokens.verify(token, { type: 'access', audience });
  if (!verified.ok) {
    // A staff token is well-formed but meant for the other API.
    if (
      verified.reason === 'invalid' &&
      (await context.tokens.verify(token, { type: 'access', audience: 'admin' })).ok
    ) {
      throw new AppError('FORBIDDEN');
    }
    throw new AppError('UNAUTHENTICATED');
  }
  const { claims } = verified;
  const state = await context.sessions.state(claims.sessionId);
  if (state === 'replaced') throw new AppError('SESSION_REPLACED');
  if (state !== 'live') throw new AppError('SESSION_REVOKED');
  if (required === 'member' && claims.userKind !== UserKind.real) throw new AppError('VISITOR_NOT_ALLOWED');
  return { userId: claims.userId, sessionId: claims.sessionId, userKind: claims.userKind };
};

export const registerAuthGuard = (app: FastifyInstance, context: AppContext) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('staff', null);
  // Before validation: a caller without a session learns nothing, not even which fields a body needs.
  app.addHook('preValidation', async (request) => {
    const required = request.routeOptions.config.auth;
    if (required !== 'session' && required !== 'member') return;
    request.caller = await authenticate(context, request, required);
  });
};

/**
 * The staff API: nothing under /api/admin-api answers an app token (403) or no token (401), except the staff
 * login. The staff module's guard then checks the staff session on each staff route.
 */
export const registerAdminPrefixGuard = (app: FastifyInstance, context: AppContext) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/admin-api')) return;
    if (request.method === 'POST' && request.url.split('?')[0] === '/api/admin-api/auth/login') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const asAdmin = await context.tokens.verify(token, { type: 'access', audience: 'admin' });
    if (asAdmin.ok) return;
    const asApp = await context.tokens.verify(token, { type: 'access', audience: 'app' });
    throw new AppError(asApp.ok ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  });
};
