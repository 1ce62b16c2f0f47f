import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { menuFlags } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { MENU_PATHS } from '../reference-catalogue';

/** `system/menus`: the app's list (`system/menu/list`) plus whether staff set each flag. */
export const listAdminMenus = async (context: AppContext) => {
  const rows = await context.db.select().from(menuFlags);
  const flags = new Map(rows.map((row) => [row.path, row.isVisible]));
  const flagged = rows.map((row) => row.path).filter((path) => !MENU_PATHS.includes(path));
  return [...MENU_PATHS, ...flagged.sort()].map((path) => ({
    path,
    isVisible: flags.get(path) ?? true,
    isFlagged: flags.has(path),
  }));
};

/**
 * `PUT system/menu`: shows or hides a menu entry. Only paths the app knows (`MENU_PATHS`) or already flagged ones:
 * a typo would otherwise be stored and hide nothing. The app reads the flags per request.
 */
export const updateAdminMenu = async (
  context: AppContext,
  request: FastifyRequest,
  body: { path: string; isVisible: boolean },
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const [existing] = await tx.select().from(menuFlags).where(eq(menuFlags.path, body.path)).for('update');
    if (!existing && !MENU_PATHS.includes(body.path))
      return fail('BAD_REQUEST', { field: 'path', values: { reason: 'is not a menu path of the app' } });
    await tx
      .insert(menuFlags)
      .values(body)
      .onConflictDoUpdate({ target: menuFlags.path, set: { isVisible: body.isVisible } });
    recordAudit(request, {
      target: `menu:${body.path}`,
      before: { isVisible: existing?.isVisible ?? true, isFlagged: existing !== undefined },
      after: { isVisible: body.isVisible, isFlagged: true },
    });
    return { path: body.path, isVisible: body.isVisible, isFlagged: true };
  });
