import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '@exchange/server';
import type { Clock } from '@exchange/server/platform/clock';
import { loadConfig } from '@exchange/server/platform/config';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '@exchange/server/engines/price-feed/market-batch';
import { latestCode } from '../../../server/test/support/api';
import { ARTIFACTS_DIR, VIEWPORTS, builtWebDist, type Harness, type ScriptedQuote } from './harness';

/**
 * The real time moved by an offset the test sets: the server runs on it (sessions, expiries, tokens, the scheduler)
 * and the scripted prices carry its time, so a test can put the server in a stock session or jump a fast contract to
 * its expiry without waiting, while everything keeps flowing at real speed.
 */
export class OffsetClock implements Clock {
  offsetMs = 0;
  nowMs() {
    return Date.now() + this.offsetMs;
  }
}

/** Where the screenshots go (phone and desktop of each screen), besides the run's own artifacts. */
export const SCREENSHOTS_DIR = join(process.cwd(), 'docs/screenshots/issue-18');

export interface ClockedHarness extends Harness {
  clock: OffsetClock;
  /**
   * A screenshot for the record (docs/screenshots/issue-18/<name>.png): the viewport, or with `isFullPage` the
   * whole page — only at the end of a flow, since Chromium resizes the viewport for it and a resize across 640 px
   * swaps the app between its phone and desktop layouts (which remounts the screen).
   */
  record(page: Page, name: string, options?: { isFullPage?: boolean }): Promise<void>;
}

/**
 * `startHarness({ scriptedPrices: true })` on an injected {@link OffsetClock}: the real server on a fresh embedded
 * database serving the built app, the simulator off (the test publishes every price, stamped with the server's
 * time), and a headless Chromium. `DEMO_SEED` on: stocks are switched on (the demo's default) and a new user may
 * take the demo funds.
 */
export const startClockedHarness = async (): Promise<ClockedHarness> => {
  const clock = new OffsetClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'exchange-e2e-')),
    DEMO_SEED: 'true',
    WEB_DIST_DIR: builtWebDist(),
    PRICE_FEED_ENABLED: 'false',
  });
  const built = await buildApp(config, { clock });
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = built.app.server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  return {
    clock,
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
      return { context, page: await context.newPage() };
    },
    publishPrices: async (quotes: readonly ScriptedQuote[]) => {
      const now = clock.nowMs();
      const batch = emptyBatch('simulated', now);
      for (const quote of quotes)
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
      await built.context.bus.publish(MARKET_TICKS_CHANNEL, batch);
    },
    screenshot: async (page, name) => {
      await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
    },
    record: async (page, name, options = {}) => {
      await page.screenshot({
        path: join(SCREENSHOTS_DIR, `${name}.png`),
        fullPage: options.isFullPage ?? false,
      });
    },
    close: async () => {
      await browser.close();
      await built.app.close();
    },
  };
};

/** A new user's demo funds (10,000 USDT into spot), as the demo market's button takes them. */
export const claimDemoFunds = async (harness: Harness, token: string) => {
  const response = await fetch(`${harness.baseUrl}/api/app-api/wallet/demo-funds`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      userType: 'main',
      'Idempotency-Key': `e2e-demo-funds-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  if (envelope.code !== 0) throw new Error(`demo funds: ${envelope.code} ${envelope.msg}`);
};
