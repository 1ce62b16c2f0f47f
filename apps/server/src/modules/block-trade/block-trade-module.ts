import type { ServerModule } from '../../platform/modules/index';

/** Block trades: staff offers at the live price and a disclosed rate, held through a lock-up (issue 19). */
export const createBlockTradeModule = (): ServerModule => ({
  name: 'block-trade',
  dependsOn: ['ledger', 'market', 'member', 'wallet'],
});
