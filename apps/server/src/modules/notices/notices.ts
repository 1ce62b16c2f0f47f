import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_NOTICE_CATEGORIES, type Notice } from '@exchange/contracts';
import { noticeReads, userNotices, type DbOrTx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import type { PushRecorder } from '../../platform/ws-hub/push-records';
import { noticeOf } from './notice-kinds';

type NoticeRow = typeof userNotices.$inferSelect;

/**
 * The push recorder (platform/ws-hub/push-records.ts): the push's message, written with `db` (the change's own
 * transaction when the push is staged), then a NOTICE push for the badge once that has committed.
 */
export const noticeRecorder: PushRecorder = {
  records: (message) => noticeOf(message) !== null,
  record: async (context, db, userId, message) => {
    const draft = noticeOf(message);
    if (!draft) return [];
    const [row] = await db
      .insert(userNotices)
      .values({
        userId,
        category: draft.category,
        kind: draft.kind,
        titleKey: `noticeText.${draft.name}.title`,
        contentKey: `noticeText.${draft.name}.content`,
        values: draft.values,
        link: draft.link,
        refId: draft.refId,
        createdAt: new Date(context.clock.nowMs()),
      })
      .returning({ id: userNotices.id });
    if (!row || userId === null) return [];
    return [{ userId, message: { type: 'NOTICE', data: { id: row.id, category: draft.category } } }];
  },
};

/** The reader's messages: their own and the broadcasts. */
const visibleTo = (userId: number) => or(eq(userNotices.userId, userId), isNull(userNotices.userId));
const isReadBy = (userId: number) =>
  sql<boolean>`(${userNotices.readAt} is not null or exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${userNotices.id} and ${noticeReads.userId} = ${userId}))`;

const toNotice = (context: AppContext, language: string, row: NoticeRow & { isRead: boolean }): Notice => ({
  id: row.id,
  category: row.category,
  kind: row.kind,
  title: context.catalogue.translate(language, 'app', row.titleKey, row.values),
  content: context.catalogue.translate(language, 'app', row.contentKey, row.values),
  link: row.link,
  refId: row.refId,
  isRead: row.isRead,
  createdAt: row.createdAt.getTime(),
});

export const pageNotices = async (
  context: AppContext,
  caller: Caller,
  language: string,
  query: {
    pageNo: number;
    pageSize: number;
    category?: number | undefined;
    orders?: 'true' | 'false' | undefined;
  },
) => {
  const where = and(
    visibleTo(caller.userId),
    query.category === undefined ? undefined : eq(userNotices.category, query.category),
    query.orders === 'true' ? inArray(userNotices.category, [...ORDER_NOTICE_CATEGORIES]) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    context.db
      .select({ row: userNotices, isRead: isReadBy(caller.userId) })
      .from(userNotices)
      .where(where)
      .orderBy(desc(userNotices.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(userNotices)
      .where(where),
  ]);
  return {
    list: rows.map(({ row, isRead }) => toNotice(context, language, { ...row, isRead })),
    total: count?.total ?? 0,
  };
};

/** Marks read what `where` selects of the reader's messages: their own rows, and read marks for broadcasts. */
const markRead = async (db: DbOrTx, userId: number, where: SQL | undefined, now: Date) => {
  await db
    .update(userNotices)
    .set({ readAt: now })
    .where(and(eq(userNotices.userId, userId), isNull(userNotices.readAt), where));
  const broadcasts = await db
    .select({ id: userNotices.id })
    .from(userNotices)
    .where(and(isNull(userNotices.userId), where));
  if (broadcasts.length > 0)
    await db
      .insert(noticeReads)
      .values(broadcasts.map((row) => ({ noticeId: row.id, userId, readAt: now })))
      .onConflictDoNothing();
};

export const unreadNotices = async (context: AppContext, caller: Caller) => {
  const rows = await context.db
    .select({ category: userNotices.category, count: sql<number>`count(*)::int` })
    .from(userNotices)
    .where(and(visibleTo(caller.userId), sql`not ${isReadBy(caller.userId)}`))
    .groupBy(userNotices.category);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    byCategory: Object.fromEntries(rows.map((row) => [String(row.category), row.count])),
  };
};

export const getNotice = async (context: AppContext, caller: Caller, language: string, id: number) => {
  const [found] = await context.db
    .select({ row: userNotices })
    .from(userNotices)
    .where(and(eq(userNotices.id, id), visibleTo(caller.userId)));
  if (!found) return fail('NOT_FOUND', { field: 'id' });
  await markRead(context.db, caller.userId, eq(userNotices.id, id), new Date(context.clock.nowMs()));
  return toNotice(context, language, { ...found.row, isRead: true });
};

export const readNotices = async (
  context: AppContext,
  caller: Caller,
  body: { ids?: number[] | undefined; category?: number | undefined; all?: true | undefined },
) => {
  const where = body.ids
    ? inArray(userNotices.id, body.ids)
    : body.category !== undefined
      ? eq(userNotices.category, body.category)
      : undefined;
  await markRead(context.db, caller.userId, where, new Date(context.clock.nowMs()));
  return unreadNotices(context, caller);
};
