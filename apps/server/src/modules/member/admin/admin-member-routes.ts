import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerFileOperation, registerOperation } from '../../../platform/http/operation-route';
import { deleteUser } from './delete-user';
import { forceLogout } from './force-logout';
import { pageRealNames, sendRealNameImage } from './real-name-queue';
import { approveRealName, rejectRealName } from './review-real-name';
import { freezeWithdrawals, restrictTrading } from './user-restrictions';
import { pageUsers } from './user-search';
import { getUserView, pageUserLedger } from './user-view';

/** The staff side of members (under /api/admin-api): search and view users, restrictions, real-name reviews. */
export const registerAdminMemberRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminPageUsers, async ({ query }) => pageUsers(context.db, query, query));
  registerOperation(admin, Http.adminGetUser, async ({ query }) => getUserView(context, query.id));
  registerOperation(admin, Http.adminPageUserLedger, async ({ query }) => pageUserLedger(context.db, query));
  registerOperation(admin, Http.adminRestrictTrading, ({ request, body }) =>
    restrictTrading(context, request, body),
  );
  registerOperation(admin, Http.adminFreezeWithdrawals, ({ request, body }) =>
    freezeWithdrawals(context, request, body),
  );
  registerOperation(admin, Http.adminForceLogout, ({ request, body }) => forceLogout(context, request, body));
  registerOperation(admin, Http.adminDeleteUser, ({ request, body }) => deleteUser(context, request, body));
  registerOperation(admin, Http.adminPageRealNames, async ({ query }) => pageRealNames(context.db, query));
  registerOperation(admin, Http.adminApproveRealName, ({ request, staff, body }) =>
    approveRealName(context, request, staff, body),
  );
  registerOperation(admin, Http.adminRejectRealName, ({ request, staff, body }) =>
    rejectRealName(context, request, staff, body),
  );
  // The image itself, not an envelope: a plain route with the contract's path, query and permission.
  registerFileOperation(admin, Http.adminGetRealNameImage, ({ query, reply }) =>
    sendRealNameImage(context, reply, query),
  );
};
