import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { listLoanConfigs, upsertLoanConfig } from './loan-configs';

/** Loan terms on the staff API (under /api/admin-api). Nothing here touches a running loan, a price or a balance. */
export const registerAdminLoanRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminListLoanConfigs, () => listLoanConfigs(context));
  registerOperation(admin, Http.adminUpsertLoanConfig, ({ request, body }) =>
    upsertLoanConfig(context, request, body),
  );
};
