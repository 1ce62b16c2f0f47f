import { and, count, desc, eq, gte, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AUDIT_SORT_COLUMNS } from '@exchange/contracts';
import { staffAuditLog } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { sortOrderBy, type SortQuery } from '../../platform/db/sorting';

type AuditSortColumn = (typeof AUDIT_SORT_COLUMNS)[number];

/** What the audit log may be sorted by (`sortBy` → column). */
const AUDIT_SORT: Record<AuditSortColumn, AnyColumn> = {
  id: staffAuditLog.id,
  createdAt: staffAuditLog.createdAt,
  staffId: staffAuditLog.staffId,
  action: staffAuditLog.action,
  status: staffAuditLog.status,
};

export interface AuditQuery extends SortQuery<AuditSortColumn> {
  pageNo: number;
  pageSize: number;
  staffId?: number | undefined;
  action?: string | undefined;
  target?: string | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

/** The audit log, newest first unless `sortBy` says otherwise. Read-only: nothing in the app updates or deletes it (its triggers refuse). */
export const pageAuditLog = async (context: AppContext, query: AuditQuery) => {
  const filters: SQL[] = [];
  if (query.staffId !== undefined) filters.push(eq(staffAuditLog.staffId, query.staffId));
  if (query.action) filters.push(eq(staffAuditLog.action, query.action));
  if (query.target) filters.push(eq(staffAuditLog.target, query.target));
  if (query.fromMs !== undefined) filters.push(gte(staffAuditLog.createdAt, new Date(query.fromMs)));
  if (query.toMs !== undefined) filters.push(lte(staffAuditLog.createdAt, new Date(query.toMs)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = sortOrderBy(AUDIT_SORT, staffAuditLog.id, query, [desc(staffAuditLog.id)]);
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(staffAuditLog)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db.select({ total: count() }).from(staffAuditLog).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
    total: total?.total ?? 0,
  };
};
