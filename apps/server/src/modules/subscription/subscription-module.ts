import type { ServerModule } from '../../platform/modules/index';

/** Subscriptions: IEO commitments with pro-rata allotment, IPO buys, distribution and listing (issue 19). */
export const createSubscriptionModule = (): ServerModule => ({
  name: 'subscription',
  dependsOn: ['ledger', 'market', 'member', 'wallet'],
});
