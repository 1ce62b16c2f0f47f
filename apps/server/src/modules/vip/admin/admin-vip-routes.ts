import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { approveVipApplication, pageVipApplications, rejectVipApplication } from './vip-applications-admin';
import { listVipLevels, saveVipLevel } from './vip-levels-admin';

/** The VIP levels and the application queue on the staff API (under /api/admin-api). */
export const registerAdminVipRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminListVipLevels, () => listVipLevels(context));
  registerOperation(admin, Http.adminSaveVipLevel, ({ request, body }) =>
    saveVipLevel(context, request, body),
  );
  registerOperation(admin, Http.adminPageVipApplications, ({ query }) => pageVipApplications(context, query));
  registerOperation(admin, Http.adminApproveVipApplication, ({ request, staff, body }) =>
    approveVipApplication(context, request, staff, body),
  );
  registerOperation(admin, Http.adminRejectVipApplication, ({ request, staff, body }) =>
    rejectVipApplication(context, request, staff, body),
  );
};
