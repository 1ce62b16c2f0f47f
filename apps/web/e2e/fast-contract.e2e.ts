import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { claimDemoFunds, startClockedHarness, type ClockedHarness } from './support/clocked-harness';
import { text } from './support/locale';
import { registerByEmail } from './support/register';

// A 60 s fast contract against the real server, settled by its scheduler job at the price the recorder kept for the
// expiry second — without a minute's wait: the server runs on a clock the test moves 57 s ahead after the buy (the
// browser's clock moves with it, so the countdown agrees), while the test, the only price source, publishes prices
// stamped with that clock. A new user moves demo funds into the fast wallet through "Transfer in", sees the payout,
// the loss and the house edge before confirming, buys Up at 60,000, and sees it settle at 60,123.45: won, +85.
let harness: ClockedHarness;
let sequence = 0;
let price = '60000';
let publisher: ReturnType<typeof setInterval> | undefined;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const USER_PASSWORD = 'Fast2026';
const LIVE_TIMEOUT_MS = 20_000;
const PUBLISH_EVERY_MS = 300;
const JUMP_MS = 57_000;

const publish = () => harness.publishPrices([{ type: 5, symbol: 'BTCUSDT', price }]);
const ticketOf = (page: Page) => page.getByRole('form', { name: en('fast.ticket.label') });

beforeAll(async () => {
  harness = await startClockedHarness();
  await publish();
  publisher = setInterval(() => void publish(), PUBLISH_EVERY_MS);
});
afterAll(async () => {
  clearInterval(publisher);
  await harness?.close();
});

/** Funds the fast wallet from spot through the buy screen's "Transfer in", as a user would. */
async function transferIn(page: Page, amount: string) {
  await ticketOf(page)
    .getByRole('link', { name: en('fast.ticket.transferIn') })
    .click();
  await page.waitForURL('**/funds/transfer?from=spot&to=fast_contract&coin=USDT');
  await page.getByRole('textbox', { name: en('transfer.amount') }).fill(amount);
  await page.getByRole('button', { name: en('transfer.submit'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/funds');
}

describe.each(['phone', 'desktop'] as const)('fast contracts on a %s', (viewport) => {
  it('buys a 60 s Up contract after seeing its odds, counts down, and sees it settle with its open and close prices', async () => {
    price = '60000';
    await publish();
    const { context, page } = await harness.newPage(viewport);
    // The page's clock is the server's (it flows on its own; the test moves both together).
    await page.clock.install({ time: harness.clock.nowMs() });
    // A new document starts from the installed time again: each navigation is followed by a sync.
    const syncClock = () => page.clock.setSystemTime(harness.clock.nowMs());
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const email = `fast.${viewport}.${Date.now()}.${++sequence}@example.com`;
    const token = await registerByEmail(harness, page, email, USER_PASSWORD);
    await claimDemoFunds(harness, token);

    const screen = `${harness.baseUrl}/transaction?kind=fast&symbol=BTCUSDT`;
    await page.goto(screen);
    await expect
      .poll(() => page.getByTestId('fast-last-price').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('60,000.00');
    await transferIn(page, '500');
    await page.goto(screen);
    await syncClock();
    // The price is live: a new one reaches the screen through the data socket.
    price = '60000.5';
    await publish();
    await expect
      .poll(() => page.getByTestId('fast-last-price').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('60,000.50');
    price = '60000';
    await publish();
    const ticket = ticketOf(page);
    await expect
      .poll(() => ticket.getByTestId('fast-available').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('500.00 USDT');

    // 100 USDT for 60 s at 85 %: 185 back if right, 100 lost if wrong, a 7.5 % house edge.
    await ticket.getByRole('textbox', { name: en('fast.ticket.stake') }).fill('100');
    await ticket
      .getByRole('radio', { name: en('fast.ticket.periodOption', { seconds: '60', rate: '85%' }) })
      .check();
    await expect.poll(() => ticket.getByTestId('fast-preview-payout').textContent()).toBe('185.00 USDT');
    expect(await ticket.getByTestId('fast-preview-loss').textContent()).toBe('100.00 USDT');
    expect(await ticket.getByTestId('fast-preview-edge').textContent()).toBe('7.5%');
    await harness.record(page, `fast-${viewport}-ticket`);
    await ticket.getByRole('button', { name: en('fast.ticket.buyUp') }).click();
    const confirm = page.getByRole('alertdialog', { name: en('fast.confirm.title') });
    await confirm.getByText(en('fast.preview.houseEdge')).waitFor();
    await harness.record(page, `fast-${viewport}-confirm`);
    await confirm.getByRole('button', { name: en('fast.confirm.submitUp') }).click();
    await confirm.waitFor({ state: 'detached', timeout: LIVE_TIMEOUT_MS });

    const timer = page.getByRole('timer');
    await timer.waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await timer.textContent()).toMatch(/^(1:0[01]|0:5\d)$/);
    await timer.scrollIntoViewIfNeeded();
    await harness.record(page, `fast-${viewport}-countdown`);

    // The market rises, and time jumps to just before expiry: the countdown follows the clock, not its own timer.
    price = '60123.45';
    await publish();
    harness.clock.offsetMs += JUMP_MS;
    await syncClock();
    await expect.poll(() => timer.textContent(), { timeout: LIVE_TIMEOUT_MS }).toMatch(/^0:0\d$/);

    // Settled by the job, pushed to the screen: open 60,000, close 60,123.45, won 85.
    await page.getByText(en('fast.orders.emptyOpen')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await page.getByRole('tab', { name: en('fast.orders.settled') }).click();
    const row = page.getByRole('link', { name: /^Contract .* details$/ }).first();
    await expect
      .poll(() => row.getByTestId('fast-row-prices').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('60,000.00 → 60,123.45');
    expect(await row.getByTestId('fast-row-result').textContent()).toBe('+85.00 USDT');
    await expect
      .poll(() => ticket.getByTestId('fast-available').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('585.00 USDT');
    await harness.record(page, `fast-${viewport}-settled`);

    await row.click();
    await page.waitForURL(/\/order\/detail\/\d+\?kind=fast$/);
    await expect
      .poll(() => page.getByTestId('fast-detail-close').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('60,123.45');
    expect(await page.getByTestId('fast-detail-open').textContent()).toBe('60,000.00');
    expect(await page.getByTestId('fast-detail-profit').textContent()).toBe('+85.00 USDT');
    await harness.record(page, `fast-${viewport}-detail`, { isFullPage: true });
    if (viewport === 'phone') {
      // The narrowest phone: nothing scrolls sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(screen);
      await page.getByRole('form').first().waitFor({ timeout: LIVE_TIMEOUT_MS });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});
