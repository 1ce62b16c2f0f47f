import type { AppContext } from '../../platform/context';
import type { ServerModule } from '../../platform/modules/index';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { ACCOUNT_COMMITMENTS, STAFF_USER_VIEW_PARTS } from '../member/index';
import { MENU_VISIBILITY } from '../system/index';
import { WALLET_HOLDINGS } from '../wallet/index';
import { STOCK_ASSET } from './stock-fills';
import { openStockCounts, staffStockPart, stockWalletHoldings } from './stock-parts';
import { registerAdminStockRoutes, registerStockRoutes } from './stock-routes';
import { readStockSettings, seedStockSettings, STOCK_MENU_PATH } from './stock-settings';
import { fillWaitingOrders } from './waiting-orders';

/** Every five seconds (croner, seconds first): how soon a waiting limit order fills once the quote reaches it. */
export const STOCK_LIMIT_FILL_SCHEDULE = '*/5 * * * * *';

const contributeParts = (context: AppContext) => {
  const { modules } = context;
  modules.contribute(WALLET_HOLDINGS, stockWalletHoldings);
  modules.contribute(MENU_VISIBILITY, {
    path: STOCK_MENU_PATH,
    isVisible: async (current) => (await readStockSettings(current.db)).isEnabled,
  });
  modules.contribute(STAFF_USER_VIEW_PARTS, staffStockPart(context));
  modules.contribute(ACCOUNT_COMMITMENTS, {
    count: openStockCounts,
    labels: {
      pendingStockOrderCount: { one: 'waiting stock order', other: 'waiting stock orders' },
      stockHoldingCount: { one: 'stock holding', other: 'stock holdings' },
    },
  });
};

/** The limit-fill job on the scheduler's leader: each run fills every waiting order the market has reached. */
const registerLimitFillJob = (context: AppContext) =>
  context.scheduler.register({
    key: 'stock.limit-fills',
    schedule: STOCK_LIMIT_FILL_SCHEDULE,
    description: 'Fills waiting stock limit orders whose quote reached the limit, in session',
    run: async () => {
      const { failed } = await fillWaitingOrders(context);
      if (failed > 0) return { isFinished: false, note: `${failed} waiting order(s) could not be filled` };
    },
  });

/**
 * Stock orders (spec §7 pay/order-stock, module README): US stocks bought with the spot wallet's USDT, holdings in
 * this module's table, session rules from the instrument's hours and the NYSE calendar, limit orders filled by a
 * scheduler job. Off by default (spec: stock hidden); the demo seed turns it on.
 */
export const createStockModule = (): ServerModule => ({
  name: 'stock',
  dependsOn: ['ledger', 'market', 'member', 'wallet', 'system'],
  seed: async (context, run) => {
    await seedStockSettings(context, run.isDemo);
    // The book's account exists from the first start, at zero, so the house-account view names it before any trade.
    await houseAccountId(context.db, HouseAccount.stockBook, STOCK_ASSET);
  },
  init: (context) => {
    contributeParts(context);
    registerLimitFillJob(context);
  },
  registerAppRoutes: registerStockRoutes,
  registerAdminRoutes: registerAdminStockRoutes,
});
