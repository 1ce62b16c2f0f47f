import { BigNumber } from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { harnessApi } from './support/harness-api';
import { text } from './support/locale';
import { registerByEmail as register } from './support/register';

// VIP levels against the real server and its simulated market: a new user, funded as in production (a deposit claim
// staff approve), reads the public levels table, opens their VIP page from Mine, buys VIP2 for a term on the upgrade
// plan (the confirm dialog names what is paid), sees it in effect, then buys BTC at market on the trade tab: the
// ticket shows the discounted taker fee and the fill's fee is the pair's base rate × (1 − 15 %).
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
let sequence = 0;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const STAFF_PASSWORD = 'E2e-staff-vip-2026';
const USER_PASSWORD = 'Vip2026ok';
const LIVE_TIMEOUT_MS = 20_000;

const hasDigits = (page: Page, testId: string) =>
  expect.poll(async () => /\d/.test((await page.getByTestId(testId).textContent()) ?? ''), {
    timeout: LIVE_TIMEOUT_MS,
  });

beforeAll(async () => {
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  await outside.logInStaff();
});
afterAll(async () => harness?.close());

describe.each(['phone', 'desktop'] as const)('VIP on a %s', (viewport) => {
  it('buys VIP2 and pays the discounted fee on a spot order', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const token = await register(
      harness,
      page,
      `vip.${viewport}.${Date.now()}.${++sequence}@example.com`,
      USER_PASSWORD,
    );
    await outside.deposit(token, '1000');
    const base = await outside.api<{ takerFeeRate: string }>(
      '/api/app-api/pay/order-coin/fee-rate?symbol=BTCUSDT',
      {
        token,
      },
    );

    // The public table: every level with its discounts and how it is reached.
    await page.goto(`${harness.baseUrl}/vip`);
    await page.getByRole('heading', { level: 1, name: en('vip.title') }).waitFor();
    // A card per level on a phone, a table on a wide screen.
    const levels = page.getByRole(viewport === 'phone' ? 'list' : 'table', { name: en('vip.levelsLabel') });
    await levels.getByText('VIP2', { exact: true }).waitFor();
    await levels.getByText('15%').first().waitFor();
    await harness.screenshot(page, `vip-${viewport}-levels`);

    // Mine → my VIP level: the base level, with the progress to VIP1.
    await page.goto(`${harness.baseUrl}/mine`);
    await page.getByRole('link', { name: en('mine.menu.vip') }).click();
    await page.getByText(en('vip.source.base')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await page.getByRole('link', { name: en('vip.status.upgrade') }).click();

    // The upgrade plan: VIP2 for 200 USDT / 30 days, confirmed with what is paid.
    await page.getByRole('button', { name: en('vip.buy.choose', { name: 'VIP2' }) }).click();
    const dialog = page.getByRole('alertdialog', { name: en('vip.confirm.title') });
    await dialog.getByText('15%').waitFor();
    await harness.screenshot(page, `vip-${viewport}-confirm`);
    await dialog.getByRole('button', { name: /^Pay 200/ }).click();
    await page
      .getByRole('status')
      .getByText(/^VIP2 is yours until/)
      .waitFor({ timeout: LIVE_TIMEOUT_MS });

    await page.goto(`${harness.baseUrl}/mine/vip`);
    await page.getByText(en('vip.source.purchased')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await harness.screenshot(page, `vip-${viewport}-status`);

    // A market buy of 100 USDT: the ticket shows the taker rate × 0.85, and the fill is charged at it.
    const discounted = new BigNumber(base.takerFeeRate).times(0.85);
    await page.goto(`${harness.baseUrl}/transaction`);
    const ticket = page.getByRole('form', { name: en('spot.ticket.label') });
    await hasDigits(page, 'spot-last-price');
    await ticket.getByRole('textbox', { name: en('spot.ticket.total', { asset: 'USDT' }) }).fill('100');
    await hasDigits(page, 'preview-average');
    await ticket
      .getByText(en('spot.preview.fee', { rate: `${discounted.times(100).toFixed()}%` }))
      .waitFor({ timeout: LIVE_TIMEOUT_MS });
    await harness.screenshot(page, `vip-${viewport}-ticket`);
    await ticket.getByRole('button', { name: en('spot.ticket.submitBuy', { asset: 'BTC' }) }).click();
    await page.getByText(/^Order \S+ filled$/).waitFor({ timeout: LIVE_TIMEOUT_MS });
    const orders = await outside.api<{ list: { filledQuantity: string; fee: string; feeAsset: string }[] }>(
      '/api/app-api/pay/order-coin/order-page?scope=history',
      { token },
    );
    const order = orders.list[0];
    expect(order?.feeAsset).toBe('BTC');
    // Fees are charged per fill (per book level), each rounded up at 18 decimals: the rate paid is the discounted one.
    const paidRate = new BigNumber(order?.fee ?? 0).div(order?.filledQuantity ?? 1);
    expect(paidRate.minus(discounted).abs().isLessThan('1e-12')).toBe(true);
    expect(failures).toEqual([]);
    await context.close();
  });
});
