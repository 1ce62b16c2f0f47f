import type { AppContext } from '../../platform/context';
import type { ServerModule } from '../../platform/modules/index';
import { RiskEngine } from '../../engines/risk/risk-engine';
import { LEADERSHIP_REPORTS } from '../market/index';
import { ACCOUNT_COMMITMENTS, STAFF_USER_VIEW_PARTS } from '../member/index';
import { WALLET_OUTFLOW_GUARDS, WALLET_VALUATIONS } from '../wallet/index';
import { registerAdminContractRoutes } from './admin/admin-contract-routes';
import { CONTRACT_CHANGED_CHANNEL } from './contract-events';
import { registerContractRoutes } from './contract-routes';
import { CONTRACT_RUNTIME, contractRuntimeOf } from './contract-runtime';
import { ContractSpecBook, seedContractSpecs } from './contract-specs';
import { contractOutflowGuard } from './contract-transfers';
import { registerFundingJob } from './funding-job';
import { createRiskActions } from './risk-actions';
import { openContractCounts, staffContractView } from './staff-contract-view';
import { contractWalletValuation } from './wallet-valuation';

export interface ContractModuleOptions {
  /** The risk engine leads but runs no timers: the test steps it (`riskEngineOf(context).step()`). */
  isEngineManual?: boolean | undefined;
}

/** Adds the contract's parts to the wallet (valuation, outflow guard), the staff user view and the deletion check. */
const contributeParts = (context: AppContext) => {
  const { modules } = context;
  modules.contribute(WALLET_VALUATIONS, contractWalletValuation);
  modules.contribute(WALLET_OUTFLOW_GUARDS, contractOutflowGuard);
  modules.contribute(STAFF_USER_VIEW_PARTS, { read: staffContractView });
  modules.contribute(ACCOUNT_COMMITMENTS, {
    count: openContractCounts,
    labels: {
      openPositionCount: { one: 'open contract position', other: 'open contract positions' },
      pendingOrderCount: { one: 'pending contract order', other: 'pending contract orders' },
    },
  });
  modules.contribute(LEADERSHIP_REPORTS, {
    name: 'riskEngine',
    isLeader: () => contractRuntimeOf(context).engine?.isLeader ?? false,
  });
};

/**
 * Contract trading (spec §7 pay/order-contract): this instance's contract rules (they follow the market's
 * catalogue) and, when RISK_ENGINE_ENABLED, the risk engine's leader election.
 */
export const createContractModule = ({
  isEngineManual = false,
}: ContractModuleOptions = {}): ServerModule => ({
  name: 'contract',
  dependsOn: ['ledger', 'market', 'member', 'wallet'],
  seed: async (context) => void (await seedContractSpecs(context)),
  init: async (context) => {
    const specs = new ContractSpecBook(context);
    await specs.start();
    const engine = context.config.RISK_ENGINE_ENABLED
      ? new RiskEngine({
          database: context.database,
          bus: context.bus,
          clock: context.clock,
          logger: context.logger,
          actions: createRiskActions(context),
          staleAfterMs: context.config.PRICE_STALE_AFTER_MS,
          changedChannel: CONTRACT_CHANGED_CHANNEL,
          isTimerDriven: !isEngineManual,
        })
      : null;
    // New brackets (staff edits) reach the engine's screening at its next turn, not at its next periodic resync.
    specs.onReload(() => engine?.requestResync());
    context.modules.provide(CONTRACT_RUNTIME, { specs, engine });
    contributeParts(context);
    registerFundingJob(context);
  },
  registerAppRoutes: registerContractRoutes,
  registerAdminRoutes: registerAdminContractRoutes,
  start: async (context) => {
    await contractRuntimeOf(context).engine?.start();
  },
  // The engine lets go of its lock connection and finishes its actions before the pool ends.
  stop: async (context) => {
    const { engine, specs } = contractRuntimeOf(context);
    await engine?.stop();
    await specs.stop();
  },
});

/** This instance's risk engine (tests step it; null when RISK_ENGINE_ENABLED is off). */
export const riskEngineOf = (context: AppContext) => contractRuntimeOf(context).engine;
