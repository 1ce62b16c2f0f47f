import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { UserStatus } from '@exchange/contracts';
import { users, type Tx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { stageUserPush } from '../../../platform/ws-hub/user-push';
import type { UserRow } from '../users-repository';

type Restrictions = Pick<UserRow, 'isTradingRestricted' | 'isWithdrawalFrozen'>;

const restrictionsOf = (row: Restrictions): Restrictions => ({
  isTradingRestricted: row.isTradingRestricted,
  isWithdrawalFrozen: row.isWithdrawalFrozen,
});

/**
 * The user's row, locked for the rest of the transaction: every change to an account (its sessions, orders,
 * withdrawals) takes this lock first, so a staff action and the user's own request serialise. 404 naming `id`;
 * a deleted account takes no further changes.
 */
export const lockUserForStaff = async (tx: Tx, id: number): Promise<UserRow> => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) return fail('NOT_FOUND', { field: 'id' });
  if (row.status === UserStatus.deleted)
    return fail('BAD_REQUEST', { field: 'id', values: { reason: 'is a deleted account' } });
  return row;
};

/**
 * Sets one restriction flag and writes its audit entry (before/after, the remark) and the user's message in one
 * transaction, then pushes the new flags after commit.
 */
const setRestriction = async (
  context: AppContext,
  request: FastifyRequest,
  input: { id: number; changes: Partial<Restrictions>; remark: string },
) => {
  recordAudit(request, { target: `user:${input.id}` });
  const { after, notice } = await auditedTransaction(context.db, request, async (tx) => {
    const row = await lockUserForStaff(tx, input.id);
    const [updated] = await tx
      .update(users)
      .set({ ...input.changes, updatedAt: new Date(context.clock.nowMs()) })
      .where(eq(users.id, input.id))
      .returning();
    if (!updated) throw new Error(`user ${input.id} vanished under its lock`);
    const flags = restrictionsOf(updated);
    recordAudit(request, { before: restrictionsOf(row), after: { ...flags, remark: input.remark } });
    const staged = await stageUserPush(context, tx, input.id, { type: 'ACCOUNT_RESTRICTIONS', data: flags });
    return { after: flags, notice: staged };
  });
  await notice.send();
  return { id: input.id, ...after };
};

/** POST user/restrict-trading: the contract module refuses order placement and changes while it is set. */
export const restrictTrading = (
  context: AppContext,
  request: FastifyRequest,
  body: { id: number; isRestricted: boolean; remark: string },
) =>
  setRestriction(context, request, {
    id: body.id,
    changes: { isTradingRestricted: body.isRestricted },
    remark: body.remark,
  });

/** POST user/freeze-withdrawals: the wallet refuses new withdrawal requests while it is set. */
export const freezeWithdrawals = (
  context: AppContext,
  request: FastifyRequest,
  body: { id: number; isFrozen: boolean; remark: string },
) =>
  setRestriction(context, request, {
    id: body.id,
    changes: { isWithdrawalFrozen: body.isFrozen },
    remark: body.remark,
  });
