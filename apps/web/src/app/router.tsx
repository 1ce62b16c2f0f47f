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
import { namespacesOfScreen } from './screen-namespaces';

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

/**
 * One lazily loaded module per built screen (src/routes). Exactly the entries of config/paths.ts with
 * `isBuilt: true` are here (checked by router.test.ts); every other path falls through to the not-found screen.
 */
export const screenModules: Partial<Record<RouteKey, () => Promise<ScreenModule>>> = {
  login: () => import('@/routes/login'),
  register: () => import('@/routes/register'),
  forgot: () => import('@/routes/forgot'),
  chooseArea: () => import('@/routes/choose-area'),
  chooseNationality: () => import('@/routes/choose-nationality'),
  proxy: () => import('@/routes/proxy'),
  pcHome: () => import('@/routes/pc-home'),
  home: () => import('@/routes/home'),
  market: () => import('@/routes/market'),
  search: () => import('@/routes/search'),
  heatmap: () => import('@/routes/heatmap'),
  stock: () => import('@/routes/stock'),
  mine: () => import('@/routes/mine'),
  mineSettings: () => import('@/routes/mine-settings'),
  mineVerified: () => import('@/routes/mine-verified'),
  mineUserLanguage: () => import('@/routes/mine-user-language'),
  mineTheme: () => import('@/routes/mine-theme'),
  mineUpDownColorConfig: () => import('@/routes/mine-up-down-color-config'),
  mineChangePassword: () => import('@/routes/mine-change-password'),
  mineChangePayPassword: () => import('@/routes/mine-change-pay-password'),
  mineChangeUserInformation: () => import('@/routes/mine-change-user-information'),
  timezoneSelector: () => import('@/routes/timezone-selector'),
  exchangeRate: () => import('@/routes/exchange-rate'),
  chart: () => import('@/routes/chart'),
  funds: () => import('@/routes/funds'),
  fundsTransfer: () => import('@/routes/funds-transfer'),
  fundsCurrency: () => import('@/routes/funds-currency'),
  fundsSwap: () => import('@/routes/funds-swap'),
  fundsLoans: () => import('@/routes/funds-loans'),
  fundsLoansLog: () => import('@/routes/funds-loans-log'),
  fundsFinanceListView: () => import('@/routes/funds-finance-list-view'),
  fundsTradingHistoryDetail: () => import('@/routes/funds-trading-history-detail'),
  fundsOrderHistory: () => import('@/routes/funds-order-history'),
  fundsOrderHistoryDetail: () => import('@/routes/funds-order-history-detail'),
  // Deposits, withdrawals and saved payment methods (features/payments)
  fundsTopUp: () => import('@/routes/funds-top-up'),
  fundsRechargeCurrency: () => import('@/routes/funds-recharge-currency'),
  xrpTopUp: () => import('@/routes/xrp-top-up'),
  fundsRechargeConfirmation: () => import('@/routes/funds-recharge-confirmation'),
  fundsTopUpOrder: () => import('@/routes/funds-top-up-order'),
  fundsFiatCurrency: () => import('@/routes/funds-fiat-currency'),
  fundsThirdPartyRecharge: () => import('@/routes/funds-third-party-recharge'),
  fundsWithdraw: () => import('@/routes/funds-withdraw'),
  fundsWithdrawSuccess: () => import('@/routes/funds-withdraw-success'),
  mineBank: () => import('@/routes/mine-bank'),
  mineAddPaymentMethod: () => import('@/routes/mine-add-payment-method'),
  // Contract (leveraged perpetual) trading (features/contract)
  contract: () => import('@/routes/contract'),
  transaction: () => import('@/routes/transaction'),
  order: () => import('@/routes/order'),
  orderDetail: () => import('@/routes/order-detail'),
  orderCoinFundDetail: () => import('@/routes/order-coin-fund-detail'),
  orderBulkDetail: () => import('@/routes/order-bulk-detail'),
  pcIeo: () => import('@/routes/pc-ieo'),
  fundsBuySubscribe: () => import('@/routes/funds-buy-subscribe'),
  fundsBuySubscribeOrderDetail: () => import('@/routes/funds-buy-subscribe-order-detail'),
  orderSubscriptionDetail: () => import('@/routes/order-subscription-detail'),
  ieoOrder: () => import('@/routes/ieo-order'),
  mineSubscription: () => import('@/routes/mine-subscription'),
  blockTrade: () => import('@/routes/block-trade'),
  // AI-managed trading (features/ai)
  mineAiTrade: () => import('@/routes/mine-ai-trade'),
  mineAiOrder: () => import('@/routes/mine-ai-order'),
  mineAiChildOrder: () => import('@/routes/mine-ai-child-order'),
  mineAiOrderDetail: () => import('@/routes/mine-ai-order-detail'),
  fundsBuyAi: () => import('@/routes/funds-buy-ai'),
  // VIP levels (features/vip)
  vip: () => import('@/routes/vip'),
  mineVip: () => import('@/routes/mine-vip'),
  mineUpgradePlan: () => import('@/routes/mine-upgrade-plan'),
  // Invite codes and rebates (features/invite)
  invite: () => import('@/routes/invite'),
  inviteQrCode: () => import('@/routes/invite-qr-code'),
  inviteFriends: () => import('@/routes/invite-friends'),
  rebateDetail: () => import('@/routes/rebate-detail'),
  rebateRanking: () => import('@/routes/rebate-ranking'),
  invitationSettings: () => import('@/routes/invitation-settings'),
  mineSocial: () => import('@/routes/mine-social'),
  // C2C (peer-to-peer) trading (features/c2c)
  c2cBuy: () => import('@/routes/c2c-buy'),
  c2cList: () => import('@/routes/c2c-list'),
  contractSharing: () => import('@/routes/contract-sharing'),
  // Customer-service chat (features/chat)
  mineOnlineSupport: () => import('@/routes/mine-online-support'),
  mineService: () => import('@/routes/mine-service'),
  serviceList: () => import('@/routes/service-list'),
  externalService: () => import('@/routes/external-service'),
  socketDebug: () => import('@/routes/socket-debug'),
  // News, announcements, help centre, feedback, college, documents, guide (features/content)
  news: () => import('@/routes/news'),
  announcement: () => import('@/routes/announcement'),
  messageNewsDetail: () => import('@/routes/message-news-detail'),
  messageAnnouncementDetail: () => import('@/routes/message-announcement-detail'),
  mineHelpCenter: () => import('@/routes/mine-help-center'),
  mineHelpArticle: () => import('@/routes/mine-help-article'),
  mineHelpArticleDetail: () => import('@/routes/mine-help-article-detail'),
  mineHelpFeedback: () => import('@/routes/mine-help-feedback'),
  collegeList: () => import('@/routes/college-list'),
  collegeDetail: () => import('@/routes/college-detail'),
  privacyPolicy: () => import('@/routes/privacy-policy'),
  textPreview: () => import('@/routes/text-preview'),
  guide: () => import('@/routes/guide'),
  bootPage: () => import('@/routes/boot-page'),
  thirdPartyWebPages: () => import('@/routes/third-party-web-pages'),
  // The forum: posts and replies, moderated (features/forum; not in spec §2, see config/paths.ts)
  forum: () => import('@/routes/forum'),
  forumPost: () => import('@/routes/forum-post'),
  // The user's messages (features/messages)
  message: () => import('@/routes/message'),
  messageOrder: () => import('@/routes/message-order'),
  messageOrderDetail: () => import('@/routes/message-order-detail'),
  noticeList: () => import('@/routes/notice-list'),
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
 * The screen's component, loaded on first use together with its strings (screen-namespaces.ts): it renders once
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

const screens = Object.entries(screenModules).map(([key, load]) => ({
  path: paths[key as RouteKey].path,
  load,
  namespaces: namespacesOfScreen(key as RouteKey),
  Screen: lazyScreen(load, namespacesOfScreen(key as RouteKey)),
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
