import { matchPath } from 'react-router';

/**
 * Every route of the product spec §2, in one typed table. The router serves only entries with `isBuilt: true`;
 * the others are registered here so that links, the tidy test and later issues share one source of truth, and
 * an unbuilt path falls through to the real not-found page (there are no stand-in screens).
 */
export type RouteTransition = 'fade' | 'slideUp';
export type TabKey = 'home' | 'market' | 'trade' | 'explore' | 'wallet';

export interface RouteDefinition {
  path: string;
  transition: RouteTransition;
  /** Whether the screen shows the top navigation (title bar on mobile, navigation bar on desktop). */
  hasTopNav: boolean;
  tab?: TabKey;
  requiresAuth: boolean;
  isBuilt: boolean;
}

type Options = Partial<Omit<RouteDefinition, 'path'>>;

/** A pushed screen: slides up from the bottom, has a title bar, needs a session, not built yet. */
function page(path: string, options: Options = {}): RouteDefinition {
  return { path, transition: 'slideUp', hasTopNav: true, requiresAuth: true, isBuilt: false, ...options };
}

/** A public screen (no session needed). */
function publicPage(path: string, options: Options = {}): RouteDefinition {
  return page(path, { requiresAuth: false, ...options });
}

const built = { isBuilt: true } as const;

export const paths = {
  // Tabs
  root: publicPage('/', { transition: 'fade' }),
  home: publicPage('/home', { transition: 'fade', tab: 'home', ...built }),
  market: publicPage('/market', { transition: 'fade', tab: 'market', ...built }),
  transaction: publicPage('/transaction', { transition: 'fade', hasTopNav: false, tab: 'trade', ...built }),
  contract: publicPage('/contract', { transition: 'fade', hasTopNav: false, tab: 'explore', ...built }),
  funds: page('/funds', { transition: 'fade', tab: 'wallet', ...built }),

  // Authentication and public
  login: publicPage('/login', { transition: 'fade', ...built }),
  register: publicPage('/register', built),
  forgot: publicPage('/forgot', built),
  chooseArea: publicPage('/chooseArea', built),
  chooseNationality: publicPage('/chooseNationality', built),
  proxy: publicPage('/proxy', { transition: 'fade', hasTopNav: false, ...built }),
  pcHome: publicPage('/pc_home', { transition: 'fade', ...built }),

  // Mine and settings
  mine: page('/mine', { transition: 'fade', ...built }),
  mineSettings: publicPage('/mine/settings', built),
  mineVerified: page('/mine/verified', built),
  mineBank: page('/mine/bank', built),
  mineAddPaymentMethod: page('/mine/add_payment_method', built),
  mineUserLanguage: publicPage('/mine/userLanguage', built),
  mineTheme: publicPage('/mine/theme', built),
  mineUpDownColorConfig: publicPage('/mine/upDownColorConfig', built),
  mineChangePassword: page('/mine/changePassword', built),
  mineChangeUserInformation: page('/mine/changeUserInformation', built),
  mineChangePayPassword: page('/mine/changePayPassword', built),
  mineHelpCenter: publicPage('/mine/help_center'),
  mineHelpArticle: publicPage('/mine/helpArticle'),
  mineHelpArticleDetail: publicPage('/mine/helpArticle_detail'),
  mineHelpFeedback: page('/mine/helpFeedback'),
  mineVip: page('/mine/vip'),
  mineOnlineSupport: page('/mine/onlinesupport'),
  mineUpgradePlan: page('/mine/upgradeplan'),
  mineAiTrade: page('/mine/aItrade'),
  mineAiOrder: page('/mine/ai_order'),
  mineAiChildOrder: page('/mine/ai_child_Order'),
  mineAiOrderDetail: page('/mine/ai_order_detail'),
  mineSocial: page('/mine/social'),
  mineService: page('/mine/service'),
  mineSubscription: page('/mine/subscription'),

  // Funds
  fundsWithdraw: page('/funds/withdraw', built),
  fundsWithdrawSuccess: page('/funds/withdraw/success', built),
  fundsBuyAi: page('/funds/buyai'),
  fundsTopUp: page('/funds/topUp', built),
  fundsTopUpOrder: page('/funds/top_up_order', built),
  fundsOrderHistory: page('/funds/order_history', built),
  fundsThirdPartyRecharge: page('/funds/third_party_recharge', built),
  fundsTradingHistoryDetail: page('/funds/tradingHistoryDetail', built),
  fundsTransfer: page('/funds/transfer', built),
  fundsCurrency: page('/funds/currency', built),
  fundsSwap: page('/funds/swap', built),
  fundsLoans: page('/funds/LOANS'),
  fundsLoansLog: page('/funds/loans/log'),
  fundsBuySubscribe: page('/funds/buySubscribe'),
  fundsRechargeCurrency: page('/funds/recharge_currency', built),
  fundsRechargeConfirmation: page('/funds/recharge_confirmation', built),
  fundsFiatCurrency: page('/funds/fiatCurrency', built),
  fundsFinanceListView: page('/funds/financeListView', built),
  fundsBuySubscribeOrderDetail: page('/funds/buySubscribeOrderDetail'),
  fundsOrderHistoryDetail: page('/funds/orderHistoryDetail/:id', built),
  xrpTopUp: page('/xrp_topup', built),

  // Orders
  order: page('/order', built),
  orderDetail: page('/order/detail/:id', built),
  orderCoinFundDetail: page('/order/coin/fund_detail'),
  orderBulkDetail: page('/order/bulk/detail'),
  orderSubscriptionDetail: page('/order/subscription/detail'),
  ieoOrder: page('/ieoOrder'),

  // Messages
  message: page('/message'),
  messageOrder: page('/message/order'),
  messageOrderDetail: page('/message/order_detail'),
  messageNewsDetail: publicPage('/message/newsDetail'),
  messageAnnouncementDetail: publicPage('/message/announcementDetail'),
  announcement: publicPage('/announcement'),
  news: publicPage('/news'),
  noticeList: page('/noticelist'),

  // Invite and rebate
  invite: page('/invite'),
  inviteQrCode: page('/invite/QRCode'),
  inviteFriends: page('/invite/inviteFriends'),
  rebateDetail: page('/rebate_detail'),
  rebateRanking: page('/rebateRanking'),
  invitationSettings: page('/invitation_settings'),

  // Others
  c2cBuy: page('/c2c/buy'),
  c2cList: page('/c2c/list'),
  contractSharing: page('/contractTrade/contractSharing', built),
  search: publicPage('/search', built),
  chart: publicPage('/chart', built),
  exchangeRate: publicPage('/exchange_rate', built),
  timezoneSelector: publicPage('/timezoneselector', built),
  vip: page('/vip'),
  serviceList: page('/service_list'),
  thirdPartyWebPages: publicPage('/third_party_web_pages'),
  textPreview: publicPage('/text_preview'),
  privacyPolicy: publicPage('/privacy_policy'),
  collegeList: publicPage('/college_list'),
  collegeDetail: publicPage('/college_detail'),
  heatmap: publicPage('/heatmap', built),
  bootPage: publicPage('/bootPage', { transition: 'fade' }),
  pcIeo: page('/pc/ieo'),
  socketDebug: publicPage('/public/socketDebug'),
  guide: publicPage('/guide'),
  stock: publicPage('/stock', built),
  blockTrade: page('/blockTrade'),
  externalService: page('/external_service'),
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof paths;

export const routeDefinitions: readonly RouteDefinition[] = Object.values(paths);

/** Paths registered from the spec that no screen serves yet (printed by the tidy test). */
export function unbuiltPaths(): string[] {
  return routeDefinitions.filter((route) => !route.isBuilt).map((route) => route.path);
}

/**
 * Where `/` leads. The spec sends it to the market tab; until the market screen is built it leads to /mine, the
 * one built tab-level screen. Decided from this table so the redirect follows the market tab as soon as its
 * entry says `isBuilt: true`, with no other change.
 */
export function homeRoute(): string {
  return paths.market.isBuilt ? paths.market.path : paths.mine.path;
}

/**
 * Where a signed-in user who opens /login lands (spec §2): /pc_home on desktop, /home on mobile (the root
 * redirect while /home is not built).
 */
export function signedInLandingRoute(isDesktop: boolean): string {
  if (isDesktop) return paths.pcHome.path;
  return paths.home.isBuilt ? paths.home.path : homeRoute();
}

const TAB_ORDER: readonly TabKey[] = ['home', 'market', 'trade', 'explore', 'wallet'];

/** The tab routes that are built, in tab-bar order. */
export function builtTabRoutes(): (RouteDefinition & { tab: TabKey })[] {
  return TAB_ORDER.flatMap((tab) =>
    routeDefinitions.filter(
      (route): route is RouteDefinition & { tab: TabKey } => route.tab === tab && route.isBuilt,
    ),
  );
}

/** The definition of the route a pathname belongs to (parameters included), if any. */
export function findRouteDefinition(pathname: string): RouteDefinition | undefined {
  return routeDefinitions.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
