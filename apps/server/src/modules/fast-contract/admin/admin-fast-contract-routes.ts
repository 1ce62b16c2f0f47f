import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { getFastContractSettings, updateFastContractSettings } from './fast-contract-settings';

/** The fast-contract rules on the staff API (under /api/admin-api). Nothing here sets a price or an outcome. */
export const registerAdminFastContractRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminGetFastContractSettings, () => getFastContractSettings(context));
  registerOperation(admin, Http.adminUpdateFastContractSettings, ({ request, body }) =>
    updateFastContractSettings(context, request, body),
  );
};
