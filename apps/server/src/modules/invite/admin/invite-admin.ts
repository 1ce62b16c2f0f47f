import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  InviteCodeStatus,
  type AdminInviteCode,
  type AdminRebateConfig,
  type RebateConfigInput,
} from '@exchange/contracts';
import { canonicalDecimal } from '@exchange/domain';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { inviteCodes, rebateConfig } from '../../../platform/db/index';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { friendCounts } from '../codes';
import {
  readRebateConfig,
  toInviteCode,
  toRebateConfig,
  type InviteCodeRow,
  type RebateConfigRow,
} from '../invite-rules';

const toAdminConfig = (row: RebateConfigRow): AdminRebateConfig => ({
  ...toRebateConfig(row),
  updatedAt: row.updatedAt.getTime(),
  updatedBy: row.updatedBy,
});

export const getAdminRebateConfig = async (context: AppContext) =>
  toAdminConfig(await readRebateConfig(context.db));

/** `PUT invite/rebate-config`: the whole rule set at once, audited with before and after. */
export const saveRebateConfig = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: RebateConfigInput,
) => {
  const saved = await auditedTransaction(context.db, request, async (tx) => {
    const before = await readRebateConfig(tx);
    const [row] = await tx
      .update(rebateConfig)
      .set({
        isEnabled: body.isEnabled,
        level1Rate: canonicalDecimal(body.level1Rate),
        level2Rate: canonicalDecimal(body.level2Rate),
        maxKickbackRate: canonicalDecimal(body.maxKickbackRate),
        dailyCaps: Object.fromEntries(
          Object.entries(body.dailyCaps).map(([asset, cap]) => [asset, canonicalDecimal(cap)]),
        ),
        updatedBy: `staff:${staff.staffId}`,
        updatedAt: new Date(context.clock.nowMs()),
      })
      .where(eq(rebateConfig.id, 1))
      .returning();
    recordAudit(request, {
      target: 'rebate-config',
      before: toRebateConfig(before),
      after: toRebateConfig(row!),
    });
    return row!;
  });
  return toAdminConfig(saved);
};

const toAdminCode = (row: InviteCodeRow, friends: number): AdminInviteCode => ({
  ...toInviteCode(row, friends),
  userId: row.userId,
  suspendedBy: row.suspendedBy,
  suspendRemark: row.suspendRemark,
});

const friendsOf = async (context: AppContext, code: string) =>
  (await friendCounts(context.db, [code])).get(code) ?? 0;

export const pageAdminInviteCodes = async (
  context: AppContext,
  query: {
    pageNo: number;
    pageSize: number;
    code?: string | undefined;
    userId?: number | undefined;
    status?: number | undefined;
  },
) => {
  const where = and(
    query.code ? eq(inviteCodes.code, query.code.toUpperCase()) : undefined,
    query.userId ? eq(inviteCodes.userId, query.userId) : undefined,
    query.status === undefined ? undefined : eq(inviteCodes.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(inviteCodes)
      .where(where)
      .orderBy(desc(inviteCodes.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db.select({ total: count() }).from(inviteCodes).where(where),
  ]);
  // One count for the page, not one per row.
  const counts = await friendCounts(
    context.db,
    rows.map((row) => row.code),
  );
  return { list: rows.map((row) => toAdminCode(row, counts.get(row.code) ?? 0)), total: total?.total ?? 0 };
};

/** Suspends or restores a code: one guarded update, audited; the other state's call is a no-op refusal. */
const setCodeStatus = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  input: { id: number; status: number; remark: string | null },
) => {
  const row = await auditedTransaction(context.db, request, async (tx) => {
    const [before] = await tx.select().from(inviteCodes).where(eq(inviteCodes.id, input.id)).for('update');
    if (!before) fail('INVITE_CODE_NOT_FOUND', { field: 'id' });
    const [after] = await tx
      .update(inviteCodes)
      .set({
        status: input.status,
        suspendedBy: input.status === InviteCodeStatus.suspended ? `staff:${staff.staffId}` : null,
        suspendRemark: input.remark,
        updatedAt: new Date(context.clock.nowMs()),
      })
      .where(eq(inviteCodes.id, input.id))
      .returning();
    recordAudit(request, {
      target: `invite-code:${input.id}`,
      before: { status: before!.status, remark: before!.suspendRemark },
      after: { status: after!.status, remark: after!.suspendRemark },
    });
    return after!;
  });
  return toAdminCode(row, await friendsOf(context, row.code));
};

export const suspendInviteCode = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; remark: string },
) =>
  setCodeStatus(context, request, staff, {
    id: body.id,
    status: InviteCodeStatus.suspended,
    remark: body.remark,
  });

export const restoreInviteCode = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number },
) => setCodeStatus(context, request, staff, { id: body.id, status: InviteCodeStatus.active, remark: null });
