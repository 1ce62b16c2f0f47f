import type { FastifyRequest } from 'fastify';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { C2cOrderStatus, MerchantStatus, type AdminMerchant } from '@exchange/contracts';
import { c2cMerchants, c2cOrders, users } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { merchantStatsOf, statsOr, toMerchant, type MerchantRow } from '../merchants';
import { decideStep, runStaffOrderStep } from '../order-steps';
import { toOrder, toOrders } from '../order-views';

const toAdminMerchant = (
  row: MerchantRow & { account: string | null },
  stats: ReturnType<typeof statsOr>,
): AdminMerchant => ({
  ...toMerchant(row, stats),
  account: row.account ?? String(row.userId),
  decidedBy: row.decidedBy,
});

const accountOf = sql<string | null>`coalesce(${users.email}, ${users.areaCode} || ' ' || ${users.phone})`;

/** `GET c2c/merchants`: waiting applications first, then by application time. */
export const pageAdminMerchants = async (
  context: AppContext,
  query: { pageNo: number; pageSize: number; status?: number | undefined },
) => {
  const where = query.status === undefined ? undefined : eq(c2cMerchants.status, query.status);
  const [rows, [count]] = await Promise.all([
    context.db
      .select({ merchant: c2cMerchants, account: accountOf })
      .from(c2cMerchants)
      .innerJoin(users, eq(users.id, c2cMerchants.userId))
      .where(where)
      .orderBy(sql`${c2cMerchants.status} = ${MerchantStatus.applied} desc`, asc(c2cMerchants.appliedAt))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(c2cMerchants)
      .where(where),
  ]);
  const stats = await merchantStatsOf(
    context.db,
    rows.map((row) => row.merchant.userId),
    context.clock.nowMs(),
  );
  return {
    list: rows.map((row) =>
      toAdminMerchant({ ...row.merchant, account: row.account }, statsOr(stats, row.merchant.userId)),
    ),
    total: count?.total ?? 0,
  };
};

const NEXT_STATUS = {
  approve: MerchantStatus.approved,
  reject: MerchantStatus.rejected,
  suspend: MerchantStatus.suspended,
} as const;

/** Which states each decision applies to: approve a waiting or suspended one, reject a waiting one, suspend an approved one. */
const FROM_STATUS: Record<keyof typeof NEXT_STATUS, readonly number[]> = {
  approve: [MerchantStatus.applied, MerchantStatus.suspended],
  reject: [MerchantStatus.applied],
  suspend: [MerchantStatus.approved],
};

/** `POST c2c/merchants/:userId/decide`: one guarded change, audited with before and after. */
export const decideMerchant = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  userId: number,
  body: { action: keyof typeof NEXT_STATUS; remark: string },
) => {
  const row = await auditedTransaction(context.db, request, async (tx) => {
    const [before] = await tx
      .select()
      .from(c2cMerchants)
      .where(eq(c2cMerchants.userId, userId))
      .for('update');
    if (!before) return fail('NOT_FOUND', { field: 'userId' });
    if (!FROM_STATUS[body.action].includes(before.status)) fail('REVIEW_STATE_CHANGED', { field: 'action' });
    const [after] = await tx
      .update(c2cMerchants)
      .set({
        status: NEXT_STATUS[body.action],
        remark: body.remark || null,
        decidedAt: new Date(context.clock.nowMs()),
        decidedBy: `staff:${staff.staffId}`,
      })
      .where(eq(c2cMerchants.userId, userId))
      .returning();
    recordAudit(request, {
      target: `c2c-merchant:${userId}`,
      before: { status: before.status, remark: before.remark },
      after: { status: after!.status, remark: after!.remark },
    });
    return after!;
  });
  const [user] = await context.db.select({ account: accountOf }).from(users).where(eq(users.id, userId));
  const stats = await merchantStatsOf(context.db, [userId], context.clock.nowMs());
  return toAdminMerchant({ ...row, account: user?.account ?? null }, statsOr(stats, userId));
};

/** `GET c2c/orders` (staff): appeals first, then newest. */
export const pageAdminC2cOrders = async (
  context: AppContext,
  query: { pageNo: number; pageSize: number; status?: number | undefined },
) => {
  const where = query.status === undefined ? undefined : eq(c2cOrders.status, query.status);
  const [rows, [count]] = await Promise.all([
    context.db
      .select()
      .from(c2cOrders)
      .where(where)
      .orderBy(sql`${c2cOrders.status} = ${C2cOrderStatus.appealing} desc`, desc(c2cOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(c2cOrders)
      .where(where),
  ]);
  return { list: await toOrders(context.db, rows, 'staff'), total: count?.total ?? 0 };
};

export const getAdminC2cOrder = async (context: AppContext, id: number) => {
  const [row] = await context.db.select().from(c2cOrders).where(eq(c2cOrders.id, id));
  if (!row) return fail('C2C_ORDER_NOT_FOUND', { field: 'id' });
  return toOrder(context.db, row, 'staff');
};

/**
 * `POST c2c/orders/:id/decide`: an appealing order's escrow posts to the buyer or returns to the seller, under the
 * seller's money lock, in the audited transaction; both sides hear of it after commit.
 */
export const decideC2cAppeal = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  id: number,
  body: { decision: 'release' | 'return'; remark: string },
) => {
  const { view, announce } = await auditedTransaction(context.db, request, async (tx) => {
    const done = await runStaffOrderStep(
      context,
      tx,
      id,
      `staff:${staff.staffId}`,
      decideStep(body.decision, body.remark),
    );
    recordAudit(request, {
      target: `c2c-order:${id}`,
      before: { status: C2cOrderStatus.appealing },
      after: { status: done.view.status, ending: done.view.ending, remark: body.remark },
    });
    return done;
  });
  await announce();
  return view;
};
