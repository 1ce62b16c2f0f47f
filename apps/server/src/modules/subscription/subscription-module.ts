import type { ServerModule } from '../../platform/modules/index';
import { ACCOUNT_COMMITMENTS, STAFF_USER_VIEW_PARTS } from '../member/index';
import { registerAdminSubscriptionRoutes } from './admin/admin-subscription-routes';
import { registerSubscriptionJobs } from './subscription-jobs';
import { openSubscriptionCommitments, staffSubscriptionView } from './subscription-parts';
import { registerSubscriptionRoutes } from './subscription-routes';
import { seedDemoProjects, seedSubscriptionBook } from './subscription-seed';

/**
 * Subscriptions (README): IEO commitments with pro-rata allotment, IPO one-click and ration (lottery) buys on the app
 * API; projects on the staff API; the allotment, distribution and listing jobs on the scheduler's leader.
 */
export const createSubscriptionModule = (): ServerModule => ({
  name: 'subscription',
  dependsOn: ['ledger', 'market', 'member', 'wallet'],
  seed: async (context, run) => {
    await seedSubscriptionBook(context);
    if (run.isDemo) await seedDemoProjects(context);
  },
  init: (context) => {
    context.modules.contribute(ACCOUNT_COMMITMENTS, openSubscriptionCommitments);
    context.modules.contribute(STAFF_USER_VIEW_PARTS, staffSubscriptionView);
    registerSubscriptionJobs(context);
  },
  registerAppRoutes: registerSubscriptionRoutes,
  registerAdminRoutes: registerAdminSubscriptionRoutes,
});
