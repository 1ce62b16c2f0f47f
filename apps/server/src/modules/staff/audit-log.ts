import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { staffAuditLog } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';

export interface AuditQuery {
  pageNo: number;
  pageSize: number;
  staffId?: number | undefined;
  action?: string | undefined;
  target?: string | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

/** The audit log, newest first. Read-only: nothing in the app updates or deletes it (its triggers refuse). */
export const pageAuditLog = async (context: AppContext, query: AuditQuery) => {
  const filters: SQL[] = [];
  if (query.staffId !== undefined) filters.push(eq(staffAuditLog.staffId, query.staffId));
  if (query.action) filters.push(eq(staffAuditLog.action, query.action));
  if (query.target) filters.push(eq(staffAuditLog.target, query.target));
  if (query.fromMs !== undefined) filters.push(gte(staffAuditLog.createdAt, new Date(query.fromMs)));
  if (query.toMs !== undefined) filters.push(lte(staffAuditLog.createdAt, new Date(query.toMs)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(staffAuditLog)
      .where(where)
      .orderBy(desc(staffAuditLog.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db.select({ total: count() }).from(staffAuditLog).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
    total: total?.total ?? 0,
  };
};
