import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp, type BuiltApp } from '@exchange/server';
import { loadConfig } from '@exchange/server/platform/config';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '@exchange/server/engines/price-feed/market-batch';
// The same outbox reader the API tests use: what a user would read in their mail.
import { latestCode } from '../../../server/test/support/api';

export const ARTIFACTS_DIR = resolve('test-results/e2e');
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  /** The back office must stay usable on a tablet in portrait. */
  tablet: { width: 820, height: 1180 },
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
  /**
   * Scripted prices (harness started with `scriptedPrices: true`): publishes one batch on the bus exactly as the
   * price feed's leader does, so every screen, the risk engine and the market module see these prices and nothing
   * else. `mark` defaults to `price` for contracts (type 2).
   */
  publishPrices(quotes: readonly ScriptedQuote[]): Promise<void>;
  close(): Promise<void>;
}

export interface ScriptedQuote {
  /** Instrument type: 1 coin, 2 contract, 3 stock, 5 fast contract. */
  type: number;
  symbol: string;
  price: string;
  mark?: string;
}

/** The built web app the tests serve: apps/web/dist, or the build that WEB_DIST_DIR names. */
export const builtWebDist = () => resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');

/**
 * Starts the real server on a free port with a fresh embedded database, and a headless Chromium. `webDistDir`: serve
 * that build instead of builtWebDist() (the PWA test serves a copy it changes into a "new build").
 */
export const startHarness = async (
  options: { scriptedPrices?: boolean; webDistDir?: string } = {},
): Promise<Harness> => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDirectory,
    DEMO_SEED: 'false',
    WEB_DIST_DIR: options.webDistDir ?? builtWebDist(),
    // With scripted prices the simulator stays off: the test is the only price source (see publishPrices).
    ...(options.scriptedPrices ? { PRICE_FEED_ENABLED: 'false' } : {}),
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
    publishPrices: async (quotes) => {
      const now = Date.now();
      const batch = emptyBatch('simulated', now);
      for (const quote of quotes) {
        batch.ticks.push({
          type: quote.type,
          tick: {
            symbol: quote.symbol,
            price: quote.price,
            bid: null,
            ask: null,
            open24h: quote.price,
            high24h: quote.price,
            low24h: quote.price,
            volume24h: '0',
            time: now,
          },
        });
        if (quote.type === 2)
          batch.marks.push({
            type: 2,
            mark: {
              symbol: quote.symbol,
              markPrice: quote.mark ?? quote.price,
              indexPrice: quote.mark ?? quote.price,
              fundingRate: '0.0001',
              nextFundingTime: now + 8 * 3_600_000,
              time: now,
            },
          });
      }
      await built.context.bus.publish(MARKET_TICKS_CHANNEL, batch);
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
