import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { borrowLoan } from './borrow-loan';
import { getLoanInfo, pageLoanLog, pageLoans } from './loan-reads';
import { addLoanCollateral, repayLoan } from './repay-loan';

const MONEY_LIMITS: RouteLimits = { rateLimit: { max: 120, timeWindowMs: 60_000 } };

/** `pay/loan/*` (spec §7 "Loans: info, loan (POST), page"; repay, add-collateral and log are ours). */
export const registerLoanRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.getLoanInfo, ({ caller }) => getLoanInfo(context, caller));
  registerOperation(
    app,
    Http.borrowLoan,
    ({ caller, idempotencyKey, body }) => borrowLoan(context, caller, idempotencyKey, body),
    MONEY_LIMITS,
  );
  registerOperation(
    app,
    Http.repayLoan,
    ({ caller, idempotencyKey, params, body }) => repayLoan(context, caller, idempotencyKey, params.id, body),
    MONEY_LIMITS,
  );
  registerOperation(
    app,
    Http.addLoanCollateral,
    ({ caller, idempotencyKey, params, body }) =>
      addLoanCollateral(context, caller, idempotencyKey, params.id, body),
    MONEY_LIMITS,
  );
  registerOperation(app, Http.pageLoans, ({ caller, query }) => pageLoans(context, caller, query));
  registerOperation(app, Http.pageLoanLog, ({ caller, query }) => pageLoanLog(context, caller, query));
};
