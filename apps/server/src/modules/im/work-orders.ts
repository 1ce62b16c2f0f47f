import { desc, eq } from 'drizzle-orm';
import type { WorkOrder } from '@exchange/contracts';
import { imWorkOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { memberGroup } from './im-store';
import { userParty } from './im-groups';

type WorkOrderRow = typeof imWorkOrders.$inferSelect;

export const toWorkOrder = (row: WorkOrderRow): WorkOrder => ({
  id: row.id,
  groupId: row.groupId,
  title: row.title,
  content: row.content,
  status: row.status as WorkOrder['status'],
  reply: row.reply,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

/** `im/work-order/create`: a ticket staff answer later, optionally from one of the caller's conversations. */
export const createWorkOrder = async (
  context: AppContext,
  caller: Caller,
  body: { groupId?: number | undefined; title: string; content: string },
) => {
  if (body.groupId !== undefined) await memberGroup(context.db, userParty(caller), body.groupId);
  const now = new Date(context.clock.nowMs());
  const [row] = await context.db
    .insert(imWorkOrders)
    .values({
      userId: caller.userId,
      groupId: body.groupId ?? null,
      title: body.title,
      content: body.content,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toWorkOrder(row!);
};

/** `im/work-order/list`: the caller's work orders, newest first (at most 100). */
export const listWorkOrders = async (context: AppContext, caller: Caller) =>
  (
    await context.db
      .select()
      .from(imWorkOrders)
      .where(eq(imWorkOrders.userId, caller.userId))
      .orderBy(desc(imWorkOrders.id))
      .limit(100)
  ).map(toWorkOrder);
