import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerFileOperation, registerOperation } from '../../platform/http/operation-route';
import { getDepositSettings, updateDepositSettings } from './deposit-settings';
import { sendRechargeProof } from './recharge-proof';
import { pageRecharges } from './recharge-orders';
import { approveRecharge, rejectRecharge } from './review-recharge';
import { approveWithdrawal, completeWithdrawal, rejectWithdrawal } from './review-withdrawal';
import { pageAdminWithdrawals } from './admin/withdrawal-approvals';

/** The staff side of deposits and withdrawals (under /api/admin-api): review queues and their state machines. */
export const registerAdminWalletRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminPageRecharges, ({ query }) => pageRecharges(context.db, query, query));
  registerOperation(admin, Http.adminApproveRecharge, ({ request, staff, body }) =>
    approveRecharge(context, request, staff, body),
  );
  registerOperation(admin, Http.adminRejectRecharge, ({ request, staff, body }) =>
    rejectRecharge(context, request, staff, body),
  );
  registerOperation(admin, Http.adminGetDepositSettings, () => getDepositSettings(context));
  registerOperation(admin, Http.adminUpdateDepositSettings, ({ request, body }) =>
    updateDepositSettings(context, request, body),
  );
  registerFileOperation(admin, Http.adminGetRechargeProof, ({ query, reply }) =>
    sendRechargeProof(context, reply, query.id),
  );
  registerOperation(admin, Http.adminPageWithdrawals, ({ query }) =>
    pageAdminWithdrawals(context, query, query),
  );
  registerOperation(admin, Http.adminApproveWithdrawal, ({ request, staff, body }) =>
    approveWithdrawal(context, request, staff, body),
  );
  registerOperation(admin, Http.adminCompleteWithdrawal, ({ request, staff, body }) =>
    completeWithdrawal(context, request, staff, body),
  );
  registerOperation(admin, Http.adminRejectWithdrawal, ({ request, staff, body }) =>
    rejectWithdrawal(context, request, staff, body),
  );
};
