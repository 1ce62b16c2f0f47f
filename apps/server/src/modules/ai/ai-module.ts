import type { ServerModule } from '../../platform/modules/index';

/** AI-managed trading: grid and DCA strategies run on the live feed in each order's sub-account (issue 19). */
export const createAiModule = (): ServerModule => ({
  name: 'ai',
  dependsOn: ['ledger', 'market', 'member', 'wallet', 'spot'],
});
