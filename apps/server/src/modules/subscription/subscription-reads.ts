import { canonicalDecimal } from '@exchange/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  AllotmentRule,
  SubscriptionProjectStatus,
  type SubscriptionPhase,
  type SubscriptionProject,
} from '@exchange/contracts';
import { queryRows, subscriptionOrders, subscriptionProjects, type DbOrTx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { toOrder, toProject, type ProjectRow } from './subscription-rules';
import { ownOrder, projectById } from './subscription-store';

/**
 * Σ requested of projects still taking commitments (pro rata, lottery), read from their orders: a commitment holds the
 * project row only shared, so the row's running Σ is written at the close (first-come buys keep it as they go).
 */
const liveRequested = async (db: DbOrTx, rows: readonly ProjectRow[]) => {
  const ids = rows
    .filter((row) => row.status === SubscriptionProjectStatus.open && row.rule !== AllotmentRule.firstCome)
    .map((row) => row.id);
  if (ids.length === 0) return new Map<number, string>();
  const sums = await queryRows<{ project_id: string; total: string }>(
    db,
    sql`select project_id::text, coalesce(sum(quantity), 0)::text as total from subscription_orders
         where project_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )}) group by project_id`,
  );
  return new Map(sums.map((row) => [Number(row.project_id), canonicalDecimal(row.total)]));
};

export const toProjects = async (context: AppContext, db: DbOrTx, rows: readonly ProjectRow[]) => {
  const live = await liveRequested(db, rows);
  const nowMs = context.clock.nowMs();
  return rows.map((row) => {
    const project = toProject(row, nowMs);
    const requested = live.get(row.id);
    return requested === undefined ? project : { ...project, requestedQuantity: requested };
  });
};

/** The stored statuses and clock conditions of each phase (phaseOf, as a filter). */
const phaseWhere = (phase: SubscriptionPhase, now: Date): SQL | undefined => {
  const p = subscriptionProjects;
  const open = eq(p.status, SubscriptionProjectStatus.open);
  switch (phase) {
    case 'upcoming':
      return and(open, sql`${p.startAt} > ${now}`);
    case 'open':
      return and(open, sql`${p.startAt} <= ${now}`, sql`${p.endAt} > ${now}`);
    case 'allotting':
      return sql`(${p.status} = ${SubscriptionProjectStatus.allotting} or (${p.status} = 0 and ${p.endAt} <= ${now}))`;
    default:
      return eq(p.status, SubscriptionProjectStatus[phase]);
  }
};

/** `GET pay/subscribe/ieo/page`: published projects, the latest window first. */
export const pageProjects = async (
  context: AppContext,
  query: {
    pageNo: number;
    pageSize: number;
    kind?: number | undefined;
    phase?: SubscriptionPhase | undefined;
  },
) => {
  const where = and(
    query.kind === undefined ? undefined : eq(subscriptionProjects.kind, query.kind),
    query.phase === undefined ? undefined : phaseWhere(query.phase, new Date(context.clock.nowMs())),
  );
  const rows = await context.db
    .select()
    .from(subscriptionProjects)
    .where(where)
    .orderBy(desc(subscriptionProjects.startAt), desc(subscriptionProjects.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(subscriptionProjects).where(where);
  return { list: await toProjects(context, context.db, rows), total: total?.value ?? 0 };
};

export const getProject = async (
  context: AppContext,
  query: { id: number },
): Promise<SubscriptionProject> => {
  const [project] = await toProjects(context, context.db, [await projectById(context.db, query.id)]);
  return project as SubscriptionProject;
};

/** `GET pay/subscribe/order/page`: the caller's orders, newest first. */
export const pageOrders = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; projectId?: number | undefined },
) => {
  const where = and(
    eq(subscriptionOrders.userId, caller.userId),
    query.projectId === undefined ? undefined : eq(subscriptionOrders.projectId, query.projectId),
  );
  const rows = await context.db
    .select()
    .from(subscriptionOrders)
    .where(where)
    .orderBy(desc(subscriptionOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(subscriptionOrders).where(where);
  const projectIds = [...new Set(rows.map((row) => row.projectId))];
  const projects =
    projectIds.length === 0
      ? []
      : await context.db
          .select()
          .from(subscriptionProjects)
          .where(inArray(subscriptionProjects.id, projectIds));
  const byId = new Map(projects.map((project) => [project.id, project]));
  return {
    list: rows.map((row) => toOrder(row, byId.get(row.projectId) as ProjectRow)),
    total: total?.value ?? 0,
  };
};

export const getOrder = async (context: AppContext, caller: Caller, query: { id: number }) => {
  const row = await ownOrder(context.db, caller.userId, query.id);
  return toOrder(row, await projectById(context.db, row.projectId));
};
