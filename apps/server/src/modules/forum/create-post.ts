import { and, count, eq, gt } from 'drizzle-orm';
import { FORUM_POSTS_PER_HOUR } from '@exchange/contracts';
import { forumPosts } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { HOUR_MS, lockAuthor } from './forum-access';
import { toMyPost } from './forum-reads';

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
