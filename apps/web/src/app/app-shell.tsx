import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { findRouteDefinition, paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { DesktopNav } from '@/components/layouts/desktop-nav';
import { PageTransition } from '@/components/layouts/page-transition';
import { TabBar } from '@/components/layouts/tab-bar';
import { TitleBarBadgeContext } from '@/components/layouts/title-bar-badge';
import { DemoMarketChip } from '@/features/market/components/demo-market-badge';
import { LanguageSelect } from '@/features/preferences/components/language-select';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { useApplyPreferences } from '@/features/preferences/hooks/use-apply-preferences';
import { OfflineGate } from '@/features/pwa/components/offline-screen';
import { useServiceWorkerUpdate } from '@/features/pwa/hooks/use-service-worker-update';
import { useAppInfo } from '@/features/system/api/get-app-info';
import { useLanguages } from '@/features/system/api/list-languages';
import { useVersionNotice } from '@/features/system/hooks/use-version-notice';
import { useVersionNoticeStore } from '@/features/system/stores/version-notice-store';
import { recordShownPathname } from '@/lib/app-history';
import { loadNamespaces } from '@/lib/i18n';
import { useIsDesktop } from '@/lib/media';
import { useIsSignedIn } from '@/lib/token-store';
import { ErrorBoundary } from './error-boundary';
import { FullScreenLoading, RouteErrorScreen } from './error-screens';
import { useDocumentTitle, useLanguageValidation } from './use-app-bootstrap';
import { useNavEntries } from './use-nav-entries';

// Loaded after the first paint, outside the entry: the signed-in pushes and their dialogs (with their strings, the
// `notices` namespace, so a push on any screen shows text, not keys), and the update prompt.
const SignedInServices = lazy(() =>
  Promise.all([import('./signed-in-services'), loadNamespaces(['notices'])]).then(([module]) => module),
);
const VersionUpdateDialog = lazy(() =>
  import('@/features/system/components/version-update-dialog').then((module) => ({
    default: module.VersionUpdateDialog,
  })),
);

/**
 * The root layout: applies preferences, keeps the session alive, guards routes that need a session, and frames
 * the screen in the mobile layout (tab bar, < 640 px) or the desktop one (top navigation bar), and says "Demo market"
 * on every screen while the price source is the simulator (DESIGN.md §1.4): a chip beside the logo on desktop, at the
 * end of the screen's title bar on a phone.
 */
export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const isSignedIn = useIsSignedIn();
  const isDesktop = useIsDesktop();
  const entries = useNavEntries();
  const { data: appInfo } = useAppInfo();
  const { data: languages } = useLanguages();
  useApplyPreferences();
  useDocumentTitle();
  useLanguageValidation();
  useVersionNotice();
  const hasVersionPrompt = useVersionNoticeStore((state) => state.prompt !== null);
  useServiceWorkerUpdate();
  useEffect(() => recordShownPathname(location.pathname), [location.pathname]);

  const route = findRouteDefinition(location.pathname);
  // An unbuilt spec route is not served: it shows the not-found page, signed in or not.
  if (route?.isBuilt && route.requiresAuth && !isSignedIn) {
    return (
      <Navigate to={paths.login.path} replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  const hasNavigation = route?.hasTopNav !== false || route.tab !== undefined;
  const hasTabBar = route?.hasTabBar === true;
  const screen = (
    <>
      <PageTransition transitionKey={location.pathname} kind={route?.transition ?? 'fade'}>
        <OfflineGate>
          <ErrorBoundary key={location.pathname} fallback={(error) => <RouteErrorScreen error={error} />}>
            <Suspense fallback={<FullScreenLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </OfflineGate>
      </PageTransition>
      <Suspense fallback={null}>
        {isSignedIn ? <SignedInServices /> : null}
        {hasVersionPrompt ? <VersionUpdateDialog /> : null}
      </Suspense>
    </>
  );

  if (isDesktop) {
    return (
      <div className="flex min-h-dvh flex-col">
        {hasNavigation ? (
          <DesktopNav
            homeTo={paths.pcHome.path}
            appName={appInfo?.APP_BASE_NAME ?? ''}
            logo={appInfo?.APP_BASE_LOGO}
            badge={<DemoMarketChip align="start" />}
            entries={entries}
            actions={
              <>
                {languages ? <LanguageSelect languages={languages} /> : null}
                <ThemeToggle />
                {isSignedIn ? null : (
                  <Link to={paths.login.path} className={buttonClasses('primary')}>
                    {t('auth.login.submit')}
                  </Link>
                )}
              </>
            }
          />
        ) : null}
        <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-6 pb-12">
          {hasNavigation ? (
            screen
          ) : (
            <TitleBarBadgeContext value={<DemoMarketChip align="end" />}>{screen}</TitleBarBadgeContext>
          )}
        </main>
      </div>
    );
  }
  return (
    <div
      className={
        hasTabBar
          ? 'flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))]'
          : 'flex min-h-dvh flex-col'
      }
    >
      <main className="flex flex-1 flex-col">
        <TitleBarBadgeContext value={<DemoMarketChip align="end" />}>{screen}</TitleBarBadgeContext>
      </main>
      {hasTabBar ? <TabBar entries={entries} /> : null}
    </div>
  );
}
