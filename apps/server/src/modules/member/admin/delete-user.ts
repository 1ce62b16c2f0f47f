import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { UserStatus } from '@exchange/contracts';
import { users } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { publishForceLogout } from '../../../platform/ws-hub/user-push';
import { userBalances } from '../../ledger/index';
import { announceMemberChanged } from '../member-cache';
import { endSessions } from './force-logout';
import { toAdminUser } from './user-search';
import { lockUserForStaff } from './user-restrictions';
import { openCommitments } from './user-view';

/** Why the account cannot be deleted yet ("has 1 open contract position, 2 withdrawals in review"), or null. */
const blockingReason = ({ counts, labels }: Awaited<ReturnType<typeof openCommitments>>) => {
  const open = Object.entries(counts)
    .map(([key, total]) => ({ label: labels[key], key, total }))
    .filter(({ total }) => total > 0)
    .map(({ label, key, total }) => `${total} ${(total === 1 ? label?.one : label?.other) ?? key}`);
  return open.length === 0 ? null : `has ${open.join(', ')}: settle them first`;
};

/**
 * POST user/delete: status −1 under the user's row lock, after checking nothing would be stranded on the account
 * (positions and resting orders would keep trading, reviews would move money to an account nobody can reach). The
 * session ends with the change; after commit every instance learns it and the apps get FORCE_LOGOUT
 * (`accountDeleted`). Balances stay in the ledger, recorded in the audit entry (written in the same transaction).
 * Login refuses status −1.
 */
export const deleteUser = async (
  context: AppContext,
  request: FastifyRequest,
  body: { id: number; remark: string },
) => {
  recordAudit(request, { target: `user:${body.id}` });
  const { row, announce } = await auditedTransaction(context.db, request, async (tx) => {
    const locked = await lockUserForStaff(tx, body.id);
    const reason = blockingReason(await openCommitments(context, tx, body.id));
    if (reason) fail('BAD_REQUEST', { field: 'id', values: { reason } });
    const [deleted] = await tx
      .update(users)
      .set({ status: UserStatus.deleted, isOnline: false, updatedAt: new Date(context.clock.nowMs()) })
      .where(eq(users.id, body.id))
      .returning();
    if (!deleted) throw new Error(`user ${body.id} vanished under its lock`);
    const { announce: announceRevoked } = await endSessions(context, tx, body.id);
    const balances = await userBalances(tx, body.id);
    recordAudit(request, {
      before: { status: locked.status, balances },
      after: { status: deleted.status, remark: body.remark },
    });
    return { row: deleted, announce: announceRevoked };
  });
  await announce();
  await announceMemberChanged(context, body.id);
  await publishForceLogout(context, body.id, 'accountDeleted');
  return toAdminUser(row);
};
