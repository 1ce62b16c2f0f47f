import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import {
  registerFileOperation,
  registerOperation,
  type RouteLimits,
} from '../../platform/http/operation-route';
import { changeMessage, sendMessage } from './im-messages';
import {
  listGroups,
  listMessages,
  loadGroups,
  lookupAvatars,
  openSubjectGroup,
  rateConversation,
  readUpTo,
  userParty,
} from './im-groups';
import { sendChatImage, uploadChatImage } from './im-files';
import { createWorkOrder, listWorkOrders } from './work-orders';

const WRITE_LIMITS: RouteLimits = { rateLimit: { max: 60, timeWindowMs: 60_000 } };

/** `im/*` on the app API (issue 21 §1): members and visitors, each in their own groups only. */
export const registerImRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(
    app,
    Http.issueImToken,
    async ({ caller }) => {
      const issued = await context.tokens.issue({ ...caller, type: 'access', audience: 'im' });
      return { token: issued.token, expiresAt: issued.expiresAtMs };
    },
    WRITE_LIMITS,
  );
  registerOperation(app, Http.listChatGroups, ({ caller }) => listGroups(context, userParty(caller)));
  registerOperation(app, Http.loadChatGroups, ({ caller }) => loadGroups(context, caller), WRITE_LIMITS);
  registerOperation(
    app,
    Http.openChatGroup,
    ({ caller, body }) => openSubjectGroup(context, caller, body),
    WRITE_LIMITS,
  );
  registerOperation(app, Http.listChatMessages, ({ caller, query }) =>
    listMessages(context, userParty(caller), query),
  );
  registerOperation(
    app,
    Http.sendChatMessage,
    async ({ caller, body }) => (await sendMessage(context, userParty(caller), body)).message,
  );
  registerOperation(
    app,
    Http.revokeChatMessage,
    ({ caller, body }) => changeMessage(context, userParty(caller), body.id, { kind: 'revoke' }),
    WRITE_LIMITS,
  );
  registerOperation(
    app,
    Http.editChatMessage,
    ({ caller, body }) =>
      changeMessage(context, userParty(caller), body.id, { kind: 'edit', data: body.data }),
    WRITE_LIMITS,
  );
  registerOperation(app, Http.readChatMessages, ({ caller, body }) =>
    readUpTo(context, userParty(caller), body.groupId, body.offset),
  );
  registerOperation(
    app,
    Http.uploadChatImage,
    ({ caller, request }) => uploadChatImage(context, userParty(caller), request),
    { rateLimit: { max: 20, timeWindowMs: 60_000 } },
  );
  registerFileOperation(app, Http.getChatImage, ({ caller, params, reply }) =>
    sendChatImage(context, userParty(caller), params.id, reply),
  );
  registerOperation(app, Http.lookupChatAvatars, ({ caller, query }) =>
    lookupAvatars(context, userParty(caller), query),
  );
  registerOperation(
    app,
    Http.rateChatConversation,
    ({ caller, body }) => rateConversation(context, caller, body),
    WRITE_LIMITS,
  );
  registerOperation(
    app,
    Http.createWorkOrder,
    ({ caller, body }) => createWorkOrder(context, caller, body),
    WRITE_LIMITS,
  );
  registerOperation(app, Http.listWorkOrders, ({ caller }) => listWorkOrders(context, caller));
};
