import { matchPath } from 'react-router';

/**
 * Every route of the product spec §2, in one typed table. The router serves only entries with `isBuilt: true` (all
 * but `/`, which redirects); an entry registered before its screen exists says `isBuilt: false`, so links, the tidy
 * test and later issues share one source of truth, and an unbuilt path falls through to the real not-found page
 * (there are no stand-in screens).
 */
export type RouteTransition = 'fade' | 'slideUp';
/**
 * The entries of the tab bar (phone) and the navigation bar (desktop): the spec's tab routes (§2: home, market,
 * trade, wallet — /contract is labelled "explore" there but is not a tab), then Mine.
 */
export type TabKey = 'home' | 'market' | 'trade' | 'wallet' | 'mine';

export interface RouteDefinition {
  path: string;
  transition: RouteTransition;
  /** Whether the screen shows the top navigation (title bar on mobile, navigation bar on desktop). */
  hasTopNav: boolean;
  /** The bar entry the screen belongs to, highlighted while it is shown (a pushed screen keeps its tab's). */
  tab?: TabKey;
  /** A tab-level screen: the phone shows the tab bar under it (pushed screens have a back button instead). */
  hasTabBar: boolean;
  requiresAuth: boolean;
  isBuilt: boolean;
}

type Options = Partial<Omit<RouteDefinition, 'path'>>;

/** A pushed screen: slides up from the bottom, has a title bar, needs a session. */
function page(path: string, options: Options = {}): RouteDefinition {
  return {
    path,
    transition: 'slideUp',
    hasTopNav: true,
    hasTabBar: false,
    requiresAuth: true,
    isBuilt: true,
    ...options,
  };
}

/** A public screen (no session needed). */
function publicPage(path: string, options: Options = {}): RouteDefinition {
  return page(path, { requiresAuth: false, ...options });
}

/** A tab-level screen of `tab`: fades in, shows the tab bar on a phone. */
const tabLevel = (tab: TabKey) => ({ transition: 'fade', tab, hasTabBar: true }) as const;
const inHome = { tab: 'home' } as const;
const inMarket = { tab: 'market' } as const;
const inTrade = { tab: 'trade' } as const;
const inWallet = { tab: 'wallet' } as const;
const inMine = { tab: 'mine' } as const;

export const paths = {
  // Tabs
  root: publicPage('/', { transition: 'fade', isBuilt: false }),
  home: publicPage('/home', tabLevel('home')),
  market: publicPage('/market', tabLevel('market')),
  transaction: publicPage('/transaction', { ...tabLevel('trade'), hasTopNav: false }),
  // The spec labels it "explore" but lists it apart from the tabs: it is trading, so it keeps the trade tab lit.
  contract: publicPage('/contract', { ...tabLevel('trade'), hasTopNav: false }),
  funds: page('/funds', tabLevel('wallet')),

  // Authentication and public
  login: publicPage('/login', { transition: 'fade' }),
  register: publicPage('/register'),
  forgot: publicPage('/forgot'),
  chooseArea: publicPage('/chooseArea'),
  chooseNationality: publicPage('/chooseNationality'),
  proxy: publicPage('/proxy', { transition: 'fade', hasTopNav: false }),
  pcHome: publicPage('/pc_home', { transition: 'fade', ...inHome }),

  // Mine and settings
  mine: page('/mine', tabLevel('mine')),
  mineSettings: publicPage('/mine/settings', inMine),
  mineVerified: page('/mine/verified', inMine),
  mineBank: page('/mine/bank', inMine),
  mineAddPaymentMethod: page('/mine/add_payment_method', inMine),
  mineUserLanguage: publicPage('/mine/userLanguage', inMine),
  mineTheme: publicPage('/mine/theme', inMine),
  mineUpDownColorConfig: publicPage('/mine/upDownColorConfig', inMine),
  mineChangePassword: page('/mine/changePassword', inMine),
  mineChangeUserInformation: page('/mine/changeUserInformation', inMine),
  mineChangePayPassword: page('/mine/changePayPassword', inMine),
  mineHelpCenter: publicPage('/mine/help_center', inMine),
  mineHelpArticle: publicPage('/mine/helpArticle', inMine),
  mineHelpArticleDetail: publicPage('/mine/helpArticle_detail', inMine),
  mineHelpFeedback: page('/mine/helpFeedback', inMine),
  mineVip: page('/mine/vip', inMine),
  mineOnlineSupport: publicPage('/mine/onlinesupport', inMine),
  mineUpgradePlan: page('/mine/upgradeplan', inMine),
  mineAiTrade: page('/mine/aItrade', inMine),
  mineAiOrder: page('/mine/ai_order', inMine),
  mineAiChildOrder: page('/mine/ai_child_Order', inMine),
  mineAiOrderDetail: page('/mine/ai_order_detail', inMine),
  mineSocial: page('/mine/social', inMine),
  mineService: publicPage('/mine/service', inMine),
  mineSubscription: page('/mine/subscription', inMine),

  // Funds
  fundsWithdraw: page('/funds/withdraw', inWallet),
  fundsWithdrawSuccess: page('/funds/withdraw/success', inWallet),
  fundsBuyAi: page('/funds/buyai', inWallet),
  fundsTopUp: page('/funds/topUp', inWallet),
  fundsTopUpOrder: page('/funds/top_up_order', inWallet),
  fundsOrderHistory: page('/funds/order_history', inWallet),
  fundsThirdPartyRecharge: page('/funds/third_party_recharge', inWallet),
  fundsTradingHistoryDetail: page('/funds/tradingHistoryDetail', inWallet),
  fundsTransfer: page('/funds/transfer', inWallet),
  fundsCurrency: page('/funds/currency', inWallet),
  fundsSwap: page('/funds/swap', inWallet),
  fundsLoans: page('/funds/LOANS', inWallet),
  fundsLoansLog: page('/funds/loans/log', inWallet),
  fundsBuySubscribe: page('/funds/buySubscribe', inWallet),
  fundsRechargeCurrency: page('/funds/recharge_currency', inWallet),
  fundsRechargeConfirmation: page('/funds/recharge_confirmation', inWallet),
  fundsFiatCurrency: page('/funds/fiatCurrency', inWallet),
  fundsFinanceListView: page('/funds/financeListView', inWallet),
  fundsBuySubscribeOrderDetail: page('/funds/buySubscribeOrderDetail', inWallet),
  fundsOrderHistoryDetail: page('/funds/orderHistoryDetail/:id', inWallet),
  xrpTopUp: page('/xrp_topup', inWallet),

  // Orders
  order: page('/order', inTrade),
  orderDetail: page('/order/detail/:id', inTrade),
  orderCoinFundDetail: page('/order/coin/fund_detail', inTrade),
  orderBulkDetail: page('/order/bulk/detail', inTrade),
  orderSubscriptionDetail: page('/order/subscription/detail'),
  ieoOrder: page('/ieoOrder'),

  // Messages
  message: page('/message', inMine),
  messageOrder: page('/message/order', inMine),
  messageOrderDetail: page('/message/order_detail', inMine),
  messageNewsDetail: publicPage('/message/newsDetail', inHome),
  messageAnnouncementDetail: publicPage('/message/announcementDetail', inHome),
  announcement: publicPage('/announcement', inHome),
  news: publicPage('/news', inHome),
  noticeList: page('/noticelist', inMine),

  // Invite and rebate
  invite: page('/invite', inMine),
  inviteQrCode: page('/invite/QRCode', inMine),
  inviteFriends: page('/invite/inviteFriends', inMine),
  rebateDetail: page('/rebate_detail', inMine),
  rebateRanking: page('/rebateRanking', inMine),
  invitationSettings: page('/invitation_settings', inMine),

  // Others
  c2cBuy: publicPage('/c2c/buy', inWallet),
  c2cList: page('/c2c/list', inWallet),
  contractSharing: page('/contractTrade/contractSharing', inTrade),
  search: publicPage('/search', inMarket),
  chart: publicPage('/chart', inMarket),
  exchangeRate: publicPage('/exchange_rate', inMine),
  timezoneSelector: publicPage('/timezoneselector', inMine),
  vip: publicPage('/vip', inMine),
  serviceList: publicPage('/service_list', inMine),
  thirdPartyWebPages: publicPage('/third_party_web_pages', inHome),
  textPreview: publicPage('/text_preview', inMine),
  privacyPolicy: publicPage('/privacy_policy', inMine),
  collegeList: publicPage('/college_list', inMine),
  collegeDetail: publicPage('/college_detail', inMine),
  heatmap: publicPage('/heatmap', inMarket),
  bootPage: publicPage('/bootPage', { transition: 'fade', hasTopNav: false }),
  pcIeo: publicPage('/pc/ieo', inMarket),
  socketDebug: publicPage('/public/socketDebug'),
  guide: publicPage('/guide', { transition: 'fade' }),
  stock: publicPage('/stock', inMarket),
  blockTrade: page('/blockTrade', inHome),
  externalService: page('/external_service', inMine),

  // The forum — not in spec §2: the spec lists the forum's API but no screen; without one members could not use it.
  // A recorded departure (ARCHITECTURE.md, "Departures from DESIGN.md"). Public reads; writing asks for a session.
  forum: publicPage('/forum', inHome),
  forumPost: publicPage('/forum/post', inHome),
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

/** The route each bar entry opens, in bar order (spec §2's tab routes, then Mine). */
const TAB_ROUTES: readonly { tab: TabKey; route: RouteKey }[] = [
  { tab: 'home', route: 'home' },
  { tab: 'market', route: 'market' },
  { tab: 'trade', route: 'transaction' },
  { tab: 'wallet', route: 'funds' },
  { tab: 'mine', route: 'mine' },
];

/** The bar's entries whose screens are built, in bar order: the tab and the route it opens. */
export function builtTabRoutes(): { tab: TabKey; route: RouteDefinition }[] {
  return TAB_ROUTES.filter(({ route }) => paths[route].isBuilt).map(({ tab, route }) => ({
    tab,
    route: paths[route],
  }));
}

/** The definition of the route a pathname belongs to (parameters included), if any. */
export function findRouteDefinition(pathname: string): RouteDefinition | undefined {
  return routeDefinitions.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
