import type { AppContext } from '../../platform/context';
import type { ServerModule } from '../../platform/modules/index';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { ACCOUNT_COMMITMENTS, STAFF_USER_VIEW_PARTS } from '../member/index';
import { WALLET_VALUATIONS } from '../wallet/index';
import { registerAdminFastContractRoutes } from './admin/admin-fast-contract-routes';
import { registerFastContractJobs } from './fast-contract-jobs';
import {
  fastWalletValuation,
  openFastContractCommitments,
  staffFastContractView,
} from './fast-contract-parts';
import { registerFastContractRoutes } from './fast-contract-routes';
import { FAST_CONTRACT_ASSET } from './fast-contract-rules';
import { FAST_CONTRACT_RUNTIME, fastContractRuntimeOf } from './fast-contract-runtime';
import { PriceRecorder } from './price-recorder';

const contributeParts = (context: AppContext) => {
  context.modules.contribute(WALLET_VALUATIONS, fastWalletValuation);
  context.modules.contribute(STAFF_USER_VIEW_PARTS, staffFastContractView);
  context.modules.contribute(ACCOUNT_COMMITMENTS, openFastContractCommitments);
};

/**
 * Fast contracts (README): buys on the app API, the rules on the staff API, the per-second price recorder and the
 * settlement and pruning jobs on the scheduler's leader, and the fast wallet's part of the funds overview.
 */
export const createFastContractModule = (): ServerModule => ({
  name: 'fast-contract',
  dependsOn: ['ledger', 'market', 'member', 'wallet'],
  // The house book exists from the first start, at zero, so the back office's house-account view names it.
  seed: async (context) =>
    void (await houseAccountId(context.db, HouseAccount.fastContractBook, FAST_CONTRACT_ASSET)),
  init: async (context) => {
    const recorder = new PriceRecorder(context, () => context.scheduler.isLeader);
    context.modules.provide(FAST_CONTRACT_RUNTIME, { recorder });
    contributeParts(context);
    registerFastContractJobs(context);
  },
  registerAppRoutes: registerFastContractRoutes,
  registerAdminRoutes: registerAdminFastContractRoutes,
  start: async (context) => {
    await fastContractRuntimeOf(context).recorder.start();
  },
  stop: async (context) => {
    await fastContractRuntimeOf(context).recorder.stop();
  },
});
