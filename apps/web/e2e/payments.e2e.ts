import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { harnessApi } from './support/harness-api';
import { text } from './support/locale';
import { registerByEmail as register } from './support/register';

// Deposits and withdrawals against the real server, with staff acting through the admin API: a crypto deposit
// address, a bank-card deposit with a screenshot that staff credit, and a withdrawal to a saved crypto address
// that staff reject — the remark reaches the user and the held amount returns to the balance.
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const PASSWORD = 'Payments2026';
const PAY_PASSWORD = '246810';
/** A valid TRON address (base58check), the destination of the test withdrawal. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** A 1 × 1 PNG: the server checks an upload's bytes, not its name. */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PUSH_TIMEOUT_MS = 15_000;
let sequence = 0;

// ---- staff, through the admin API ----------------------------------------------------------------------------

let staffTokenPromise: Promise<string> | null = null;

const adminCall = async <T>(method: string, path: string, body: unknown, token?: string): Promise<T> => {
  const response = await fetch(`${harness.baseUrl}/api/admin-api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
};

/** The seeded super admin, past its one-time password and TOTP enrolment (once per run, shared by both viewports). */
const staffToken = () => {
  staffTokenPromise ??= harnessApi(harness, 'StaffReview2026x').logInStaff();
  return staffTokenPromise;
};

// ---- the user, through the screens ---------------------------------------------------------------------------

const registerByEmail = (page: Page, email: string) => register(harness, page, email, PASSWORD);

const setPayPassword = async (page: Page, email: string) => {
  await page.goto(`${harness.baseUrl}/mine/changePayPassword`);
  await page.getByRole('button', { name: en('auth.sendCode') }).click();
  await page.getByText(en('auth.codeSent')).waitFor();
  await page.getByRole('textbox', { name: en('fields.code') }).fill(await harness.latestCode(email));
  await page.getByLabel(en('fields.payPassword'), { exact: true }).fill(PAY_PASSWORD);
  await page.getByLabel(en('fields.confirmPayPassword'), { exact: true }).fill(PAY_PASSWORD);
  await page.getByRole('button', { name: en('payPassword.submit') }).click();
  await page.waitForURL('**/mine/settings');
};

const idOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

describe.each(['phone', 'desktop'] as const)('deposits and withdrawals on a %s', (viewport) => {
  let page: Page;
  let email: string;

  beforeAll(async () => {
    ({ page } = await harness.newPage(viewport));
    email = `payments.${viewport}.${Date.now()}.${++sequence}@example.com`;
    await registerByEmail(page, email);
  });
  afterAll(async () => page?.context().close());

  it('shows a USDT TRC20 address, and credits a bank-card deposit once staff approve it', async () => {
    await page.goto(`${harness.baseUrl}/funds/topUp`);
    await page.getByRole('link', { name: new RegExp(en('deposit.methods.virtualCurrency')) }).click();
    await page.waitForURL('**/funds/recharge_currency?coin=USDT');
    const addressLabel = en('deposit.address.address');
    await page.getByRole('img', { name: en('deposit.address.qrLabel', { field: addressLabel }) }).waitFor();
    await page.getByRole('button', { name: en('deposit.copyLabel', { field: addressLabel }) }).waitFor();
    await page.getByText(en('deposit.address.chainWarning', { coin: 'USDT', chain: 'TRC20' })).waitFor();
    expect(await page.getByRole('radio', { name: 'TRC20' }).isChecked()).toBe(true);
    await harness.screenshot(page, `payments-${viewport}-01-trc20-address`);

    await page.goto(`${harness.baseUrl}/funds/topUp`);
    await page.getByRole('link', { name: new RegExp(en('deposit.methods.bankCard')) }).click();
    await page
      .getByRole('button', { name: en('deposit.copyLabel', { field: en('deposit.bankAccount.reference') }) })
      .waitFor();
    await harness.screenshot(page, `payments-${viewport}-02-bank-account`);
    await page.getByRole('link', { name: en('deposit.address.paid') }).click();
    await page.getByRole('textbox', { name: en('deposit.confirm.amount') }).fill('100');
    await page
      .getByLabel(en('deposit.confirm.proof'), { exact: true })
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: SCREENSHOT });
    await page.getByRole('img', { name: en('deposit.confirm.proofPreview') }).waitFor();
    await page.getByRole('button', { name: en('deposit.confirm.submit') }).click();
    await page.waitForURL('**/funds/top_up_order?id=*');
    await page.getByText(en('deposit.status.waitingForReview'), { exact: true }).waitFor();
    await harness.screenshot(page, `payments-${viewport}-03-deposit-waiting`);

    await adminCall('POST', '/recharge/approve', { id: idOf(page) }, await staffToken());
    // The order page polls while staff have not acted.
    await page
      .getByText(en('deposit.status.completed'), { exact: true })
      .waitFor({ timeout: PUSH_TIMEOUT_MS });
    await page.getByText(en('deposit.order.balance', { coin: 'USDT', amount: '100' })).waitFor();
    await harness.screenshot(page, `payments-${viewport}-04-deposit-credited`);
  });

  it('withdraws to a saved address with the pay password; a rejection shows the remark and releases the hold', async () => {
    await setPayPassword(page, email);

    await page.goto(`${harness.baseUrl}/mine/add_payment_method?type=4`);
    await page.getByRole('combobox', { name: en('paymentMethods.fields.coin') }).selectOption('USDT');
    await page.getByRole('combobox', { name: en('paymentMethods.fields.chain') }).selectOption('TRC20');
    await page.getByRole('textbox', { name: en('paymentMethods.fields.address') }).fill(TRON_ADDRESS);
    await page
      .getByRole('textbox', { name: en('common.optional', { label: en('paymentMethods.fields.label') }) })
      .fill('E2E wallet');
    await page.getByRole('button', { name: en('paymentMethods.save') }).click();
    await page.waitForURL('**/mine/bank?type=4');
    await page.getByText(TRON_ADDRESS).waitFor();

    await page.goto(`${harness.baseUrl}/funds/withdraw?coin=USDT`);
    await page.getByText(en('withdraw.form.available', { amount: '100.00', coin: 'USDT' })).waitFor();
    expect(await page.getByRole('radio', { name: /E2E wallet/ }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: en('withdraw.form.amount') }).fill('40');
    await page.getByText('39.00 USDT').waitFor();
    await page.getByRole('button', { name: en('withdraw.form.submit'), exact: true }).click();
    const sheet = page.getByRole('dialog', { name: en('withdraw.confirm.title') });
    await sheet.getByText(TRON_ADDRESS).waitFor();
    await sheet.getByLabel(en('fields.payPassword'), { exact: true }).fill(PAY_PASSWORD);
    await harness.screenshot(page, `payments-${viewport}-05-withdraw-confirm`);
    await sheet.getByRole('button', { name: en('withdraw.confirm.submit') }).click();
    await page.waitForURL('**/funds/withdraw/success?id=*');
    await page.getByText(en('withdraw.status.waitingForReview'), { exact: true }).waitFor();
    await harness.screenshot(page, `payments-${viewport}-06-withdraw-requested`);

    const remark = `Address check failed (${viewport})`;
    await adminCall('POST', '/withdrawal/reject', { id: idOf(page), remark }, await staffToken());
    const modal = page.getByRole('dialog', { name: en('orderHistory.notice.withdrawalRejectedTitle') });
    await modal.getByText(remark).waitFor({ timeout: PUSH_TIMEOUT_MS });
    await harness.screenshot(page, `payments-${viewport}-07-withdraw-rejected`);
    await modal.getByRole('button', { name: en('orderHistory.notice.ok') }).click();
    // The request's own page follows the review too (it polls while staff have not acted).
    await page
      .getByText(en('withdraw.status.rejected'), { exact: true })
      .waitFor({ timeout: PUSH_TIMEOUT_MS });
    await page.getByText(en('deposit.order.remark', { remark })).waitFor();

    await page.goto(`${harness.baseUrl}/funds/withdraw?coin=USDT`);
    await page.getByText(en('withdraw.form.available', { amount: '100.00', coin: 'USDT' })).waitFor();
  });
});
