import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions, type Tx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { publishForceLogout } from '../../../platform/ws-hub/user-push';
import { revokeSessions } from '../../auth/index';
import { lockUserForStaff } from './user-restrictions';

/**
 * Revokes every live session of the user inside the caller's transaction (which holds the user's row lock, as
 * openSession does, so no login slips in between). Returns how many ended and what to announce after commit.
 */
export const endSessions = async (context: AppContext, tx: Tx, userId: number) => {
  const [live] = await tx
    .select({ value: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  const announce = await revokeSessions(context, { userId }, 'staff', tx);
  return { ended: live?.value ?? 0, announce };
};

/**
 * POST user/force-logout: the user's session ends (every instance learns it over the bus at once) and their open
 * apps get FORCE_LOGOUT with reason `staff`. Deleted accounts are refused: they have no session left to end.
 */
export const forceLogout = async (context: AppContext, request: FastifyRequest, body: { id: number }) => {
  recordAudit(request, { target: `user:${body.id}` });
  const { ended, announce } = await auditedTransaction(context.db, request, async (tx) => {
    await lockUserForStaff(tx, body.id);
    const revoked = await endSessions(context, tx, body.id);
    recordAudit(request, { before: { liveSessions: revoked.ended }, after: { liveSessions: 0 } });
    return revoked;
  });
  await announce();
  // Pushed even when no session was live: a socket opened before an earlier revocation still hears it.
  await publishForceLogout(context, body.id, 'staff');
  return { id: body.id, endedSessions: ended };
};
