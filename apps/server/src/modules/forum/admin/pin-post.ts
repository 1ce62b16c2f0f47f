import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { forumPosts } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { decide } from './forum-decision';

/** `POST forum/posts/:id/pin`: pinned posts lead the public list (reports stay open: pinning decides nothing). */
export const pinForumPost = (context: AppContext, request: FastifyRequest, id: number, isPinned: boolean) =>
  decide(context, request, { kind: 'post', id, isClosingReports: false }, async (tx, before, now) => {
    if (before.isPinned === isPinned) fail('FORUM_STATE_CONFLICT', { field: 'isPinned' });
    await tx.update(forumPosts).set({ isPinned, updatedAt: now }).where(eq(forumPosts.id, id));
  });
