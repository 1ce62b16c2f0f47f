import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminHelpCategory } from '@exchange/contracts';
import {
  contentArticles,
  contentHelpCategories,
  type DbOrTx,
  type LocalisedNames,
} from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';

type CategoryRow = typeof contentHelpCategories.$inferSelect;
interface CategoryInput {
  sort: number;
  names: LocalisedNames;
}

/** Article counts per category, drafts included (what blocks a delete). */
const articleCounts = async (db: DbOrTx) => {
  const rows = await db
    .select({ categoryId: contentArticles.categoryId, count: sql<number>`count(*)::int` })
    .from(contentArticles)
    .where(eq(contentArticles.kind, 'help'))
    .groupBy(contentArticles.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.count]));
};

const toAdminCategory = (row: CategoryRow, count: number): AdminHelpCategory => ({
  id: row.id,
  sort: row.sort,
  names: row.names,
  articleCount: count,
});

export const listAdminHelpCategories = async (context: AppContext) => {
  const [rows, counts] = await Promise.all([
    context.db
      .select()
      .from(contentHelpCategories)
      .orderBy(asc(contentHelpCategories.sort), asc(contentHelpCategories.id)),
    articleCounts(context.db),
  ]);
  return rows.map((row) => toAdminCategory(row, counts.get(row.id) ?? 0));
};

const lockCategory = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select()
    .from(contentHelpCategories)
    .where(eq(contentHelpCategories.id, id))
    .for('update');
  if (!row) return fail('CONTENT_CATEGORY_NOT_FOUND', { field: 'id' });
  return row;
};

export const createHelpCategory = async (
  context: AppContext,
  request: FastifyRequest,
  input: CategoryInput,
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const now = new Date(context.clock.nowMs());
    const [row] = await tx
      .insert(contentHelpCategories)
      .values({ sort: input.sort, names: input.names, createdAt: now, updatedAt: now })
      .returning();
    recordAudit(request, { target: `help-category:${row!.id}`, after: row });
    return toAdminCategory(row!, 0);
  });

export const updateHelpCategory = async (
  context: AppContext,
  request: FastifyRequest,
  id: number,
  input: CategoryInput,
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await lockCategory(tx, id);
    const [after] = await tx
      .update(contentHelpCategories)
      .set({ sort: input.sort, names: input.names, updatedAt: new Date(context.clock.nowMs()) })
      .where(eq(contentHelpCategories.id, id))
      .returning();
    recordAudit(request, { target: `help-category:${id}`, before, after });
    return toAdminCategory(after!, (await articleCounts(tx)).get(id) ?? 0);
  });

/** Only an empty category goes: its articles would lose the category a help article must have. */
export const deleteHelpCategory = async (context: AppContext, request: FastifyRequest, id: number) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await lockCategory(tx, id);
    if ((await articleCounts(tx)).get(id)) fail('CONTENT_CATEGORY_IN_USE', { field: 'id' });
    await tx.delete(contentHelpCategories).where(eq(contentHelpCategories.id, id));
    recordAudit(request, { target: `help-category:${id}`, before });
    return { ok: true as const };
  });
