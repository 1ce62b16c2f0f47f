import { and, eq, isNull } from 'drizzle-orm';
import type { ForumItemKind } from '@exchange/contracts';
import { forumPosts, forumReplies } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { notFound } from './forum-access';

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
