import type { AppContext } from '../../platform/context';
import type { ServerModule } from '../../platform/modules/index';
import { ACCOUNT_COMMITMENTS, STAFF_USER_VIEW_PARTS } from '../member/index';
import { WALLET_HOLDINGS } from '../wallet/index';
import { registerAdminBlockTradeRoutes } from './admin/admin-block-trade-routes';
import { registerBlockTradeJobs } from './block-trade-jobs';
import { blockLockedHoldings, lockedBlockOrderCommitments, staffBlockTradeView } from './block-trade-parts';
import { registerBlockTradeRoutes } from './block-trade-routes';
import { seedBlockTrade } from './block-trade-seed';

const contributeParts = (context: AppContext) => {
  context.modules.contribute(WALLET_HOLDINGS, blockLockedHoldings);
  context.modules.contribute(ACCOUNT_COMMITMENTS, lockedBlockOrderCommitments);
  context.modules.contribute(STAFF_USER_VIEW_PARTS, staffBlockTradeView);
};

/**
 * Block trades (README): staff offers at the live price and a disclosed rate, held through a lock-up, released by the
 * `block-trade.release` job on the scheduler's leader; the locked assets count in the funds overview.
 */
export const createBlockTradeModule = (): ServerModule => ({
  name: 'block-trade',
  dependsOn: ['ledger', 'market', 'member', 'wallet'],
  seed: async (context, run) => seedBlockTrade(context, run.isDemo),
  init: (context) => {
    contributeParts(context);
    registerBlockTradeJobs(context);
  },
  registerAppRoutes: registerBlockTradeRoutes,
  registerAdminRoutes: registerAdminBlockTradeRoutes,
});
