import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation } from '../../platform/http/operation-route';
import { getForumPost, listMyForumReplyIds, pageForumPosts, pageMyForumPosts } from './forum-reads';
import { createForumPost } from './create-post';
import { createForumReply } from './create-reply';
import { deleteForumItem } from './delete-item';
import { reportForumItem } from './report-item';

/** `forum/*` on the app API: public reads; a member's own posts, writes, reports and deletes. */
export const registerForumRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.pageForumPosts, ({ query }) => pageForumPosts(context, query));
  registerOperation(app, Http.getForumPost, ({ query }) => getForumPost(context, query));
  registerOperation(app, Http.pageMyForumPosts, ({ caller, query }) =>
    pageMyForumPosts(context, caller, query),
  );
  registerOperation(app, Http.listMyForumReplyIds, ({ caller, query }) =>
    listMyForumReplyIds(context, caller, query),
  );
  registerOperation(app, Http.createForumPost, ({ caller, body }) => createForumPost(context, caller, body));
  registerOperation(app, Http.createForumReply, ({ caller, body }) =>
    createForumReply(context, caller, body),
  );
  registerOperation(app, Http.reportForumItem, ({ caller, body }) => reportForumItem(context, caller, body));
  registerOperation(app, Http.deleteForumItem, ({ caller, body }) => deleteForumItem(context, caller, body));
};
