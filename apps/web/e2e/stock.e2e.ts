import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { US_EQUITY_HOURS } from '@exchange/contracts/reference/instruments';
import { US_MARKET_CALENDAR } from '@exchange/contracts/reference/us-market-calendar';
import { sessionAt } from '@exchange/domain/stock/index';
import { claimDemoFunds, startClockedHarness, type ClockedHarness } from './support/clocked-harness';
import { text } from './support/locale';
import { registerByEmail } from './support/register';

// Stock trading against the real server, in session: the server runs on a clock moved into the next regular session
// of the US market (its calendar's holidays and early closes kept), and the test is the only price source (AAPL at
// 200, then 210). A new user takes the demo funds, buys 2 shares at market, sells half from the holding, places a
// limit buy below the market and cancels it, and finds the fill in the order's detail.
let harness: ClockedHarness;
let sequence = 0;
let aaplPrice = '200';
let publisher: ReturnType<typeof setInterval> | undefined;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const USER_PASSWORD = 'Stocks2026';
const LIVE_TIMEOUT_MS = 20_000;
const PUBLISH_EVERY_MS = 500;
const HOUR_MS = 3_600_000;

const publish = () => harness.publishPrices([{ type: 3, symbol: 'AAPL', price: aaplPrice }]);

/** The offset that puts now an hour into a regular session with at least an hour left (now itself if it is). */
function offsetIntoSession(nowMs: number): number {
  const session = sessionAt(US_EQUITY_HOURS, US_MARKET_CALENDAR, nowMs);
  if (session.isOpen && session.nextCloseAt !== null && session.nextCloseAt - nowMs > HOUR_MS) return 0;
  // When open, nextOpenAt is already the next day's session.
  if (session.nextOpenAt === null) throw new Error('no US session ahead');
  return session.nextOpenAt + HOUR_MS - nowMs;
}

const ticketOf = (page: Page) => page.getByRole('form', { name: en('stockTrade.ticket.label') });
const holdingOf = (page: Page) =>
  page.getByRole('article', { name: en('stockTrade.holding.label', { symbol: 'AAPL' }) });

async function confirmOrder(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: en('stockTrade.confirm.title') });
  await dialog.getByRole('button', { name: en('stockTrade.confirm.submit') }).click();
  await dialog.waitFor({ state: 'detached', timeout: LIVE_TIMEOUT_MS });
}

beforeAll(async () => {
  harness = await startClockedHarness();
  harness.clock.offsetMs = offsetIntoSession(Date.now());
  await publish();
  publisher = setInterval(() => void publish(), PUBLISH_EVERY_MS);
});
afterAll(async () => {
  clearInterval(publisher);
  await harness?.close();
});

describe.each(['phone', 'desktop'] as const)('stock trading on a %s', (viewport) => {
  it('buys AAPL at market in session, sells half, places and cancels a limit, and sees the recorded fill', async () => {
    aaplPrice = '200';
    await publish();
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const email = `stock.${viewport}.${Date.now()}.${++sequence}@example.com`;
    const token = await registerByEmail(harness, page, email, USER_PASSWORD);
    await claimDemoFunds(harness, token);

    await page.goto(`${harness.baseUrl}/stock?symbol=AAPL`);
    const session = page.getByTestId('stock-session');
    await expect.poll(() => session.getAttribute('data-open'), { timeout: LIVE_TIMEOUT_MS }).toBe('true');
    await expect
      .poll(() => page.getByTestId('stock-last-price').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('200.00');
    const ticket = ticketOf(page);
    await expect.poll(() => ticket.getByTestId('stock-available').textContent()).toBe('10,000.00 USDT');

    // 2 shares at 200 with the 0.1 % fee: 400.40 USDT.
    await ticket.getByRole('textbox', { name: en('stockTrade.ticket.quantity') }).fill('2');
    await expect.poll(() => ticket.getByTestId('stock-preview-total').textContent()).toBe('400.40 USDT');
    await harness.record(page, `stock-${viewport}-ticket`);
    await ticket.getByRole('button', { name: en('stockTrade.ticket.submitBuy', { symbol: 'AAPL' }) }).click();
    await confirmOrder(page);
    const holding = holdingOf(page);
    await expect
      .poll(() => holding.getByTestId('holding-quantity').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('2.0000');
    expect(await holding.getByTestId('holding-averageCost').textContent()).toBe('200.20');

    // The price rises: 2 × 210 − 400.40 = +19.60 unrealised.
    aaplPrice = '210';
    await publish();
    await expect
      .poll(() => holding.getByTestId('holding-pnl').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('+19.60 USDT (+4.90%)');

    // Sell half from the holding: 1 share at 210 brings 209.79.
    await holding.getByRole('button', { name: en('stockTrade.holding.sell') }).click();
    await ticket.getByRole('button', { name: en('stockTrade.ticket.percent', { percent: '50' }) }).click();
    await expect.poll(() => ticket.getByTestId('stock-preview-total').textContent()).toBe('209.79 USDT');
    await ticket
      .getByRole('button', { name: en('stockTrade.ticket.submitSell', { symbol: 'AAPL' }) })
      .click();
    await confirmOrder(page);
    await expect
      .poll(() => holding.getByTestId('holding-quantity').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('1.0000');
    await harness.record(page, `stock-${viewport}-holding`);

    // A limit buy below the market waits; cancelling it releases its hold.
    await ticket.getByRole('radio', { name: en('stockTrade.side.buy') }).click();
    await ticket.getByRole('radio', { name: en('stockTrade.orderType.limit') }).click();
    await ticket.getByRole('textbox', { name: en('stockTrade.ticket.limitPrice') }).fill('150');
    await ticket.getByRole('textbox', { name: en('stockTrade.ticket.quantity') }).fill('1');
    await ticket.getByRole('button', { name: en('stockTrade.ticket.submitBuy', { symbol: 'AAPL' }) }).click();
    await confirmOrder(page);
    const cancel = page.getByRole('button', { name: /^Cancel order / });
    await cancel.waitFor({ timeout: LIVE_TIMEOUT_MS });
    await cancel.click();
    await page.getByText(en('stockTrade.orders.emptyOpen')).waitFor({ timeout: LIVE_TIMEOUT_MS });

    // History: the sale on top; its detail shows the fill as recorded, with the price the source showed.
    await page.getByRole('tab', { name: en('stockTrade.orders.history') }).click();
    const rows = page.getByRole('link', { name: /^Order .* details$/ });
    await expect.poll(() => rows.count(), { timeout: LIVE_TIMEOUT_MS }).toBe(3);
    await rows.nth(1).click();
    await page.waitForURL(/\/order\/detail\/\d+\?kind=stock$/);
    await expect
      .poll(() => page.getByTestId('stock-detail-deal-price').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('210.00');
    await page.getByText(en('stockTrade.fill.label')).first().waitFor();
    await harness.record(page, `stock-${viewport}-order-detail`, { isFullPage: true });
    if (viewport === 'phone') {
      // The narrowest phone: nothing scrolls sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${harness.baseUrl}/stock?symbol=AAPL`);
      await page.getByRole('form').first().waitFor({ timeout: LIVE_TIMEOUT_MS });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});
