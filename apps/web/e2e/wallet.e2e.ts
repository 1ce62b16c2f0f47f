import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { PNG_BYTES, harnessApi } from './support/harness-api';
import { text } from './support/locale';
import { registerByEmail as register } from './support/register';

// The wallet against the real server: a user whose deposit staff approved sees the totals and hides them, moves
// money spot → contract and sees both wallets change, swaps USDT for BTC at the live price and finds the swap in the
// fund records. Money arrives the way it does in production: a deposit claim with a screenshot, approved by staff.
let harness: Harness;
/** Staff and user calls outside the screens (set once the harness runs). */
let outside: ReturnType<typeof harnessApi>;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const STAFF_PASSWORD = 'E2e-staff-password-2026';
const USER_PASSWORD = 'Wallet2026';
const LIVE_TIMEOUT_MS = 20_000;
let sequence = 0;

/** A new user through the register screen; returns the access token. */
const registerByEmail = (page: Page, viewport: string) =>
  register(harness, page, `wallet.${viewport}.${Date.now()}.${++sequence}@example.com`, USER_PASSWORD);

const walletTotals = (page: Page) => page.getByTestId('wallet-total').allTextContents();
const fundsTotal = (page: Page) => page.getByTestId('funds-total').textContent();

beforeAll(async () => {
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  await outside.logInStaff();
});
afterAll(async () => harness?.close());

describe.each(['phone', 'desktop'] as const)('wallet on a %s', (viewport) => {
  it('shows and hides the totals, transfers spot → contract, swaps USDT → BTC and lists the swap', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const token = await registerByEmail(page, viewport);
    await outside.deposit(token, '1000');

    // Totals in the display currency (USDT, $) and the show-amount toggle, which the device remembers.
    await page.goto(`${harness.baseUrl}/funds`);
    await expect.poll(() => fundsTotal(page), { timeout: LIVE_TIMEOUT_MS }).toBe('$1,000.00');
    expect(await walletTotals(page)).toEqual(['$1,000.00', '$0.00', '$0.00']);
    await harness.screenshot(page, `wallet-${viewport}-01-funds`);
    await page.getByRole('button', { name: en('common.hideAmounts') }).click();
    expect(await fundsTotal(page)).toBe('******');
    expect(new Set(await walletTotals(page))).toEqual(new Set(['******']));
    await page.reload();
    await page.getByRole('button', { name: en('common.showAmounts') }).waitFor();
    expect(await fundsTotal(page)).toBe('******');
    await harness.screenshot(page, `wallet-${viewport}-02-hidden`);
    await page.getByRole('button', { name: en('common.showAmounts') }).click();
    expect(await fundsTotal(page)).toBe('$1,000.00');

    // Transfer 250 USDT from the coin account to the contract account.
    await page
      .getByRole('navigation', { name: en('funds.actions.label') })
      .getByRole('link', { name: en('funds.actions.transfer') })
      .click();
    await page.getByText(en('funds.availableAmount', { amount: '1,000.00', coin: 'USDT' })).waitFor();
    await page.getByRole('textbox', { name: en('transfer.amount') }).fill('250');
    await harness.screenshot(page, `wallet-${viewport}-03-transfer`);
    await page.getByRole('button', { name: en('transfer.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/funds');
    await expect
      .poll(() => walletTotals(page), { timeout: LIVE_TIMEOUT_MS })
      .toEqual(['$750.00', '$250.00', '$0.00']);
    expect(await fundsTotal(page)).toBe('$1,000.00');

    // Swap 100 USDT for BTC at the live price.
    await page
      .getByRole('navigation', { name: en('funds.actions.label') })
      .getByRole('link', { name: en('funds.actions.swap') })
      .click();
    await page.getByTestId('swap-price').waitFor({ timeout: LIVE_TIMEOUT_MS });
    await page.getByRole('textbox', { name: en('swap.amount') }).fill('100');
    await page.getByTestId('swap-receive').waitFor();
    await harness.screenshot(page, `wallet-${viewport}-04-swap`);
    await page.getByRole('button', { name: en('swap.submit') }).click();
    const recent = page.getByRole('list', { name: en('swap.recentTitle') });
    await recent.getByText(/100\.00 USDT → [\d.]+ BTC/).waitFor({ timeout: LIVE_TIMEOUT_MS });

    // The swap's two legs are fund records of type swap; one opens as "Flash exchange".
    await page.goto(`${harness.baseUrl}/funds/financeListView`);
    await page.getByRole('radio', { name: en('fundRecords.types.swap') }).click();
    const records = page.getByRole('list', { name: en('fundRecords.listLabel') });
    await expect.poll(() => records.getByRole('listitem').count(), { timeout: LIVE_TIMEOUT_MS }).toBe(2);
    expect(await records.getByText(en('fundRecords.business.flashExchange')).count()).toBe(2);
    expect(await records.getByText('-100.00 USDT').count()).toBe(1);
    await harness.screenshot(page, `wallet-${viewport}-05-records`);
    await records.getByRole('link').filter({ hasText: 'BTC' }).click();
    await page.getByRole('heading', { name: en('fundRecords.detail.title') }).waitFor();
    expect(await page.getByTestId('record-amount').textContent()).toMatch(/^\+[\d.]+ BTC$/);

    // Back on the wallet: 650 USDT and the BTC bought are in the coin account.
    await page.goto(`${harness.baseUrl}/funds`);
    const usdt = page.locator('[data-coin="USDT"]');
    await expect
      .poll(() => usdt.getByTestId('asset-available').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('650.00');
    expect(failures).toEqual([]);
    await context.close();
  });
});

/** A bank-card deposit claim of `amount` USDT with its screenshot, left waiting for staff; returns the order's id. */
const claimDeposit = async (userToken: string, amount: string) => {
  const [channel] = await outside.api<{ id: number }[]>(
    '/api/app-api/recharge-channel/list?coin=USDT&methodType=0',
    { token: userToken },
  );
  if (!channel) throw new Error('no bank-card deposit channel for USDT');
  const form = new FormData();
  form.append('channelId', String(channel.id));
  form.append('amount', amount);
  form.append('proof', new Blob([PNG_BYTES], { type: 'image/png' }), 'proof.png');
  const order = await outside.api<{ id: number }>('/api/app-api/recharge/submit', {
    method: 'POST',
    token: userToken,
    headers: { 'Idempotency-Key': `e2e-first-deposit-${Date.now()}-${++sequence}` },
    body: form,
  });
  return order.id;
};

describe('a new user on a phone (issue 17)', () => {
  it('sees their deposit pending on the wallet, with the usual review time, until staff approve it', async () => {
    const { context, page } = await harness.newPage('phone');
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const token = await registerByEmail(page, 'pending');
    const orderId = await claimDeposit(token, '250');

    await page.goto(`${harness.baseUrl}/funds`);
    const pending = page.getByRole('list', { name: en('funds.pending.title') });
    const line = pending.getByTestId('pending-deposit');
    await line.waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await line.getByTestId('pending-amount').textContent()).toBe('250.00 USDT');
    expect(await line.getByTestId('pending-step').textContent()).toBe(en('funds.pending.waitingReview'));
    expect(await line.getByTestId('pending-review-time').textContent()).toBe(
      en('funds.pending.usualReview', { time: en('funds.pending.minutes', { value: '30' }) }),
    );
    expect(await fundsTotal(page)).toBe('$0.00');
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'wallet.png') });
    await harness.screenshot(page, 'wallet-phone-06-pending-deposit');

    // The coin's page shows it too, and a tap on the line opens the order.
    await page.goto(`${harness.baseUrl}/funds/currency?coin=USDT`);
    const coinLine = page
      .getByRole('list', { name: en('funds.pending.title') })
      .getByTestId('pending-deposit');
    await coinLine.waitFor({ timeout: LIVE_TIMEOUT_MS });
    await page.getByText(en('funds.currency.noRecords')).waitFor();
    await harness.screenshot(page, 'wallet-phone-07-coin-page');
    await coinLine.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/funds/orderHistoryDetail/${orderId}`);
    await page.goto(`${harness.baseUrl}/funds`);
    await line.waitFor({ timeout: LIVE_TIMEOUT_MS });

    // Staff approve it: the push takes the line away and the balance shows the deposit, with no reload.
    await outside.api('/api/admin-api/recharge/approve', {
      method: 'POST',
      token: await outside.logInStaff(),
      body: JSON.stringify({ id: orderId }),
    });
    await expect.poll(() => fundsTotal(page), { timeout: LIVE_TIMEOUT_MS }).toBe('$250.00');
    await expect.poll(() => pending.count(), { timeout: LIVE_TIMEOUT_MS }).toBe(0);
    await page.getByText(en('orderHistory.notice.rechargeCredited', { amount: '250.00 USDT' })).waitFor();
    expect(failures).toEqual([]);
    await context.close();
  });

  it('takes demo funds with one tap on the demo market: the balance shows them, a second tap waits a day', async () => {
    const { context, page } = await harness.newPage('phone');
    await registerByEmail(page, 'demo');
    await page.goto(`${harness.baseUrl}/funds`);
    const button = page.getByRole('button', { name: en('funds.demo.claim') });
    await button.waitFor({ timeout: LIVE_TIMEOUT_MS });
    await harness.screenshot(page, 'wallet-phone-08-demo-funds');
    await button.click();
    await expect.poll(() => fundsTotal(page), { timeout: LIVE_TIMEOUT_MS }).toBe('$10,000.00');
    const usdt = page.locator('[data-coin="USDT"]');
    expect(await usdt.getByTestId('asset-available').textContent()).toBe('10,000.00');
    await expect.poll(() => button.isDisabled(), { timeout: LIVE_TIMEOUT_MS }).toBe(true);
    await page.getByTestId('demo-funds-next').waitFor();
    await context.close();
  });

  it('offers no demo funds when the feed status says the market is live', async () => {
    const { context, page } = await harness.newPage('phone');
    const statusCalls: string[] = [];
    // The e2e server runs the simulator; the browser is told it is live, as a server on a live feed says.
    await page.route('**/api/app-api/market/feed/status', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 0,
          data: { source: 'binance', isDemo: false, lastTickTime: null },
          msg: '',
        }),
      }),
    );
    page.on('request', (request) => {
      if (request.url().includes('/wallet/demo-funds')) statusCalls.push(request.url());
    });
    const token = await registerByEmail(page, 'live');
    await outside.deposit(token, '100');
    await page.goto(`${harness.baseUrl}/funds`);
    await expect.poll(() => fundsTotal(page), { timeout: LIVE_TIMEOUT_MS }).toBe('$100.00');
    expect(await page.getByRole('button', { name: en('funds.demo.claim') }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: en('funds.demo.title') }).count()).toBe(0);
    expect(statusCalls).toEqual([]);
    await context.close();
  });
});
