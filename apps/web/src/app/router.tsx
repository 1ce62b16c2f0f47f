import { lazy, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, matchPath, useLocation } from 'react-router';
import { homeRoute, paths } from '@/config/paths';
import type { RouteKey } from '@/config/paths';
import type { AppNamespace } from '@exchange/i18n/namespaces';
import { loadNamespaces } from '@/lib/i18n';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { hasBothTokens } from '@/lib/token-store';
import { AppShell } from './app-shell';
import { FullScreenLoading, NotFoundScreen } from './error-screens';

/** What a screen module (src/routes) exports. */
export interface ScreenModule {
  Component: ComponentType;
  /**
   * Runs on every entry to the screen, before it renders: a path to go to instead, or null to show the screen.
   * (The declarative router has no loaders; issue 13 chose it for a first download 17 KB smaller.)
   */
  beforeEnter?: () => Promise<string | null>;
  /** Starts the screen's own reads; called when it is the first screen of a signed-in visit (`preloadScreen`). */
  prefetch?: () => void;
}

/** A built screen: its module, loaded lazily, and the string namespaces (packages/i18n) it shows besides `core`. */
interface ScreenEntry {
  load: () => Promise<ScreenModule>;
  namespaces: readonly AppNamespace[];
}

const screenEntry = (load: () => Promise<ScreenModule>, ...namespaces: AppNamespace[]): ScreenEntry => ({
  load,
  namespaces,
});

/**
 * One lazily loaded module per built screen (src/routes), with the namespaces it shows besides `core`. Exactly the
 * entries of config/paths.ts with `isBuilt: true` are here (checked by router.test.ts); every other path falls
 * through to the not-found screen. The route loads the namespaces beside the screen's chunk and renders once both
 * have arrived (`lazyScreen`), so a screen never flashes raw keys; they are listed here, not in the screen modules,
 * so the strings download in parallel with the code instead of after it. app/screen-namespaces.test.tsx checks
 * that the keys a screen's code names (its own files and every feature file it imports, lazily or not) all live in
 * core or in its namespaces.
 */
export const screenModules: Partial<Record<RouteKey, ScreenEntry>> = {
  login: screenEntry(() => import('@/routes/login')),
  register: screenEntry(() => import('@/routes/register')),
  forgot: screenEntry(() => import('@/routes/forgot')),
  chooseArea: screenEntry(() => import('@/routes/choose-area')),
  chooseNationality: screenEntry(() => import('@/routes/choose-nationality'), 'member'),
  proxy: screenEntry(() => import('@/routes/proxy'), 'member'),
  pcHome: screenEntry(() => import('@/routes/pc-home'), 'market'),
  home: screenEntry(() => import('@/routes/home'), 'market'),
  market: screenEntry(() => import('@/routes/market'), 'market', 'subscription'),
  search: screenEntry(() => import('@/routes/search'), 'market'),
  heatmap: screenEntry(() => import('@/routes/heatmap'), 'market'),
  stock: screenEntry(() => import('@/routes/stock'), 'market', 'stocks'),
  mine: screenEntry(() => import('@/routes/mine'), 'member'),
  mineSettings: screenEntry(() => import('@/routes/mine-settings'), 'member'),
  mineVerified: screenEntry(() => import('@/routes/mine-verified'), 'member', 'notices'),
  mineUserLanguage: screenEntry(() => import('@/routes/mine-user-language')),
  mineTheme: screenEntry(() => import('@/routes/mine-theme')),
  mineUpDownColorConfig: screenEntry(() => import('@/routes/mine-up-down-color-config'), 'member'),
  mineChangePassword: screenEntry(() => import('@/routes/mine-change-password'), 'member'),
  mineChangePayPassword: screenEntry(() => import('@/routes/mine-change-pay-password'), 'member'),
  mineChangeUserInformation: screenEntry(() => import('@/routes/mine-change-user-information'), 'member'),
  timezoneSelector: screenEntry(() => import('@/routes/timezone-selector'), 'member'),
  exchangeRate: screenEntry(() => import('@/routes/exchange-rate'), 'member'),
  chart: screenEntry(() => import('@/routes/chart'), 'chart'),
  funds: screenEntry(() => import('@/routes/funds'), 'wallet'),
  fundsTransfer: screenEntry(() => import('@/routes/funds-transfer'), 'wallet'),
  fundsCurrency: screenEntry(() => import('@/routes/funds-currency'), 'wallet'),
  fundsSwap: screenEntry(() => import('@/routes/funds-swap'), 'wallet'),
  fundsLoans: screenEntry(() => import('@/routes/funds-loans'), 'loans'),
  fundsLoansLog: screenEntry(() => import('@/routes/funds-loans-log'), 'loans'),
  fundsFinanceListView: screenEntry(() => import('@/routes/funds-finance-list-view'), 'wallet'),
  fundsTradingHistoryDetail: screenEntry(() => import('@/routes/funds-trading-history-detail'), 'wallet'),
  fundsOrderHistory: screenEntry(() => import('@/routes/funds-order-history'), 'wallet'),
  fundsOrderHistoryDetail: screenEntry(() => import('@/routes/funds-order-history-detail'), 'wallet'),
  // Deposits, withdrawals and saved payment methods (features/payments)
  fundsTopUp: screenEntry(() => import('@/routes/funds-top-up'), 'payments'),
  fundsRechargeCurrency: screenEntry(() => import('@/routes/funds-recharge-currency'), 'payments'),
  xrpTopUp: screenEntry(() => import('@/routes/xrp-top-up'), 'payments'),
  fundsRechargeConfirmation: screenEntry(() => import('@/routes/funds-recharge-confirmation'), 'payments'),
  fundsTopUpOrder: screenEntry(() => import('@/routes/funds-top-up-order'), 'payments'),
  fundsFiatCurrency: screenEntry(() => import('@/routes/funds-fiat-currency'), 'payments'),
  fundsThirdPartyRecharge: screenEntry(() => import('@/routes/funds-third-party-recharge'), 'payments'),
  fundsWithdraw: screenEntry(() => import('@/routes/funds-withdraw'), 'payments'),
  fundsWithdrawSuccess: screenEntry(() => import('@/routes/funds-withdraw-success'), 'payments'),
  mineBank: screenEntry(() => import('@/routes/mine-bank'), 'payments'),
  mineAddPaymentMethod: screenEntry(() => import('@/routes/mine-add-payment-method'), 'payments'),
  // Contract (leveraged perpetual) trading (features/contract)
  contract: screenEntry(() => import('@/routes/contract'), 'contract', 'chart'),
  transaction: screenEntry(
    () => import('@/routes/transaction'),
    'contract',
    'chart',
    'trade',
    'stocks',
    'fast',
  ),
  order: screenEntry(() => import('@/routes/order'), 'contract', 'trade', 'stocks', 'fast', 'block'),
  orderDetail: screenEntry(() => import('@/routes/order-detail'), 'contract', 'trade', 'stocks', 'fast'),
  orderCoinFundDetail: screenEntry(() => import('@/routes/order-coin-fund-detail'), 'trade'),
  orderBulkDetail: screenEntry(() => import('@/routes/order-bulk-detail'), 'block'),
  pcIeo: screenEntry(() => import('@/routes/pc-ieo'), 'subscription'),
  fundsBuySubscribe: screenEntry(() => import('@/routes/funds-buy-subscribe'), 'subscription'),
  fundsBuySubscribeOrderDetail: screenEntry(
    () => import('@/routes/funds-buy-subscribe-order-detail'),
    'subscription',
  ),
  orderSubscriptionDetail: screenEntry(() => import('@/routes/order-subscription-detail'), 'subscription'),
  ieoOrder: screenEntry(() => import('@/routes/ieo-order'), 'subscription'),
  mineSubscription: screenEntry(() => import('@/routes/mine-subscription'), 'subscription'),
  blockTrade: screenEntry(() => import('@/routes/block-trade'), 'block'),
  // AI-managed trading (features/ai)
  mineAiTrade: screenEntry(() => import('@/routes/mine-ai-trade'), 'ai'),
  mineAiOrder: screenEntry(() => import('@/routes/mine-ai-order'), 'ai'),
  mineAiChildOrder: screenEntry(() => import('@/routes/mine-ai-child-order'), 'ai'),
  mineAiOrderDetail: screenEntry(() => import('@/routes/mine-ai-order-detail'), 'ai'),
  fundsBuyAi: screenEntry(() => import('@/routes/funds-buy-ai'), 'ai'),
  // VIP levels (features/vip)
  vip: screenEntry(() => import('@/routes/vip'), 'vip'),
  mineVip: screenEntry(() => import('@/routes/mine-vip'), 'vip'),
  mineUpgradePlan: screenEntry(() => import('@/routes/mine-upgrade-plan'), 'vip'),
  // Invite codes and rebates (features/invite)
  invite: screenEntry(() => import('@/routes/invite'), 'invite'),
  inviteQrCode: screenEntry(() => import('@/routes/invite-qr-code'), 'invite'),
  inviteFriends: screenEntry(() => import('@/routes/invite-friends'), 'invite'),
  rebateDetail: screenEntry(() => import('@/routes/rebate-detail'), 'invite'),
  rebateRanking: screenEntry(() => import('@/routes/rebate-ranking'), 'invite'),
  invitationSettings: screenEntry(() => import('@/routes/invitation-settings'), 'invite'),
  mineSocial: screenEntry(() => import('@/routes/mine-social'), 'invite'),
  // C2C (peer-to-peer) trading (features/c2c)
  c2cBuy: screenEntry(() => import('@/routes/c2c-buy'), 'c2c'),
  c2cList: screenEntry(() => import('@/routes/c2c-list'), 'c2c'),
  contractSharing: screenEntry(() => import('@/routes/contract-sharing'), 'contract'),
  // Customer-service chat (features/chat)
  mineOnlineSupport: screenEntry(() => import('@/routes/mine-online-support'), 'chat'),
  mineService: screenEntry(() => import('@/routes/mine-service'), 'chat'),
  serviceList: screenEntry(() => import('@/routes/service-list'), 'chat'),
  externalService: screenEntry(() => import('@/routes/external-service'), 'chat'),
  socketDebug: screenEntry(() => import('@/routes/socket-debug'), 'chat'),
  // News, announcements, help centre, feedback, college, documents, guide (features/content)
  news: screenEntry(() => import('@/routes/news'), 'content'),
  announcement: screenEntry(() => import('@/routes/announcement'), 'content'),
  messageNewsDetail: screenEntry(() => import('@/routes/message-news-detail'), 'content'),
  messageAnnouncementDetail: screenEntry(() => import('@/routes/message-announcement-detail'), 'content'),
  mineHelpCenter: screenEntry(() => import('@/routes/mine-help-center'), 'content'),
  mineHelpArticle: screenEntry(() => import('@/routes/mine-help-article'), 'content'),
  mineHelpArticleDetail: screenEntry(() => import('@/routes/mine-help-article-detail'), 'content'),
  mineHelpFeedback: screenEntry(() => import('@/routes/mine-help-feedback'), 'content'),
  collegeList: screenEntry(() => import('@/routes/college-list'), 'content'),
  collegeDetail: screenEntry(() => import('@/routes/college-detail'), 'content'),
  privacyPolicy: screenEntry(() => import('@/routes/privacy-policy'), 'content'),
  textPreview: screenEntry(() => import('@/routes/text-preview'), 'content'),
  guide: screenEntry(() => import('@/routes/guide'), 'content'),
  bootPage: screenEntry(() => import('@/routes/boot-page')),
  thirdPartyWebPages: screenEntry(() => import('@/routes/third-party-web-pages'), 'content'),
  // The forum: posts and replies, moderated (features/forum; not in spec §2, see config/paths.ts)
  forum: screenEntry(() => import('@/routes/forum'), 'forum'),
  forumPost: screenEntry(() => import('@/routes/forum-post'), 'forum'),
  // The user's messages (features/messages)
  message: screenEntry(() => import('@/routes/message'), 'notices'),
  messageOrder: screenEntry(() => import('@/routes/message-order'), 'notices'),
  messageOrderDetail: screenEntry(() => import('@/routes/message-order-detail'), 'notices'),
  noticeList: screenEntry(() => import('@/routes/notice-list'), 'notices'),
};

/** Shows `Component` once `beforeEnter` has let this entry through; follows its redirect otherwise. */
function GuardedScreen({ screen }: { screen: Required<Pick<ScreenModule, 'Component' | 'beforeEnter'>> }) {
  const { key } = useLocation();
  const [decision, setDecision] = useState<{ key: string; to: string | null } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void screen.beforeEnter().then((to) => {
      if (isCurrent) setDecision({ key, to });
    });
    return () => {
      isCurrent = false;
    };
  }, [key, screen]);
  if (decision?.key !== key) return <FullScreenLoading />;
  return decision.to === null ? <screen.Component /> : <Navigate to={decision.to} replace />;
}

/**
 * The screen's component, loaded on first use together with its strings (`screenModules`): it renders once
 * both have arrived, so it never shows raw keys. A chunk that fails (or takes over 120 s) is kept as failed by
 * React, so the route error screen's "reload" is the retry; it also picks up a newer build.
 */
function lazyScreen(load: () => Promise<ScreenModule>, namespaces: readonly AppNamespace[]): ComponentType {
  return lazy(async () => {
    const [module] = await Promise.all([lazyWithTimeout(load)(), loadNamespaces(namespaces)]);
    const { beforeEnter, Component } = module;
    if (!beforeEnter) return { default: Component };
    const screen = { beforeEnter, Component };
    return { default: () => <GuardedScreen screen={screen} /> };
  });
}

const screens = Object.entries(screenModules).map(([key, { load, namespaces }]) => ({
  path: paths[key as RouteKey].path,
  load,
  namespaces,
  Screen: lazyScreen(load, namespaces),
}));

/**
 * Starts downloading the screen at `pathname` and its strings at once, beside the English core strings, instead of
 * when the first render asks for them (the lazy route later awaits the same requests, already on their way), and
 * with a session its own reads as soon as it has arrived. A screen that needs a session and has none goes to /login
 * instead, so it reads nothing.
 */
export function preloadScreen(pathname: string): void {
  const screen = screens.find(({ path }) => matchPath(path, pathname));
  if (screen) void loadNamespaces(screen.namespaces);
  screen?.load().then(
    (module) => {
      if (hasBothTokens()) module.prefetch?.();
    },
    () => undefined,
  );
}

/**
 * Every route of the app under the root layout (AppShell), which frames each screen in an error boundary and a
 * Suspense boundary: navigations run in a transition, so the current screen stays until the next one has loaded.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {/* Data-driven: the market once it is built, /mine until then (config/paths.ts homeRoute). */}
        <Route index element={<Navigate to={homeRoute()} replace />} />
        {screens.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
