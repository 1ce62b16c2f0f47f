import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { text } from './support/locale';

// The strings a screen downloads (packages/i18n namespaces, issue 16), watched in the built app.
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

/** The English namespace files (`/assets/<namespace>-<hash>.json`) and translations (`typeCode`) a page asks for. */
const watchStrings = (page: Page) => {
  const files: string[] = [];
  const translations: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const file = /^\/assets\/([a-z]+)-[\w-]+\.json$/.exec(url.pathname)?.[1];
    if (file) files.push(file);
    if (url.pathname.endsWith('/system/translation/get'))
      translations.push(`${request.headers().language}/${url.searchParams.get('typeCode')}`);
  });
  return { files, translations };
};

describe('strings per screen', () => {
  it('a first visit to /login needs only the preloaded core; other screens fetch their own namespace', async () => {
    const { context, page } = await harness.newPage('phone');
    const seen = watchStrings(page);
    await page.goto(`${harness.baseUrl}/login`);
    await page.getByRole('heading', { name: text('en', 'auth.login.title') }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.files).toEqual(['core']);
    expect(await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href')).toMatch(
      /^\/assets\/core-[\w-]+\.json$/,
    );

    // An in-app navigation to the market loads market.json and the IEO tab's subscription.json, and nothing else.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/market');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: text('en', 'market.title') }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.files).toEqual(['core', 'market', 'subscription']);
    expect(seen.translations).toEqual([]);
    await context.close();
  });

  it('switching language loads the namespaces in use, one request each, in the new language', async () => {
    const { context, page } = await harness.newPage('phone');
    const seen = watchStrings(page);
    await page.goto(`${harness.baseUrl}/market`);
    await page.getByRole('heading', { name: text('en', 'market.title') }).waitFor();
    await page.evaluate(() =>
      localStorage.setItem('preferences', JSON.stringify({ state: { language: 'ar' }, version: 1 })),
    );
    await page.reload();
    await page.getByRole('heading', { name: text('ar', 'market.title') }).waitFor();
    await page.waitForLoadState('networkidle');
    expect([...new Set(seen.translations)].sort()).toEqual(['ar/core', 'ar/market', 'ar/subscription']);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('translation') ?? '{}'));
    expect(kept.code).toBe('ar');
    expect(Object.keys(kept.namespaces).sort()).toEqual(['core', 'market', 'subscription']);
    await context.close();
  });
});
