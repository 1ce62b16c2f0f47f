import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import { sendChatImage } from '../im-files';
import type { AppContext } from '../../../platform/context';
import { registerFileOperation, registerOperation } from '../../../platform/http/operation-route';
import {
  assignConversation,
  finishConversation,
  getInboxItem,
  listAgents,
  listInboxMessages,
  pageInbox,
  staffRead,
  staffSend,
} from './inbox';
import {
  deleteCannedReply,
  getBusinessHours,
  listCannedReplies,
  saveCannedReply,
  setBusinessHours,
} from './agent-settings';
import { pageRatings, pageWorkOrders, replyWorkOrder } from './agent-records';

/** `im/*` on the staff API (issue 21 §2): the agents' inbox, answers, settings, work orders and ratings. */
export const registerAdminImRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.adminPageInbox, ({ staff, query }) => pageInbox(context, staff, query));
  registerOperation(app, Http.adminGetInboxItem, ({ staff, params }) =>
    getInboxItem(context, staff, params.id),
  );
  registerOperation(app, Http.adminListInboxMessages, ({ staff, params, query }) =>
    listInboxMessages(context, staff, params.id, query),
  );
  registerOperation(app, Http.adminListAgents, () => listAgents(context));
  registerOperation(app, Http.adminAssignConversation, ({ staff, params, body }) =>
    assignConversation(context, staff, params.id, body),
  );
  registerOperation(app, Http.adminSendChatMessage, ({ staff, params, body }) =>
    staffSend(context, staff, params.id, body),
  );
  registerOperation(app, Http.adminFinishConversation, ({ staff, params }) =>
    finishConversation(context, staff, params.id),
  );
  registerOperation(app, Http.adminReadConversation, ({ staff, params, body }) =>
    staffRead(context, staff, params.id, body.offset),
  );
  registerOperation(app, Http.adminListCannedReplies, () => listCannedReplies(context));
  registerOperation(app, Http.adminSaveCannedReply, ({ staff, request, body }) =>
    saveCannedReply(context, request, staff, body),
  );
  registerOperation(app, Http.adminDeleteCannedReply, ({ request, params }) =>
    deleteCannedReply(context, request, params.id),
  );
  registerOperation(app, Http.adminGetBusinessHours, () => getBusinessHours(context));
  registerOperation(app, Http.adminSetBusinessHours, ({ request, body }) =>
    setBusinessHours(context, request, body),
  );
  registerOperation(app, Http.adminPageWorkOrders, ({ query }) => pageWorkOrders(context, query));
  registerOperation(app, Http.adminReplyWorkOrder, ({ staff, request, params, body }) =>
    replyWorkOrder(context, request, staff, params.id, body),
  );
  registerOperation(app, Http.adminPageRatings, ({ query }) => pageRatings(context, query));
  registerFileOperation(app, Http.adminGetChatImage, ({ query, reply }) =>
    sendChatImage(context, null, query.id, reply),
  );
};
