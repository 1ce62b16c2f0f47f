import type { AppContext } from '../../platform/context';
import type { ServerModule } from '../../platform/modules/index';
import { ACCOUNT_COMMITMENTS, STAFF_USER_VIEW_PARTS } from '../member/index';
import { WALLET_HOLDINGS } from '../wallet/index';
import { registerAdminAiRoutes } from './admin/admin-ai-routes';
import { aiSubAccountHoldings, runningAiCommitments, staffAiView } from './ai-parts';
import { registerAiJobs } from './ai-jobs';
import { registerAiRoutes } from './ai-routes';
import { seedAi } from './ai-seed';

const contributeParts = (context: AppContext) => {
  context.modules.contribute(ACCOUNT_COMMITMENTS, runningAiCommitments);
  context.modules.contribute(WALLET_HOLDINGS, aiSubAccountHoldings);
  context.modules.contribute(STAFF_USER_VIEW_PARTS, staffAiView(context));
};

/**
 * AI-managed trading (README): grid and DCA strategies run by the engine on the live spot feed, each order in its own
 * sub-account (wallet `ai`), every child order a real spot fill; buys and early settlements on the app API, products
 * on the staff API, the engine and the term settlement on the scheduler's leader.
 */
export const createAiModule = (): ServerModule => ({
  name: 'ai',
  dependsOn: ['ledger', 'market', 'member', 'wallet', 'spot'],
  seed: async (context, run) => seedAi(context, run.isDemo),
  init: (context) => {
    contributeParts(context);
    registerAiJobs(context);
  },
  registerAppRoutes: registerAiRoutes,
  registerAdminRoutes: registerAdminAiRoutes,
});
