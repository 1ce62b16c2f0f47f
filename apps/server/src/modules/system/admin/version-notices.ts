import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staffAccounts, versionNotices } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { publishBroadcast } from '../../../platform/ws-hub/broadcast';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { toVersionNotice } from '../latest-version-notice';

const toAdminNotice = (row: {
  notice: typeof versionNotices.$inferSelect;
  createdByUsername: string | null;
}) => ({
  ...toVersionNotice(row.notice),
  createdBy: row.notice.createdBy,
  createdByUsername: row.createdByUsername,
});

/** `system/version-notices`: newest first, with who published each. */
export const pageVersionNotices = async (
  context: AppContext,
  query: { pageNo: number; pageSize: number },
) => {
  const rows = await context.db
    .select({ notice: versionNotices, createdByUsername: staffAccounts.username })
    .from(versionNotices)
    .leftJoin(staffAccounts, eq(staffAccounts.id, versionNotices.createdBy))
    .orderBy(desc(versionNotices.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(versionNotices);
  return { list: rows.map(toAdminNotice), total: total?.value ?? 0 };
};

/**
 * `system/version-notice`: stores the notice with its audit entry, then (after it is committed) sends VERSION_UPDATE to every connected
 * data socket on every instance. A client offline at that moment reads `system/version-notice/latest` on start.
 */
export const createVersionNotice = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { updateType: number; version: string; remark?: string | undefined },
) => {
  const notice = await auditedTransaction(context.db, request, async (tx) => {
    const [row] = await tx
      .insert(versionNotices)
      .values({
        updateType: body.updateType,
        version: body.version,
        remark: body.remark ?? null,
        createdBy: staff.staffId,
        createdAt: new Date(context.clock.nowMs()),
      })
      .returning();
    if (!row) throw new Error('version notice not stored');
    const stored = toAdminNotice({ notice: row, createdByUsername: staff.username });
    recordAudit(request, { target: `version-notice:${row.id}`, after: stored });
    return stored;
  });
  await publishBroadcast(context, {
    type: 'VERSION_UPDATE',
    data: { id: notice.id, updateType: notice.updateType, version: notice.version },
  });
  return notice;
};
