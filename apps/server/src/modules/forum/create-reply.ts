import { and, count, eq, gt } from 'drizzle-orm';
import { FORUM_REPLIES_PER_HOUR } from '@exchange/contracts';
import { forumPosts, forumReplies } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { HOUR_MS, lockAuthor } from './forum-access';
import { isPublicPost, toReply } from './forum-reads';

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
