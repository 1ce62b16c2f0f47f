import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp, type BuiltApp } from '@exchange/server';
import { loadConfig } from '@exchange/server/platform/config';
// The same outbox reader the API tests use: what a user would read in their mail.
import { latestCode } from '../../../server/test/support/api';

export const ARTIFACTS_DIR = resolve('test-results/e2e');
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export interface Harness {
  baseUrl: string;
  built: BuiltApp;
  browser: Browser;
  /** The newest 6-digit code the outbox holds for a recipient (what the user would read in their mail). */
  latestCode(recipient: string): Promise<string>;
  newPage(
    viewport: keyof typeof VIEWPORTS,
    options?: { locale?: string },
  ): Promise<{ context: BrowserContext; page: Page }>;
  screenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the real server on a free port with a fresh embedded database, and a headless Chromium. */
export const startHarness = async (): Promise<Harness> => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDirectory,
    DEMO_SEED: 'false',
    WEB_DIST_DIR: resolve('apps/web/dist'),
  });
  const built = await buildApp(config);
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = built.app.server.address() as AddressInfo;
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    built,
    browser,
    latestCode: (recipient) => latestCode(built.context, recipient),
    newPage: async (viewport, options = {}) => {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        locale: options.locale ?? 'en-GB',
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
      });
      const page = await context.newPage();
      return { context, page };
    },
    screenshot: async (page, name) => {
      await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
    },
    close: async () => {
      await browser.close();
      await built.app.close();
    },
  };
};
