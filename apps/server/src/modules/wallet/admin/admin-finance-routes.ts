import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import {
  approveCorrection,
  pageCorrections,
  proposeCorrection,
  rejectCorrection,
} from './balance-corrections';
import { declareReserve, listHouseAccounts, readReserves } from './reserves';

/** The back office's money tools (under /api/admin-api): balance corrections and the ledger views. */
export const registerAdminFinanceRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminProposeCorrection, ({ request, staff, body }) =>
    proposeCorrection(context, request, staff, body),
  );
  registerOperation(admin, Http.adminApproveCorrection, ({ request, staff, body }) =>
    approveCorrection(context, request, staff, body),
  );
  registerOperation(admin, Http.adminRejectCorrection, ({ request, staff, body }) =>
    rejectCorrection(context, request, staff, body),
  );
  registerOperation(admin, Http.adminPageCorrections, ({ query }) => pageCorrections(context, query));
  registerOperation(admin, Http.adminListHouseAccounts, () => listHouseAccounts(context));
  registerOperation(admin, Http.adminGetReserves, () => readReserves(context));
  registerOperation(admin, Http.adminDeclareReserve, ({ request, staff, body }) =>
    declareReserve(context, request, staff, body),
  );
};
