import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  FORUM_POSTS_PER_HOUR,
  FORUM_REPLIES_PER_HOUR,
  UserStatus,
  type ForumItemKind,
} from '@exchange/contracts';
import { forumPosts, forumReplies, forumReports, users, type Tx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { isPublicPost, toMyPost, toReply } from './forum-reads';

const HOUR_MS = 3_600_000;

/**
 * Locks the author's row for the rest of the transaction, so one member's writes count their last hour one at a time
 * (ten at once still stop at the limit), and refuses a disabled, restricted or frozen account.
 */
const lockAuthor = async (tx: Tx, userId: number) => {
  const [author] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!author || author.status !== UserStatus.active) return fail('FORUM_ACCOUNT_RESTRICTED');
  if (author.isTradingRestricted || author.isWithdrawalFrozen) fail('FORUM_ACCOUNT_RESTRICTED');
  return author;
};

/** `POST forum/post/create`: pending until staff decide; at most FORUM_POSTS_PER_HOUR an hour (deleted ones count). */
export const createForumPost = async (
  context: AppContext,
  caller: Caller,
  input: { title: string; body: string },
) =>
  context.db.transaction(async (tx) => {
    const author = await lockAuthor(tx, caller.userId);
    const now = new Date(context.clock.nowMs());
    const [recent] = await tx
      .select({ total: count() })
      .from(forumPosts)
      .where(
        and(
          eq(forumPosts.userId, caller.userId),
          gt(forumPosts.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.total ?? 0) >= FORUM_POSTS_PER_HOUR)
      fail('FORUM_POST_LIMIT', { values: { limit: FORUM_POSTS_PER_HOUR } });
    const [post] = await tx
      .insert(forumPosts)
      .values({ userId: caller.userId, ...input, status: 'pending', createdAt: now, updatedAt: now })
      .returning();
    return toMyPost({ post: post!, nickname: author.nickname, replyCount: 0 });
  });

/** `POST forum/reply/create`: to a public post, shown at once; at most FORUM_REPLIES_PER_HOUR an hour. */
export const createForumReply = async (
  context: AppContext,
  caller: Caller,
  input: { postId: number; body: string },
) =>
  context.db.transaction(async (tx) => {
    const author = await lockAuthor(tx, caller.userId);
    const [post] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(eq(forumPosts.id, input.postId), isPublicPost));
    if (!post) fail('FORUM_POST_NOT_FOUND', { field: 'postId' });
    const now = new Date(context.clock.nowMs());
    const [recent] = await tx
      .select({ total: count() })
      .from(forumReplies)
      .where(
        and(
          eq(forumReplies.userId, caller.userId),
          gt(forumReplies.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.total ?? 0) >= FORUM_REPLIES_PER_HOUR)
      fail('FORUM_REPLY_LIMIT', { values: { limit: FORUM_REPLIES_PER_HOUR } });
    const [reply] = await tx
      .insert(forumReplies)
      .values({ postId: input.postId, userId: caller.userId, body: input.body, createdAt: now })
      .returning();
    return toReply({ reply: reply!, nickname: author.nickname });
  });

/** Whether the caller may see the item now: a public post, or a visible reply on one. */
const isVisible = async (tx: Tx, kind: ForumItemKind, id: number) => {
  if (kind === 'post') {
    const [post] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(eq(forumPosts.id, id), isPublicPost));
    return post !== undefined;
  }
  const [reply] = await tx
    .select({ id: forumReplies.id })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(
      and(
        eq(forumReplies.id, id),
        eq(forumReplies.isHidden, false),
        isNull(forumReplies.deletedAt),
        isPublicPost,
      ),
    );
  return reply !== undefined;
};

const notFound = (kind: ForumItemKind) =>
  fail(kind === 'post' ? 'FORUM_POST_NOT_FOUND' : 'FORUM_REPLY_NOT_FOUND', { field: 'id' });

/** `POST forum/report`: once per member and item (the unique index decides a race). */
export const reportForumItem = async (
  context: AppContext,
  caller: Caller,
  input: { kind: ForumItemKind; id: number; reason: number },
) =>
  context.db.transaction(async (tx) => {
    if (!(await isVisible(tx, input.kind, input.id))) notFound(input.kind);
    const inserted = await tx
      .insert(forumReports)
      .values({
        kind: input.kind,
        itemId: input.id,
        userId: caller.userId,
        reason: input.reason,
        createdAt: new Date(context.clock.nowMs()),
      })
      .onConflictDoNothing()
      .returning({ id: forumReports.id });
    if (inserted.length === 0) fail('FORUM_ALREADY_REPORTED', { field: 'id' });
    return { ok: true as const };
  });

/** `POST forum/delete`: the caller's own post or reply, kept (soft delete) for staff and the audit. */
export const deleteForumItem = async (
  context: AppContext,
  caller: Caller,
  input: { kind: ForumItemKind; id: number },
) => {
  const now = new Date(context.clock.nowMs());
  const deleted =
    input.kind === 'post'
      ? await context.db
          .update(forumPosts)
          .set({ deletedAt: now, updatedAt: now })
          .where(
            and(
              eq(forumPosts.id, input.id),
              eq(forumPosts.userId, caller.userId),
              isNull(forumPosts.deletedAt),
            ),
          )
          .returning({ id: forumPosts.id })
      : await context.db
          .update(forumReplies)
          .set({ deletedAt: now })
          .where(
            and(
              eq(forumReplies.id, input.id),
              eq(forumReplies.userId, caller.userId),
              isNull(forumReplies.deletedAt),
            ),
          )
          .returning({ id: forumReplies.id });
  if (deleted.length === 0) notFound(input.kind);
  return { ok: true as const };
};
