import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDist, startHarness, type Harness } from './support/harness';
import { text } from './support/locale';

// The installable PWA (issue 13) in Chromium: the service worker installs and controls the page, the app shell
// opens offline with the offline notice (never the screen's data), the screen comes back online, and a new build
// replaces the old shell at the next in-app navigation. The server serves a copy of the build, which the test turns
// into the "new build".
let harness: Harness;
let dist: string;

const en = (key: string) => text('en', key);

beforeAll(async () => {
  const source = builtWebDist();
  if (!existsSync(join(source, 'sw.js'))) throw new Error(`${source} has no sw.js: build the web app first`);
  dist = mkdtempSync(join(tmpdir(), 'exchange-pwa-dist-'));
  cpSync(source, dist, { recursive: true });
  harness = await startHarness({ webDistDir: dist });
});
afterAll(async () => {
  await harness?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Rewrites a file of the served build, with the pre-compressed copies the server prefers. */
function rewrite(file: string, change: (content: string) => string) {
  const path = join(dist, file);
  const content = change(readFileSync(path, 'utf8'));
  expect(content).not.toBe(readFileSync(path, 'utf8'));
  writeFileSync(path, content);
  if (existsSync(`${path}.br`)) writeFileSync(`${path}.br`, brotliCompressSync(content));
  if (existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gzipSync(content));
}

const versionOf = (worker: string) => /"version":"([^"]+)"/.exec(worker)?.[1] ?? '';

describe('the installable app', () => {
  it('serves a manifest whose icons exist', async () => {
    const response = await fetch(`${harness.baseUrl}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { icons: { src: string; type: string }[] };
    for (const icon of manifest.icons) {
      const file = await fetch(`${harness.baseUrl}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type);
    }
    const worker = await fetch(`${harness.baseUrl}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('installs its worker, opens offline with the notice, and takes a new build at the next navigation', async () => {
    const { context, page } = await harness.newPage('phone');
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const tabs = page.getByRole('navigation', { name: en('nav.tabs') });
    const marketList = page.getByRole('list', { name: en('market.tabs.coin'), exact: true });
    const offlineTitle = page.getByRole('heading', { name: en('offline.title') });

    await page.goto(`${harness.baseUrl}/market`);
    await marketList.waitFor();
    // Registered after `load`; active and controlling this page once it has installed (clients.claim).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The screen's chunks, loaded before the worker controlled the page, are cached for offline use.
    await page.waitForFunction(
      async () => {
        const assets = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/assets/'));
        const cached = await Promise.all(assets.map((path) => caches.match(path)));
        return assets.length > 0 && cached.every(Boolean);
      },
      undefined,
      { polling: 100 },
    );
    const cacheNames = await page.evaluate(() => caches.keys());
    const firstVersion = versionOf(readFileSync(join(dist, 'sw.js'), 'utf8'));
    expect(cacheNames).toEqual([`exchange-shell-${firstVersion}`]);
    // Never the API: prices and balances are always read fresh.
    const cachedPaths = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, cacheNames[0] ?? '');
    expect(cachedPaths).toContain('/index.html');
    expect(cachedPaths).toContain('/manifest.webmanifest');
    expect(cachedPaths.filter((path) => path.startsWith('/api/'))).toEqual([]);

    // Offline: the reload gets the cached shell from the worker (which cannot reach the server either), and the
    // shell shows the offline notice instead of the screen.
    await context.setOffline(true);
    const offlineLoad = await page.reload();
    expect(offlineLoad?.fromServiceWorker()).toBe(true);
    await offlineTitle.waitFor();
    await page.getByText(en('offline.body')).waitFor();
    await page.getByRole('button', { name: en('offline.retry') }).waitFor();
    await tabs.waitFor();
    expect(await marketList.isVisible()).toBe(false);
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    const workerReach = await worker?.evaluate(() =>
      fetch('/healthz').then(
        () => 'online',
        () => 'offline',
      ),
    );
    expect(workerReach).toBe('offline');
    await harness.screenshot(page, 'pwa-phone-offline');

    // Back online: the screen returns by itself, no reload.
    await context.setOffline(false);
    await marketList.waitFor();
    await offlineTitle.waitFor({ state: 'detached' });

    // A new build is deployed: a new worker version and a new shell.
    rewrite('sw.js', (worker) =>
      worker.replace(`"version":"${firstVersion}"`, `"version":"${firstVersion}-b"`),
    );
    rewrite('index.html', (html) =>
      html.replace('<meta charset="UTF-8" />', '$&<meta name="build-id" content="B" />'),
    );
    // The page's periodic check finds it; the new worker installs and waits (the page keeps the old build).
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
      undefined,
      { polling: 100 },
    );
    expect(await page.locator('meta[name="build-id"]').count()).toBe(0);

    // The next in-app navigation lets it take over, and the page reloads into the new build's shell.
    await tabs.getByRole('link', { name: en('nav.home') }).click();
    await page.locator('meta[name="build-id"][content="B"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/home');
    await tabs.waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => caches.keys())).toEqual([`exchange-shell-${firstVersion}-b`]);
    // The new shell is what the worker now serves offline.
    const shell = await page.evaluate(async () => (await caches.match('/index.html'))?.text());
    expect(shell).toContain('<meta name="build-id" content="B" />');
    expect(failures).toEqual([]);
    await context.close();
  });
});
