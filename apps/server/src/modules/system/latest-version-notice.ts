import { desc } from 'drizzle-orm';
import { versionNotices } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';

/** A notice as the app sees it (no staff names). */
export const toVersionNotice = (row: typeof versionNotices.$inferSelect) => ({
  id: row.id,
  updateType: row.updateType,
  version: row.version,
  remark: row.remark,
  createdAt: row.createdAt.getTime(),
});

/**
 * `system/version-notice/latest`: the newest notice, for a client that was offline when VERSION_UPDATE went out.
 * The client acts only when its id differs from the one it cached (spec §4).
 */
export const latestVersionNotice = async (context: AppContext) => {
  const [row] = await context.db.select().from(versionNotices).orderBy(desc(versionNotices.id)).limit(1);
  return row ? toVersionNotice(row) : null;
};
