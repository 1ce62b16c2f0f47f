import type { AppNamespace } from '@exchange/i18n/namespaces';
import type { RouteKey } from '@/config/paths';

/**
 * The string namespaces (packages/i18n) each screen shows besides `core`, which every screen has. The route loads
 * them beside the screen's chunk and renders only when both have arrived (router.tsx `lazyScreen`), so a screen
 * never flashes raw keys. Kept beside `screenModules`, not in the screen modules, so the strings download in
 * parallel with the code instead of after it. app/screen-namespaces.test.ts checks every built screen is here and
 * that the keys its code names (its own files and every feature file it imports, lazily or not) all live in core or
 * in these namespaces.
 */
export const screenNamespaces: Partial<Record<RouteKey, readonly AppNamespace[]>> = {
  login: [],
  register: [],
  forgot: [],
  chooseArea: [],
  chooseNationality: ['member'],
  proxy: ['member'],
  pcHome: ['market'],
  home: ['market'],
  market: ['market', 'subscription'],
  search: ['market'],
  heatmap: ['market'],
  stock: ['market', 'stocks'],
  mine: ['member'],
  mineSettings: ['member'],
  mineVerified: ['member', 'notices'],
  mineUserLanguage: [],
  mineTheme: [],
  mineUpDownColorConfig: ['member'],
  mineChangePassword: ['member'],
  mineChangePayPassword: ['member'],
  mineChangeUserInformation: ['member'],
  timezoneSelector: ['member'],
  exchangeRate: ['member'],
  chart: ['chart'],
  funds: ['wallet'],
  fundsTransfer: ['wallet'],
  fundsCurrency: ['wallet'],
  fundsSwap: ['wallet'],
  fundsLoans: ['loans'],
  fundsLoansLog: ['loans'],
  fundsFinanceListView: ['wallet'],
  fundsTradingHistoryDetail: ['wallet'],
  fundsOrderHistory: ['wallet'],
  fundsOrderHistoryDetail: ['wallet'],
  fundsTopUp: ['payments'],
  fundsRechargeCurrency: ['payments'],
  xrpTopUp: ['payments'],
  fundsRechargeConfirmation: ['payments'],
  fundsTopUpOrder: ['payments'],
  fundsFiatCurrency: ['payments'],
  fundsThirdPartyRecharge: ['payments'],
  fundsWithdraw: ['payments'],
  fundsWithdrawSuccess: ['payments'],
  mineBank: ['payments'],
  mineAddPaymentMethod: ['payments'],
  contract: ['contract', 'chart'],
  transaction: ['contract', 'chart', 'trade', 'stocks', 'fast'],
  order: ['contract', 'trade', 'stocks', 'fast', 'block'],
  orderDetail: ['contract', 'trade', 'stocks', 'fast'],
  orderCoinFundDetail: ['trade'],
  orderBulkDetail: ['block'],
  pcIeo: ['subscription'],
  fundsBuySubscribe: ['subscription'],
  fundsBuySubscribeOrderDetail: ['subscription'],
  orderSubscriptionDetail: ['subscription'],
  ieoOrder: ['subscription'],
  mineSubscription: ['subscription'],
  blockTrade: ['block'],
  mineAiTrade: ['ai'],
  mineAiOrder: ['ai'],
  mineAiChildOrder: ['ai'],
  mineAiOrderDetail: ['ai'],
  fundsBuyAi: ['ai'],
  vip: ['vip'],
  mineVip: ['vip'],
  mineUpgradePlan: ['vip'],
  contractSharing: ['contract'],
};

/** A screen's namespaces; a screen missing from the map needs only core. */
export const namespacesOfScreen = (key: RouteKey): readonly AppNamespace[] => screenNamespaces[key] ?? [];
