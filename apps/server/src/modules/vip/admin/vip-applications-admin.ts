import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { VipApplicationStatus, type AdminVipApplication } from '@exchange/contracts';
import { users, vipApplications, type DbOrTx } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { stageUserPush } from '../../../platform/ws-hub/user-push';
import { toVipApplication, type VipApplicationRow } from '../apply-vip';
import { announceVipChanged, effectiveLevelOf, vipRuntimeOf } from '../vip-runtime';

const toAdmin = (context: AppContext, row: VipApplicationRow): AdminVipApplication => ({
  ...toVipApplication(row),
  userId: row.userId,
  currentLevel: effectiveLevelOf(vipRuntimeOf(context).stateOf(row.userId), context.clock.nowMs()).level,
  reviewedBy: row.reviewedBy,
});

/** `GET vip/applications`: pending (default) oldest first, so the queue is worked in order; a decided status newest first. */
export const pageVipApplications = async (
  context: AppContext,
  query: { pageNo: number; pageSize: number; status?: number | undefined },
) => {
  const status = query.status ?? VipApplicationStatus.pending;
  const where = eq(vipApplications.status, status);
  const order = status === VipApplicationStatus.pending ? asc(vipApplications.id) : desc(vipApplications.id);
  const rows = await context.db
    .select()
    .from(vipApplications)
    .where(where)
    .orderBy(order)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(vipApplications).where(where);
  return { list: rows.map((row) => toAdmin(context, row)), total: Number(total?.value ?? 0) };
};

const findApplication = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(vipApplications).where(eq(vipApplications.id, id));
  return row ?? fail('VIP_APPLICATION_NOT_FOUND', { field: 'id' });
};

/**
 * The guarded move 0 → approved | rejected under the user's row lock: only a pending application moves, so of two
 * reviewers (or an approve and a reject) one wins and the other gets VIP_APPLICATION_DECIDED. Audited in the same
 * transaction with the user's message; after commit every instance reloads the user and the user gets the VIP audit
 * push.
 */
const decide = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  id: number,
  to: typeof VipApplicationStatus.approved | typeof VipApplicationStatus.rejected,
  remark: string | null,
) => {
  recordAudit(request, { target: `vip-application:${id}` });
  const now = new Date(context.clock.nowMs());
  const target = await findApplication(context.db, id);
  const { row, notice } = await auditedTransaction(context.db, request, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, target.userId)).for('update');
    const [decided] = await tx
      .update(vipApplications)
      .set({ status: to, remark, reviewedAt: now, reviewedBy: `staff:${staff.staffId}` })
      .where(and(eq(vipApplications.id, id), eq(vipApplications.status, VipApplicationStatus.pending)))
      .returning();
    if (!decided) return fail('VIP_APPLICATION_DECIDED', { field: 'id' });
    recordAudit(request, {
      before: { status: VipApplicationStatus.pending },
      after: { status: to, remark, userId: decided.userId, level: decided.level },
    });
    // The user's message commits with the decision.
    const staged = await stageUserPush(context, tx, decided.userId, {
      type: 'VIP_AUDIT',
      data: {
        applicationId: decided.id,
        level: decided.level,
        status: decided.status,
        remark: decided.remark,
      },
    });
    return { row: decided, notice: staged };
  });
  await announceVipChanged(context, { userId: row.userId });
  await notice.send();
  return toAdmin(context, row);
};

/** `POST vip/applications/approve`: the user holds the level from now on. */
export const approveVipApplication = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; remark?: string | undefined },
) => decide(context, request, staff, body.id, VipApplicationStatus.approved, body.remark || null);

/** `POST vip/applications/reject`: with the remark the user sees; they may apply again. */
export const rejectVipApplication = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; remark: string },
) => decide(context, request, staff, body.id, VipApplicationStatus.rejected, body.remark);
