import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { homeRoute, paths } from '@/config/paths';
import type { RouteKey } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { setNavigator } from '@/lib/navigation';
import { AppShell } from './app-shell';
import { AppErrorScreen, FullScreenLoading, NotFoundScreen, RouteErrorScreen } from './error-screens';

type RouteModule = Pick<RouteObject, 'Component' | 'loader'>;

/**
 * One lazily loaded module per built screen (src/routes). Exactly the entries of config/paths.ts with
 * `isBuilt: true` are here (checked by router.test.ts); every other path falls through to the not-found screen.
 */
export const screenModules: Partial<Record<RouteKey, () => Promise<RouteModule>>> = {
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
  contractSharing: () => import('@/routes/contract-sharing'),
};

function screenRoutes(): RouteObject[] {
  return Object.entries(screenModules).map(([key, load]) => ({
    path: paths[key as RouteKey].path,
    lazy: lazyWithTimeout(load),
  }));
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: FullScreenLoading,
      ErrorBoundary: AppErrorScreen,
      children: [
        {
          ErrorBoundary: RouteErrorScreen,
          children: [
            // Data-driven: the market once it is built, /mine until then (config/paths.ts homeRoute).
            { index: true, loader: () => redirect(homeRoute()) },
            ...screenRoutes(),
            { path: '*', Component: NotFoundScreen },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createAppRoutes());
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
