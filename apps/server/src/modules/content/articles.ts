import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  HELP_SEARCH_LIMIT,
  type ArticleDetail,
  type ArticleKind,
  type ArticleSummary,
  type HelpCategory,
} from '@exchange/contracts';
import {
  contentArticleBodies,
  contentArticles,
  contentHelpCategories,
  type DbOrTx,
} from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { pickLanguage, pickName } from './content-bodies';

export type ArticleRow = typeof contentArticles.$inferSelect;
export type BodyRow = typeof contentArticleBodies.$inferSelect;

const isPublished = eq(contentArticles.status, 'published');

/** Every body of `ids`, grouped by article. */
export const bodiesOf = async (db: DbOrTx, ids: readonly number[]) => {
  const byArticle = new Map<number, BodyRow[]>();
  if (ids.length === 0) return byArticle;
  const rows = await db
    .select()
    .from(contentArticleBodies)
    .where(inArray(contentArticleBodies.articleId, [...ids]))
    .orderBy(asc(contentArticleBodies.language));
  for (const row of rows) byArticle.set(row.articleId, [...(byArticle.get(row.articleId) ?? []), row]);
  return byArticle;
};

const toSummary = (row: ArticleRow, bodies: readonly BodyRow[], language: string): ArticleSummary => {
  const body = pickLanguage(bodies, language);
  return {
    id: row.id,
    kind: row.kind as ArticleKind,
    categoryId: row.categoryId,
    slug: row.slug,
    pinned: row.pinned,
    publishedAt: row.publishedAt?.getTime() ?? null,
    coverUrl: row.coverUrl,
    language: body?.language ?? language,
    title: body?.title ?? '',
    summary: body?.summary ?? '',
  };
};

const summariesOf = async (db: DbOrTx, rows: ArticleRow[], language: string) => {
  const bodies = await bodiesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, bodies.get(row.id) ?? [], language));
};

/** `GET content/article/page`: published articles of a kind, pinned first, then newest. */
export const pageArticles = async (
  context: AppContext,
  language: string,
  query: { kind: ArticleKind; categoryId?: number | undefined; pageNo: number; pageSize: number },
) => {
  const where = and(
    isPublished,
    eq(contentArticles.kind, query.kind),
    query.categoryId === undefined ? undefined : eq(contentArticles.categoryId, query.categoryId),
  );
  const [rows, [count]] = await Promise.all([
    context.db
      .select()
      .from(contentArticles)
      .where(where)
      .orderBy(desc(contentArticles.pinned), desc(contentArticles.publishedAt), desc(contentArticles.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(contentArticles)
      .where(where),
  ]);
  return { list: await summariesOf(context.db, rows, language), total: count?.total ?? 0 };
};

/** `GET content/article/detail`: a published article in the reader's language, with the fallback. */
export const getArticle = async (
  context: AppContext,
  language: string,
  id: number,
): Promise<ArticleDetail> => {
  const [row] = await context.db
    .select()
    .from(contentArticles)
    .where(and(eq(contentArticles.id, id), isPublished));
  if (!row) return fail('CONTENT_ARTICLE_NOT_FOUND', { field: 'id' });
  const bodies = (await bodiesOf(context.db, [id])).get(id) ?? [];
  const body = pickLanguage(bodies, language);
  return {
    ...toSummary(row, bodies, language),
    format: body?.format ?? 1,
    body: body?.body ?? '',
    languages: bodies.map((each) => each.language),
  };
};

/** Published article counts per help category. */
const publishedCounts = async (db: DbOrTx) => {
  const rows = await db
    .select({ categoryId: contentArticles.categoryId, count: sql<number>`count(*)::int` })
    .from(contentArticles)
    .where(and(isPublished, eq(contentArticles.kind, 'help')))
    .groupBy(contentArticles.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.count]));
};

/** `GET content/help/categories`. */
export const listHelpCategories = async (context: AppContext, language: string): Promise<HelpCategory[]> => {
  const [rows, counts] = await Promise.all([
    context.db
      .select()
      .from(contentHelpCategories)
      .orderBy(asc(contentHelpCategories.sort), asc(contentHelpCategories.id)),
    publishedCounts(context.db),
  ]);
  return rows.map((row) => {
    const name = pickName(row.names, language);
    return {
      id: row.id,
      sort: row.sort,
      name: name.name,
      language: name.language,
      articleCount: counts.get(row.id) ?? 0,
    };
  });
};

/** `q` as a literal ILIKE pattern: its own `%`, `_` and `\` match themselves. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** `GET content/help/search`: published help articles whose text in the reader's language holds `q`. */
export const searchHelp = async (context: AppContext, language: string, q: string) => {
  const pattern = containsPattern(q);
  const rows = await context.db
    .select({ article: contentArticles })
    .from(contentArticles)
    .innerJoin(
      contentArticleBodies,
      and(
        eq(contentArticleBodies.articleId, contentArticles.id),
        eq(contentArticleBodies.language, language),
      ),
    )
    .where(
      and(
        isPublished,
        eq(contentArticles.kind, 'help'),
        or(
          ilike(contentArticleBodies.title, pattern),
          ilike(contentArticleBodies.summary, pattern),
          ilike(contentArticleBodies.body, pattern),
        ),
      ),
    )
    .orderBy(desc(contentArticles.pinned), desc(contentArticles.publishedAt), desc(contentArticles.id))
    .limit(HELP_SEARCH_LIMIT);
  return summariesOf(
    context.db,
    rows.map((row) => row.article),
    language,
  );
};
