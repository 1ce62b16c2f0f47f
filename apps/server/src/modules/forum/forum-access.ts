import { and, eq, isNull } from 'drizzle-orm';
import { UserStatus, type ForumItemKind } from '@exchange/contracts';
import { forumPosts, forumReplies, users, type Tx } from '../../platform/db/index';
import { fail } from '../../platform/errors';
import { isPublicPost } from './forum-reads';

export const HOUR_MS = 3_600_000;

/**
 * Locks the author's row for the rest of the transaction, so one member's writes count their last hour one at a time
 * (ten at once still stop at the limit), and refuses a disabled, restricted or frozen account.
 */
export const lockAuthor = async (tx: Tx, userId: number) => {
  const [author] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!author || author.status !== UserStatus.active) return fail('FORUM_ACCOUNT_RESTRICTED');
  if (author.isTradingRestricted || author.isWithdrawalFrozen) fail('FORUM_ACCOUNT_RESTRICTED');
  return author;
};

/** Whether the caller may see the item now: a public post, or a visible reply on one. */
export const isVisible = async (tx: Tx, kind: ForumItemKind, id: number) => {
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

export const notFound = (kind: ForumItemKind) =>
  fail(kind === 'post' ? 'FORUM_POST_NOT_FOUND' : 'FORUM_REPLY_NOT_FOUND', { field: 'id' });
