import type { AppContext } from '../../platform/context';
import type { ServerModule } from '../../platform/modules/index';
import { ACCOUNT_COMMITMENTS } from '../member/index';
import { registerAdminSpotRoutes } from './admin/fee-rates';
import { createMatcherActions } from './matcher-actions';
import { SpotMatcher } from './matcher/spot-matcher';
import { SPOT_CHANGED_CHANNEL } from './spot-events';
import { SpotFeeBook } from './spot-fees';
import { registerSpotRoutes } from './spot-routes';
import { SPOT_RUNTIME, spotRuntimeOf } from './spot-runtime';
import { openSpotOrderCount } from './spot-store';

export interface SpotModuleOptions {
  /** The matcher leads but runs no timer: the test steps it (`spotMatcherOf(context).step()`). */
  isEngineManual?: boolean | undefined;
}

/**
 * Spot coin orders (spec §7 pay/order-coin): this instance's fee table and, when RISK_ENGINE_ENABLED (the switch of
 * the trading engines), the spot matcher's leader election. Open orders count as the account's commitments.
 */
export const createSpotModule = ({ isEngineManual = false }: SpotModuleOptions = {}): ServerModule => ({
  name: 'spot',
  dependsOn: ['ledger', 'market', 'member'],
  init: async (context: AppContext) => {
    const fees = new SpotFeeBook(context);
    await fees.start();
    const matcher = context.config.RISK_ENGINE_ENABLED
      ? new SpotMatcher({
          database: context.database,
          bus: context.bus,
          clock: context.clock,
          logger: context.logger,
          actions: createMatcherActions(context),
          staleAfterMs: context.config.PRICE_STALE_AFTER_MS,
          changedChannel: SPOT_CHANGED_CHANNEL,
          isTimerDriven: !isEngineManual,
        })
      : null;
    context.modules.provide(SPOT_RUNTIME, { fees, matcher });
    context.modules.contribute(ACCOUNT_COMMITMENTS, {
      count: async (db, userId) => ({ openSpotOrderCount: await openSpotOrderCount(db, userId) }),
      labels: { openSpotOrderCount: { one: 'open spot order', other: 'open spot orders' } },
    });
  },
  registerAppRoutes: registerSpotRoutes,
  registerAdminRoutes: registerAdminSpotRoutes,
  start: async (context) => {
    await spotRuntimeOf(context).matcher?.start();
  },
  // The matcher lets go of its lock and finishes its actions before the pool ends.
  stop: async (context) => {
    const { matcher, fees } = spotRuntimeOf(context);
    await matcher?.stop();
    await fees.stop();
  },
});

/** This instance's spot matcher (tests step it; null when RISK_ENGINE_ENABLED is off). */
export const spotMatcherOf = (context: AppContext) => spotRuntimeOf(context).matcher;
