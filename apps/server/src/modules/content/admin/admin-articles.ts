import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminArticle, ArticleInput, ArticleKind, ArticleStatus } from '@exchange/contracts';
import {
  contentArticleBodies,
  contentArticles,
  contentHelpCategories,
  type DbOrTx,
  type Tx,
} from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { bodiesOf, type ArticleRow, type BodyRow } from '../articles';
import { storedBody } from '../content-bodies';

const toAdminArticle = (row: ArticleRow, bodies: readonly BodyRow[]): AdminArticle => ({
  id: row.id,
  kind: row.kind as ArticleKind,
  categoryId: row.categoryId,
  slug: row.slug,
  status: row.status as ArticleStatus,
  pinned: row.pinned,
  publishedAt: row.publishedAt?.getTime() ?? null,
  coverUrl: row.coverUrl,
  bodies: bodies.map(({ language, title, summary, format, body }) => ({
    language,
    title,
    summary,
    format,
    body,
  })),
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

const loadArticle = async (db: DbOrTx, id: number, options: { isLocked: boolean }) => {
  const query = db.select().from(contentArticles).where(eq(contentArticles.id, id));
  const [row] = options.isLocked ? await query.for('update') : await query;
  if (!row) return fail('CONTENT_ARTICLE_NOT_FOUND', { field: 'id' });
  return toAdminArticle(row, (await bodiesOf(db, [id])).get(id) ?? []);
};

/** `GET content/articles` (staff): drafts too, newest first. */
export const pageAdminArticles = async (
  context: AppContext,
  query: {
    pageNo: number;
    pageSize: number;
    kind?: ArticleKind | undefined;
    status?: ArticleStatus | undefined;
  },
) => {
  const where = and(
    query.kind === undefined ? undefined : eq(contentArticles.kind, query.kind),
    query.status === undefined ? undefined : eq(contentArticles.status, query.status),
  );
  const [rows, [count]] = await Promise.all([
    context.db
      .select()
      .from(contentArticles)
      .where(where)
      .orderBy(desc(contentArticles.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(contentArticles)
      .where(where),
  ]);
  const bodies = await bodiesOf(
    context.db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toAdminArticle(row, bodies.get(row.id) ?? [])), total: count?.total ?? 0 };
};

export const getAdminArticle = (context: AppContext, id: number) =>
  loadArticle(context.db, id, { isLocked: false });

/** The checks a save needs against other rows: the category exists, no other article has the slug. */
const checkReferences = async (tx: Tx, input: ArticleInput, id: number | null) => {
  if (input.categoryId !== null) {
    const [category] = await tx
      .select({ id: contentHelpCategories.id })
      .from(contentHelpCategories)
      .where(eq(contentHelpCategories.id, input.categoryId));
    if (!category) fail('CONTENT_CATEGORY_NOT_FOUND', { field: 'categoryId' });
  }
  const [clash] = await tx
    .select({ id: contentArticles.id })
    .from(contentArticles)
    .where(and(eq(contentArticles.slug, input.slug), id === null ? undefined : ne(contentArticles.id, id)));
  if (clash) fail('CONTENT_SLUG_TAKEN', { field: 'slug' });
};

const replaceBodies = async (tx: Tx, id: number, input: ArticleInput) => {
  await tx.delete(contentArticleBodies).where(eq(contentArticleBodies.articleId, id));
  await tx
    .insert(contentArticleBodies)
    .values(input.bodies.map((body) => ({ articleId: id, ...storedBody(body) })));
};

const fieldsOf = (input: ArticleInput) => ({
  kind: input.kind,
  categoryId: input.categoryId,
  slug: input.slug,
  pinned: input.pinned,
  coverUrl: input.coverUrl,
});

/** `POST content/articles`: a draft, its rich text sanitised, audited. */
export const createArticle = async (context: AppContext, request: FastifyRequest, input: ArticleInput) =>
  auditedTransaction(context.db, request, async (tx) => {
    await checkReferences(tx, input, null);
    const now = new Date(context.clock.nowMs());
    const [row] = await tx
      .insert(contentArticles)
      .values({ ...fieldsOf(input), status: 'draft', createdAt: now, updatedAt: now })
      .returning();
    await replaceBodies(tx, row!.id, input);
    const after = await loadArticle(tx, row!.id, { isLocked: false });
    recordAudit(request, { target: `article:${row!.id}`, after });
    return after;
  });

/** `PUT content/articles/:id`: fields and bodies replaced, status kept, audited with before and after. */
export const updateArticle = async (
  context: AppContext,
  request: FastifyRequest,
  id: number,
  input: ArticleInput,
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await loadArticle(tx, id, { isLocked: true });
    await checkReferences(tx, input, id);
    await tx
      .update(contentArticles)
      .set({ ...fieldsOf(input), updatedAt: new Date(context.clock.nowMs()) })
      .where(eq(contentArticles.id, id));
    await replaceBodies(tx, id, input);
    const after = await loadArticle(tx, id, { isLocked: false });
    recordAudit(request, { target: `article:${id}`, before, after });
    return after;
  });

/** `POST content/articles/:id/publish`: to published (publishedAt set once) or back to draft. */
export const publishArticle = async (
  context: AppContext,
  request: FastifyRequest,
  id: number,
  isPublished: boolean,
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await loadArticle(tx, id, { isLocked: true });
    const now = new Date(context.clock.nowMs());
    await tx
      .update(contentArticles)
      .set({
        status: isPublished ? 'published' : 'draft',
        publishedAt: isPublished && before.publishedAt === null ? now : undefined,
        updatedAt: now,
      })
      .where(eq(contentArticles.id, id));
    const after = await loadArticle(tx, id, { isLocked: false });
    recordAudit(request, {
      target: `article:${id}`,
      before: { status: before.status, publishedAt: before.publishedAt },
      after: { status: after.status, publishedAt: after.publishedAt },
    });
    return after;
  });

/** `POST content/articles/:id/delete`: the article and its bodies (cascade), the whole of it kept in the audit. */
export const deleteArticle = async (context: AppContext, request: FastifyRequest, id: number) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await loadArticle(tx, id, { isLocked: true });
    await tx.delete(contentArticles).where(eq(contentArticles.id, id));
    recordAudit(request, { target: `article:${id}`, before });
    return { ok: true as const };
  });
