import { describe, expect, it } from 'vitest';
import {
  builtTabRoutes,
  homeRoute,
  paths,
  routeDefinitions,
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

  it('marks /transaction, /contract and /proxy as having no top navigation', () => {
    const withoutTopNav = routeDefinitions.filter((route) => !route.hasTopNav).map((route) => route.path);
    expect(withoutTopNav.sort()).toEqual(['/contract', '/proxy', '/transaction']);
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
    expect(unbuiltPaths()).toContain('/funds/LOANS');
    expect(unbuiltPaths()).not.toContain('/funds');
    expect(unbuiltPaths()).not.toContain('/market');
    expect(unbuiltPaths()).not.toContain('/login');
    expect(builtTabRoutes().every((route) => route.isBuilt)).toBe(true);
  });
});
