import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { forumPosts } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { decide, staffName } from './forum-decision';

/** `POST forum/posts/:id/review`: a pending post approved (public) or rejected with the reason its author sees. */
export const reviewForumPost = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  id: number,
  body: { decision: 'approve' | 'reject'; reason?: string | undefined },
) =>
  decide(context, request, { kind: 'post', id, isClosingReports: true }, async (tx, before, now) => {
    if (before.status !== 'pending') fail('FORUM_STATE_CONFLICT', { field: 'id' });
    const isApproved = body.decision === 'approve';
    await tx
      .update(forumPosts)
      .set({
        status: isApproved ? 'approved' : 'rejected',
        rejectReason: isApproved ? null : body.reason!,
        decidedBy: staffName(staff),
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(forumPosts.id, id));
  });
