import type { ServerModule } from '../../platform/modules/index';
import { registerAdminMarketRoutes } from './admin/admin-market-routes';
import { registerMarketRoutes } from './market-routes';
import { startMarketRuntime } from './market-runtime';
import { MARKET_RUNTIME } from './market-state';
import { seedInstruments } from './seed-instruments';

/**
 * Market lists, klines, depth, mark prices, the feed and favourites (spec §7), and the staff catalogue. Its init
 * loads this instance's instrument catalogue and starts consuming the feed (and, where this instance may lead, the
 * feed engine) before the routes exist, so the first request already has them.
 */
export const createMarketModule = (): ServerModule => ({
  name: 'market',
  dependsOn: [],
  seed: async (context) => void (await seedInstruments(context)),
  init: async (context) => {
    const runtime = await startMarketRuntime(context);
    context.modules.provide(MARKET_RUNTIME, runtime);
    // The data socket refuses a SUB to an instrument that is not listed; the hub has no catalogue of its own.
    context.hub.setListedCheck((type, symbol) => runtime.catalogue.findListed(type, symbol) !== undefined);
  },
  registerAppRoutes: registerMarketRoutes,
  registerAdminRoutes: registerAdminMarketRoutes,
  // The feed lets go of its lock connection before the app ends the database pool.
  stop: async (context) => context.modules.get(MARKET_RUNTIME).stop(),
});
