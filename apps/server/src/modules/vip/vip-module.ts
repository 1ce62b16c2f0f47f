import type { ServerModule } from '../../platform/modules/index';

/** VIP levels: benefits applied by the code, reached by volume or holdings, bought, or approved (issue 19). */
export const createVipModule = (): ServerModule => ({
  name: 'vip',
  dependsOn: ['ledger', 'market', 'member', 'wallet', 'spot'],
});
