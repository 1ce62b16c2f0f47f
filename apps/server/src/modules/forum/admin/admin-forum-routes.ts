import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { getAdminForumPost, pageForumQueue } from './forum-queue';
import { pinForumPost } from './pin-post';
import { reviewForumPost } from './review-post';
import { setForumItemVisibility } from './set-visibility';

/** `forum/*` on the staff API: reads need forum.read, decisions forum.moderate (the contracts name them). */
export const registerAdminForumRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminPageForumQueue, ({ query }) => pageForumQueue(context, query));
  registerOperation(admin, Http.adminGetForumPost, ({ params, query }) =>
    getAdminForumPost(context, params.id, query),
  );
  registerOperation(admin, Http.adminReviewForumPost, ({ staff, params, body, request }) =>
    reviewForumPost(context, request, staff, params.id, body),
  );
  registerOperation(admin, Http.adminSetForumPostVisibility, ({ staff, params, body, request }) =>
    setForumItemVisibility(context, request, staff, { kind: 'post', id: params.id }, body),
  );
  registerOperation(admin, Http.adminSetForumReplyVisibility, ({ staff, params, body, request }) =>
    setForumItemVisibility(context, request, staff, { kind: 'reply', id: params.id }, body),
  );
  registerOperation(admin, Http.adminPinForumPost, ({ params, body, request }) =>
    pinForumPost(context, request, params.id, body.isPinned),
  );
};
