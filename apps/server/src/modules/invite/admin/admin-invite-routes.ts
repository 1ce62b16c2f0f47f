import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import {
  getAdminRebateConfig,
  pageAdminInviteCodes,
  restoreInviteCode,
  saveRebateConfig,
  suspendInviteCode,
} from './invite-admin';

/** The rebate rules and the invite codes on the staff API (under /api/admin-api). */
export const registerAdminInviteRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminGetRebateConfig, () => getAdminRebateConfig(context));
  registerOperation(admin, Http.adminSaveRebateConfig, ({ request, staff, body }) =>
    saveRebateConfig(context, request, staff, body),
  );
  registerOperation(admin, Http.adminPageInviteCodes, ({ query }) => pageAdminInviteCodes(context, query));
  registerOperation(admin, Http.adminSuspendInviteCode, ({ request, staff, body }) =>
    suspendInviteCode(context, request, staff, body),
  );
  registerOperation(admin, Http.adminRestoreInviteCode, ({ request, staff, body }) =>
    restoreInviteCode(context, request, staff, body),
  );
};
