import { describe, expect, it } from 'vitest';
import {
  builtTabRoutes,
  homeRoute,
  paths,
  routeDefinitions,
  findRouteDefinition,
  signedInLandingRoute,
  unbuiltPaths,
} from './paths';

describe('route table', () => {
  it('registers the routes the issue names, with unique paths', () => {
    const all = routeDefinitions.map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
    for (const path of [
      '/funds/orderHistoryDetail/:id',
      '/order/detail/:id',
      '/xrp_topup',
      '/noticelist',
      '/pc_home',
    ]) {
      expect(all).toContain(path);
    }
  });

  it('marks /transaction, /contract, /proxy and /bootPage as having no top navigation', () => {
    const withoutTopNav = routeDefinitions.filter((route) => !route.hasTopNav).map((route) => route.path);
    expect(withoutTopNav.sort()).toEqual(['/bootPage', '/contract', '/proxy', '/transaction']);
    expect(paths.transaction.transition).toBe('fade');
  });

  it('sends / to the market when it is built, else to /mine', () => {
    expect(homeRoute()).toBe(paths.market.isBuilt ? '/market' : '/mine');
  });

  it('lands a signed-in user on /pc_home on desktop', () => {
    expect(signedInLandingRoute(true)).toBe('/pc_home');
    expect(signedInLandingRoute(false)).toBe(paths.home.isBuilt ? '/home' : homeRoute());
  });

  it('lists unbuilt paths and only built tabs', () => {
    // Every screen of the spec is built; `/` only redirects (to the market).
    expect(unbuiltPaths()).toEqual(['/']);
    expect(unbuiltPaths()).not.toContain('/funds');
    expect(unbuiltPaths()).not.toContain('/market');
    expect(unbuiltPaths()).not.toContain('/login');
    expect(builtTabRoutes().every(({ route }) => route.isBuilt)).toBe(true);
  });
});

describe('tab highlight', () => {
  const barTabs = builtTabRoutes().map(({ tab }) => tab);

  it('has the spec tabs in the bar, then Mine, each opening its own tab-level screen', () => {
    expect(builtTabRoutes().map(({ tab, route }) => [tab, route.path])).toEqual([
      ['home', '/home'],
      ['market', '/market'],
      ['trade', '/transaction'],
      ['wallet', '/funds'],
      ['mine', '/mine'],
    ]);
    for (const { tab, route } of builtTabRoutes()) {
      expect(route.tab).toBe(tab);
      expect(route.hasTabBar).toBe(true);
    }
  });

  it.each(
    routeDefinitions.filter((route) => route.tab !== undefined).map((route) => [route.path, route.tab]),
  )('%s lights %s, an entry of the bar', (path, tab) => {
    expect(barTabs).toContain(tab);
  });

  it('lights Trade on /contract and the screens under it, and Wallet under /funds', () => {
    for (const path of [
      '/contract',
      '/transaction',
      '/order',
      '/order/detail/7',
      '/contractTrade/contractSharing',
    ])
      expect(findRouteDefinition(path)?.tab, path).toBe('trade');
    for (const path of ['/funds', '/funds/withdraw', '/funds/orderHistoryDetail/3', '/xrp_topup'])
      expect(findRouteDefinition(path)?.tab, path).toBe('wallet');
    expect(findRouteDefinition('/chart')?.tab).toBe('market');
    expect(findRouteDefinition('/mine/settings')?.tab).toBe('mine');
  });

  it('shows the tab bar only on tab-level screens, each lighting a tab', () => {
    const withBar = routeDefinitions.filter((route) => route.hasTabBar);
    expect(withBar.map((route) => route.path).sort()).toEqual(
      ['/contract', '/funds', '/home', '/market', '/mine', '/transaction'].sort(),
    );
    for (const route of withBar) expect(barTabs).toContain(route.tab);
  });
});
