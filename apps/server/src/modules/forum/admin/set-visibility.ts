import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ForumItemKind } from '@exchange/contracts';
import { forumPosts, forumReplies } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { decide, staffName } from './forum-decision';

/** `POST forum/{posts,replies}/:id/visibility`: hidden with a reason, or restored. */
export const setForumItemVisibility = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  target: { kind: ForumItemKind; id: number },
  body: { isHidden: boolean; reason?: string | undefined },
) =>
  decide(context, request, { ...target, isClosingReports: true }, async (tx, before, now) => {
    if (before.isHidden === body.isHidden) fail('FORUM_STATE_CONFLICT', { field: 'isHidden' });
    const fields = {
      isHidden: body.isHidden,
      hiddenReason: body.isHidden ? body.reason! : null,
      decidedBy: staffName(staff),
      decidedAt: now,
    };
    if (target.kind === 'post')
      await tx
        .update(forumPosts)
        .set({ ...fields, updatedAt: now })
        .where(eq(forumPosts.id, target.id));
    else await tx.update(forumReplies).set(fields).where(eq(forumReplies.id, target.id));
  });
