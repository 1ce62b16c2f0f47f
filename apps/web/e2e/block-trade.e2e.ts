import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { blockTradeOffers, blockTradeOrders, instruments } from '@exchange/server/platform/db/index';
import { startClockedHarness, claimDemoFunds, type ClockedHarness } from './support/clocked-harness';
import { ARTIFACTS_DIR } from './support/harness';
import { text } from './support/locale';
import { registerByEmail } from './support/register';

// A block trade against the real server: the demo seed's BTC/USDT offer (−2 %, 7-day lock-up) is shown at the live
// price × 0.98, and a 60 s ETH/USDT offer at +1 % (added to the database as staff would) is bought, counted down and
// released to the spot wallet by the server's own `block-trade.release` job — without a minute's wait: the server runs
// on a clock the test moves past the lock-up's end (the browser's clock moves with it). The test is the only price
// source, publishing BTC at 60,000 and ETH at 3,000.
let harness: ClockedHarness;
let sequence = 0;
let publisher: ReturnType<typeof setInterval> | undefined;
let ethOfferId = 0;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const USER_PASSWORD = 'Block2026';
const LIVE_TIMEOUT_MS = 20_000;
const PUBLISH_EVERY_MS = 300;

/** A screenshot of the screen at rest (its route transition and fades finished), into the run's artifacts. */
const snap = async (page: Page, name: string) => {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
};

const publish = () =>
  harness.publishPrices([
    { type: 1, symbol: 'BTCUSDT', price: '60000' },
    { type: 1, symbol: 'ETHUSDT', price: '3000' },
  ]);

beforeAll(async () => {
  harness = await startClockedHarness();
  await publish();
  publisher = setInterval(() => void publish(), PUBLISH_EVERY_MS);
  const { db } = harness.built.context;
  const [eth] = await db
    .select()
    .from(instruments)
    .where(and(eq(instruments.type, 1), eq(instruments.symbol, 'ETHUSDT')));
  if (!eth) throw new Error('no ETHUSDT pair');
  const now = new Date(harness.clock.nowMs());
  const [offer] = await db
    .insert(blockTradeOffers)
    .values({
      instrumentId: eth.id,
      symbol: 'ETHUSDT',
      baseAsset: 'ETH',
      quoteAsset: 'USDT',
      rate: '0.01',
      minQuantity: '0.01',
      maxQuantity: '10',
      totalQuantity: '1000',
      lockupSeconds: 60,
      status: 1,
      updatedBy: 'e2e',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  ethOfferId = offer?.id ?? 0;
});
afterAll(async () => {
  clearInterval(publisher);
  await harness?.close();
});

describe.each(['phone', 'desktop'] as const)('block trades on a %s', (viewport) => {
  it('sees the offers at the live block price, buys ETH after seeing price, total and release date, and sees it released', async () => {
    const { context, page } = await harness.newPage(viewport);
    await page.clock.install({ time: harness.clock.nowMs() });
    const syncClock = () => page.clock.setSystemTime(harness.clock.nowMs());
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const email = `block.${viewport}.${Date.now()}.${++sequence}@example.com`;
    const token = await registerByEmail(harness, page, email, USER_PASSWORD);
    await claimDemoFunds(harness, token);

    // From the home screen's shortcuts to the offers.
    await page.goto(`${harness.baseUrl}/home`);
    await syncClock();
    await page.getByRole('link', { name: en('home.links.blockTrade') }).click();
    await page.waitForURL('**/blockTrade');
    const btc = page.getByRole('article', { name: en('block.offer.label', { symbol: 'BTCUSDT' }) });
    await expect
      .poll(() => btc.getByTestId('block-price').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('58,800.00 USDT');
    await btc.getByText(en('block.offer.discount', { rate: '-2.00%' })).waitFor();
    const eth = page.getByRole('article', { name: en('block.offer.label', { symbol: 'ETHUSDT' }) });
    await expect
      .poll(() => eth.getByTestId('block-price').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('3,030.00 USDT');
    await snap(page, `block-${viewport}-offers`);

    // The sheet: 0.5 ETH at 3,030 = 1,515.00 USDT, released a minute after the buy.
    await eth.getByRole('button', { name: en('block.offer.buy', { asset: 'ETH' }) }).click();
    const sheet = page.getByRole('dialog', { name: en('block.sheet.title', { asset: 'ETH' }) });
    await sheet.getByRole('textbox', { name: en('block.sheet.quantity', { asset: 'ETH' }) }).fill('0.5');
    await expect.poll(() => sheet.getByTestId('sheet-total').textContent()).toBe('1,515.00 USDT');
    expect(await sheet.getByTestId('sheet-block-price').textContent()).toBe('3,030.00 USDT');
    expect(await sheet.getByTestId('sheet-release').textContent()).not.toBe('');
    await snap(page, `block-${viewport}-sheet`);
    await sheet
      .getByRole('button', { name: en('block.sheet.confirm', { total: '1,515.00', quote: 'USDT' }) })
      .click();

    // The order: block price, the live price it came from, and the lock-up counting down.
    await page.waitForURL(/\/order\/bulk\/detail\?id=\d+$/, { timeout: LIVE_TIMEOUT_MS });
    await expect
      .poll(() => page.getByTestId('order-price').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('3,030.00 USDT');
    expect(await page.getByTestId('order-source-price').textContent()).toBe('3,000.00 USDT');
    expect(await page.getByTestId('lockup-countdown').textContent()).toMatch(/^0 d 00:0[01]:\d\d$/);
    await snap(page, `block-${viewport}-locked`);

    // Time passes the lock-up's end and the next minute of the release job: the job releases it.
    const [order] = await harness.built.context.db
      .select()
      .from(blockTradeOrders)
      .where(eq(blockTradeOrders.offerId, ethOfferId))
      .orderBy(desc(blockTradeOrders.id))
      .limit(1);
    const lockedUntil = order?.lockedUntil.getTime() ?? 0;
    const releaseSlot = Math.ceil(lockedUntil / 60_000) * 60_000;
    harness.clock.offsetMs += Math.max(releaseSlot + 2_000 - harness.clock.nowMs(), 0);
    await syncClock();
    await expect
      .poll(
        async () => {
          await page.reload();
          await syncClock();
          return page.getByText(en('block.status.released')).first().isVisible();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    await snap(page, `block-${viewport}-released`);

    // The order is in the Block trades tab of /order, released.
    await page.goto(`${harness.baseUrl}/order?tab=block`);
    await syncClock();
    await page.getByRole('tab', { name: en('block.orders.released') }).click();
    await page
      .getByRole('link', { name: new RegExp(en('block.orders.details', { no: 'K' })) })
      .first()
      .waitFor({ timeout: LIVE_TIMEOUT_MS });
    if (viewport === 'phone') {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${harness.baseUrl}/blockTrade`);
      await eth.waitFor({ timeout: LIVE_TIMEOUT_MS });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});
