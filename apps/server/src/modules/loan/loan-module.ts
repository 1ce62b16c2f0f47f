import type { ServerModule } from '../../platform/modules/index';

/** Collateralised loans: borrow USDT against a coin, hourly interest, LTV watch and liquidation (issue 19). */
export const createLoanModule = (): ServerModule => ({
  name: 'loan',
  dependsOn: ['ledger', 'market', 'member', 'wallet'],
});
