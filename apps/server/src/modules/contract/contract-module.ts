import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { RiskEngine } from '../../engines/risk/risk-engine';
import { CONTRACT_CHANGED_CHANNEL } from './contract-events';
import { registerContractRoutes } from './contract-routes';
import { contractRuntimeOf, setContractRuntime } from './contract-runtime';
import { ContractSpecBook } from './contract-specs';
import { createRiskActions } from './risk-actions';

const engines = new WeakMap<AppContext, RiskEngine>();

/**
 * Contract trading (spec §7 pay/order-contract): loads this instance's contract rules, registers the routes and, when
 * RISK_ENGINE_ENABLED, enters the risk engine's leader election. Call after the market module (the rules follow its
 * catalogue).
 */
export const registerContractModule = async (
  app: FastifyInstance,
  context: AppContext,
  options: { isEngineManual: boolean },
) => {
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
        isTimerDriven: !options.isEngineManual,
      })
    : null;
  setContractRuntime(context, {
    specs,
    stop: async () => {
      await engine?.stop();
      await specs.stop();
    },
  });
  if (engine) engines.set(context, engine);
  // New brackets (staff edits) reach the engine's screening at its next turn, not at its next periodic resync.
  specs.onReload(() => engine?.requestResync());
  // preClose: the engine lets go of its lock connection and finishes its actions before the pool ends.
  app.addHook('preClose', () => contractRuntimeOf(context).stop());
  registerContractRoutes(app, context);
  app.addHook('onReady', async () => {
    await engine?.start();
  });
};

/** This instance's risk engine (tests step it; null when RISK_ENGINE_ENABLED is off). */
export const riskEngineOf = (context: AppContext) => engines.get(context) ?? null;
