import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { text } from './support/locale';

// The wallet against the real server: a user whose deposit staff approved sees the totals and hides them, moves
// money spot → contract and sees both wallets change, swaps USDT for BTC at the live price and finds the swap in the
// fund records. Money arrives the way it does in production: a deposit claim with a screenshot, approved by staff.
let harness: Harness;
let staffToken = '';

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const STAFF_PASSWORD = 'E2e-staff-password-2026';
const USER_PASSWORD = 'Wallet2026';
/** A real 1×1 PNG: the deposit's payment screenshot. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const LIVE_TIMEOUT_MS = 20_000;
let sequence = 0;

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  headers.set('userType', 'main');
  const response = await fetch(`${harness.baseUrl}${path}`, { ...init, headers });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** The seeded super admin, with its one-time password replaced (every other staff call needs that first). */
async function logInStaff(): Promise<string> {
  const seed = harness.built.staffSeed;
  if (!seed) throw new Error('buildApp seeded no staff account');
  const login = (password: string) =>
    api<{ accessToken: string; mustChangePassword: boolean }>('/api/admin-api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: seed.username, password }),
    });
  const first = await login(seed.password);
  if (!first.mustChangePassword) return first.accessToken;
  await api('/api/admin-api/auth/update-password', {
    method: 'PUT',
    token: first.accessToken,
    body: JSON.stringify({ oldPassword: seed.password, newPassword: STAFF_PASSWORD }),
  });
  return (await login(STAFF_PASSWORD)).accessToken;
}

/** A bank-card deposit claim of `amount` USDT with its screenshot, approved by staff. */
async function deposit(userToken: string, amount: string): Promise<void> {
  const channels = await api<{ id: number; methodType: number; coin: string }[]>(
    '/api/app-api/recharge-channel/list?coin=USDT&methodType=0',
    { token: userToken },
  );
  const channel = channels[0];
  if (!channel) throw new Error('no bank-card deposit channel for USDT');
  const form = new FormData();
  form.append('channelId', String(channel.id));
  form.append('amount', amount);
  form.append('proof', new Blob([PNG_BYTES], { type: 'image/png' }), 'proof.png');
  const order = await api<{ id: number }>('/api/app-api/recharge/submit', {
    method: 'POST',
    token: userToken,
    headers: { 'Idempotency-Key': `e2e-deposit-${Date.now()}-${++sequence}` },
    body: form,
  });
  await api('/api/admin-api/recharge/approve', {
    method: 'POST',
    token: staffToken,
    body: JSON.stringify({ id: order.id }),
  });
}

async function registerByEmail(page: Page, viewport: string): Promise<string> {
  const email = `wallet.${viewport}.${Date.now()}.${++sequence}@example.com`;
  await page.goto(`${harness.baseUrl}/register`);
  await page.getByRole('textbox', { name: en('fields.email') }).fill(email);
  await page.getByRole('button', { name: en('auth.sendCode') }).click();
  await page.getByText(en('auth.codeSent')).waitFor();
  await page.getByRole('textbox', { name: en('fields.code') }).fill(await harness.latestCode(email));
  await page.getByLabel(en('fields.password'), { exact: true }).fill(USER_PASSWORD);
  await page.getByLabel(en('fields.confirmPassword'), { exact: true }).fill(USER_PASSWORD);
  await page.getByRole('button', { name: en('auth.register.submit') }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/register'));
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('no access token after registering');
  return token;
}

const walletTotals = (page: Page) => page.getByTestId('wallet-total').allTextContents();
const fundsTotal = (page: Page) => page.getByTestId('funds-total').textContent();

beforeAll(async () => {
  harness = await startHarness();
  staffToken = await logInStaff();
});
afterAll(async () => harness?.close());

describe.each(['phone', 'desktop'] as const)('wallet on a %s', (viewport) => {
  it('shows and hides the totals, transfers spot → contract, swaps USDT → BTC and lists the swap', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const token = await registerByEmail(page, viewport);
    await deposit(token, '1000');

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
