import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { harnessApi } from './support/harness-api';
import { text } from './support/locale';
import { registerByEmail as register } from './support/register';

// Spot trading against the real server and its simulated market (order book and prices move as they would): a new
// user, funded as in production (a deposit claim staff approve), buys BTC at market from the trade tab, places a limit
// buy far below the market sized with the keyboard on the balance slider and cancels it, then finds both orders under
// /order, the fill with its source price in the order's detail, and the fill in the spot fund records.
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
let sequence = 0;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const STAFF_PASSWORD = 'E2e-staff-spot-2026';
const USER_PASSWORD = 'Spot20260';
const LIVE_TIMEOUT_MS = 20_000;
/** The screenshots, phone and desktop, kept with the docs. */
const SCREENSHOTS_DIR = resolve('docs/screenshots/issue-18');

const ticketOf = (page: Page) => page.getByRole('form', { name: en('spot.ticket.label') });
const hasDigits = (page: Page, testId: string) =>
  expect.poll(async () => /\d/.test((await page.getByTestId(testId).textContent()) ?? ''), {
    timeout: LIVE_TIMEOUT_MS,
  });

const screenshot = async (page: Page, name: string) => {
  await harness.screenshot(page, `spot-${name}`);
  await page.screenshot({ path: resolve(SCREENSHOTS_DIR, `spot-${name}.png`) });
};

beforeAll(async () => {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  await outside.logInStaff();
});
afterAll(async () => harness?.close());

describe.each(['phone', 'desktop'] as const)('spot trading on a %s', (viewport) => {
  it('buys BTC at market, places and cancels a limit, and finds both in orders and the fill in fund records', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const token = await register(
      harness,
      page,
      `spot.${viewport}.${Date.now()}.${++sequence}@example.com`,
      USER_PASSWORD,
    );
    await outside.deposit(token, '1000');

    // The trade tab opens on spot: the pair, its live book beside the form, the balance to spend.
    await page.goto(`${harness.baseUrl}/transaction`);
    await page.getByRole('tab', { name: en('spot.products.spot'), selected: true }).waitFor();
    const ticket = ticketOf(page);
    await hasDigits(page, 'spot-last-price');
    await page
      .getByRole('list', { name: en('spot.book.asks') })
      .getByRole('button')
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByTestId('spot-available').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('1,000.00 USDT');
    if (viewport === 'phone') {
      // Binance's density: the order book sits beside the form, not under it.
      const form = await ticket.boundingBox();
      const book = await page.getByRole('heading', { name: en('spot.book.title') }).boundingBox();
      expect(form && book && book.x > form.x + form.width - 1 && book.y < form.y + form.height).toBe(true);
    }

    // A market buy of 100 USDT, previewed on the book's levels.
    await ticket.getByRole('textbox', { name: en('spot.ticket.total', { asset: 'USDT' }) }).fill('100');
    await hasDigits(page, 'preview-average');
    await screenshot(page, `${viewport}-ticket`);
    await ticket.getByRole('button', { name: en('spot.ticket.submitBuy', { asset: 'BTC' }) }).click();
    await page.getByText(/^Order \S+ filled$/).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await expect
      .poll(() => page.getByTestId('spot-available').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toMatch(/^9\d\d\.\d\d USDT$/);

    // A limit buy far below the market, 10 % of the balance chosen with the keyboard on the slider.
    await ticket.getByRole('radio', { name: en('spot.ticket.limit'), exact: true }).check();
    await ticket.getByRole('textbox', { name: en('spot.ticket.price', { asset: 'USDT' }) }).fill('1000');
    const slider = ticket.getByRole('slider', { name: en('spot.ticket.slider') });
    await slider.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.inputValue()).toBe('10');
    const amount = ticket.getByRole('textbox', { name: en('spot.ticket.amount', { asset: 'BTC' }) });
    expect(await amount.inputValue()).toMatch(/^0\.09\d*$/);
    await ticket.getByText(en('spot.preview.rests')).waitFor();
    await ticket.getByRole('button', { name: en('spot.ticket.submitBuy', { asset: 'BTC' }) }).click();
    await page.getByText(/^Order \S+ placed$/).waitFor({ timeout: LIVE_TIMEOUT_MS });
    const openOrders = page.getByRole('list', { name: en('orders.scope.open') });
    await openOrders.getByText('1,000.00').waitFor({ timeout: LIVE_TIMEOUT_MS });
    await page.getByRole('tab', { name: en('orders.openCount', { count: '1' }) }).waitFor();
    await screenshot(page, `${viewport}-open-order`);
    await openOrders.getByRole('button', { name: /^Cancel order / }).click();
    await page.getByText(en('orders.cancelled')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await page.getByText(en('orders.emptyOpen')).waitFor({ timeout: LIVE_TIMEOUT_MS });

    // Both orders under /order (coins): the cancelled limit and the filled market buy.
    await page.goto(`${harness.baseUrl}/order`);
    await page.getByRole('tab', { name: en('orders.tabs.coin'), selected: true }).waitFor();
    const history = page.getByRole('list', { name: en('orders.scope.history') });
    await history.getByText(en('orders.status.cancelled')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await history.getByText(en('orders.status.filled')).waitFor();
    expect(await history.getByRole('listitem').count()).toBe(2);
    await screenshot(page, `${viewport}-orders`);

    // The filled order's detail: each fill with its price, fee, role and the book level it was taken from.
    await history
      .getByRole('listitem')
      .filter({ hasText: en('orders.status.filled') })
      .getByRole('link')
      .click();
    await page.waitForURL(/\/order\/detail\/\d+\?kind=coin$/);
    const fill = page.getByRole('article', { name: en('orders.fill.label', { index: '1' }) });
    await fill.getByText(en('orders.fill.taker')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await fill.getByText(/^Book level 1 at [\d,]+\.\d\d$/).waitFor();
    await screenshot(page, `${viewport}-order-detail`);

    // The fill in the spot fund records: BTC in, USDT out.
    await page.goto(`${harness.baseUrl}/order/coin/fund_detail`);
    const records = page.getByRole('list', { name: en('orders.funds.title') });
    await records.getByText(/^\+0\.00\d+ BTC$/).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await records.getByText(/^-\d{2}\.\d\d USDT$/).waitFor();
    expect(await records.getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshot(page, `${viewport}-fund-records`);
    expect(failures).toEqual([]);
    await context.close();
  });
});
