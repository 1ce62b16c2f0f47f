import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RealNameStatus } from '@exchange/contracts';
import { realNameSubmissions, users, type Tx } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { stageUserPush } from '../../../platform/ws-hub/user-push';
import { announceMemberChanged } from '../member-cache';
import { requireSubmission } from './real-name-queue';

type Decision =
  { to: typeof RealNameStatus.verified } | { to: typeof RealNameStatus.rejected; remark: string };

/**
 * The guarded move 1 → verified | rejected, with the user's own status in the same transaction: the user row is
 * locked first (the order every account change takes), then the submission moves only if it is still under review.
 * A submission under review is always the user's latest (a new one is refused while one is under review), so the
 * user's status follows it. On rejection the name leaves the profile: only a name not rejected is shown there.
 */
const decide = async (tx: Tx, id: number, decision: Decision, actor: string, now: Date) => {
  const [target] = await tx
    .select({ userId: realNameSubmissions.userId })
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.id, id));
  if (!target) return fail('NOT_FOUND', { field: 'id' });
  await tx.select({ id: users.id }).from(users).where(eq(users.id, target.userId)).for('update');
  const [row] = await tx
    .update(realNameSubmissions)
    .set({
      status: decision.to,
      remark: 'remark' in decision ? decision.remark : null,
      reviewedAt: now,
      reviewedBy: actor,
    })
    .where(and(eq(realNameSubmissions.id, id), eq(realNameSubmissions.status, RealNameStatus.underReview)))
    .returning();
  if (!row) return fail('REVIEW_STATE_CHANGED', { field: 'id' });
  await tx
    .update(users)
    .set({
      realNameStatus: decision.to,
      realName: decision.to === RealNameStatus.verified ? row.realName : null,
      updatedAt: now,
    })
    .where(eq(users.id, row.userId));
  return row;
};

const review = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  id: number,
  decision: Decision,
) => {
  recordAudit(request, { target: `real-name:${id}` });
  const now = new Date(context.clock.nowMs());
  const remark = 'remark' in decision ? decision.remark : null;
  const { row, notice } = await auditedTransaction(context.db, request, async (tx) => {
    const decided = await decide(tx, id, decision, `staff:${staff.staffId}`, now);
    recordAudit(request, {
      before: { status: RealNameStatus.underReview },
      after: { status: decided.status, remark, userId: decided.userId },
    });
    // The user's message commits with the decision.
    const staged = await stageUserPush(context, tx, decided.userId, {
      type: 'REAL_NAME_NOTICE',
      data: { status: decided.status, remark },
    });
    return { row: decided, notice: staged };
  });
  await announceMemberChanged(context, row.userId);
  await notice.send();
  return requireSubmission(context.db, id);
};

/** POST real-name/approve: 1 → 2; the user is verified under the submitted name and told so. */
export const approveRealName = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number },
) => review(context, request, staff, body.id, { to: RealNameStatus.verified });

/** POST real-name/reject: 1 → −1 with the remark the user sees ("Real name rejected"); they may submit again. */
export const rejectRealName = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; remark: string },
) => review(context, request, staff, body.id, { to: RealNameStatus.rejected, remark: body.remark });
