import type { AppContext } from '../../platform/context';
import type { ServerModule } from '../../platform/modules/index';
import { ACCOUNT_COMMITMENTS, STAFF_USER_VIEW_PARTS } from '../member/index';
import { WALLET_HOLDINGS } from '../wallet/index';
import { registerAdminLoanRoutes } from './admin/admin-loan-routes';
import { registerLoanJobs } from './loan-jobs';
import { loanCollateralHoldings, openLoanCommitments, staffLoanView } from './loan-parts';
import { registerLoanRoutes } from './loan-routes';
import { seedLoans } from './loan-seed';

const contributeParts = (context: AppContext) => {
  context.modules.contribute(WALLET_HOLDINGS, loanCollateralHoldings);
  context.modules.contribute(STAFF_USER_VIEW_PARTS, staffLoanView);
  context.modules.contribute(ACCOUNT_COMMITMENTS, openLoanCommitments);
};

/**
 * Collateralised loans (README): borrow USDT against a coin, hourly interest, LTV watch and liquidation (issue 19).
 * Routes on the app and staff APIs, the accrual and watch jobs on the scheduler's leader, the funds-overview parts.
 */
export const createLoanModule = (): ServerModule => ({
  name: 'loan',
  dependsOn: ['ledger', 'market', 'member', 'wallet'],
  seed: seedLoans,
  init: async (context) => {
    contributeParts(context);
    registerLoanJobs(context);
  },
  registerAppRoutes: registerLoanRoutes,
  registerAdminRoutes: registerAdminLoanRoutes,
});
