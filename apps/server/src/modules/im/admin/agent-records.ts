import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { imRatings, imWorkOrders, staffAccounts } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction } from '../../../platform/http/staff-audit';
import { toWorkOrder } from '../work-orders';

const STATUS_ORDER = sql`case ${imWorkOrders.status} when 'open' then 0 when 'answered' then 1 else 2 end`;

/** Work orders for staff, open ones first, then newest. */
export const pageWorkOrders = async (
  context: AppContext,
  query: { pageNo: number; pageSize: number; status?: string | undefined },
) => {
  const where = query.status ? eq(imWorkOrders.status, query.status) : undefined;
  const [rows, [count]] = await Promise.all([
    context.db
      .select()
      .from(imWorkOrders)
      .where(where)
      .orderBy(asc(STATUS_ORDER), desc(imWorkOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(imWorkOrders)
      .where(where),
  ]);
  return { list: rows.map((row) => ({ ...toWorkOrder(row), userId: row.userId })), total: count?.total ?? 0 };
};

/** Staff answer a work order (answered) or close it; a closed one takes no more replies. Audited. */
export const replyWorkOrder = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  id: number,
  body: { reply: string; close: boolean },
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const [row] = await tx
      .update(imWorkOrders)
      .set({
        reply: body.reply,
        repliedBy: staff.staffId,
        status: body.close ? 'closed' : 'answered',
        updatedAt: new Date(context.clock.nowMs()),
      })
      .where(and(eq(imWorkOrders.id, id), sql`${imWorkOrders.status} <> 'closed'`))
      .returning();
    if (!row) return fail('NOT_FOUND', { field: 'id' });
    return { ...toWorkOrder(row), userId: row.userId };
  });

/** Ratings, newest first, with the average score over all of them (CSAT). */
export const pageRatings = async (context: AppContext, query: { pageNo: number; pageSize: number }) => {
  const [rows, [summary]] = await Promise.all([
    context.db
      .select({ rating: imRatings, staff: staffAccounts.username })
      .from(imRatings)
      .leftJoin(staffAccounts, eq(staffAccounts.id, imRatings.staffId))
      .orderBy(desc(imRatings.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({
        total: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${imRatings.score}), 2)::text`,
      })
      .from(imRatings),
  ]);
  return {
    list: rows.map(({ rating, staff }) => ({
      id: rating.id,
      groupId: rating.groupId,
      userId: rating.userId,
      staffId: rating.staffId,
      staff,
      score: rating.score,
      comment: rating.comment,
      createdAt: rating.createdAt.getTime(),
    })),
    total: summary?.total ?? 0,
    averageScore: summary?.average ?? null,
  };
};
