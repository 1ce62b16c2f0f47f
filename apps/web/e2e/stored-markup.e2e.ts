import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { PaymentMethodType } from '@exchange/contracts';
import { paymentMethods, users } from '@exchange/server/platform/db/index';
import adminEn from '../../admin/src/locales/en.json';
import { startHarness, type Harness } from './support/harness';
import { harnessApi } from './support/harness-api';

// Issue 15: markup stored in a user's text is shown as text, to the user and to staff. The rows are written straight
// into the database, as data from before the server refused markup in names (or from any other way in) would be.
// The screens must show the characters literally: no element made from them, no handler run.
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
let tokens: { accessToken: string; refreshToken: string };
let userId: number;

const STAFF_PASSWORD = 'E2e-staff-stored-markup-2026';
const NICKNAME = '<img src=x onerror="window.__xss=1">';
const BANK_NAME = '<b onmouseover="window.__xss=2">Bank</b><script>window.__xss=3</script>';
const ACCOUNT_NAME = '<svg onload="window.__xss=4">';

beforeAll(async () => {
  harness = await startHarness({ scriptedPrices: true });
  outside = harnessApi(harness, STAFF_PASSWORD);
  const email = `markup.${Date.now()}@example.com`;
  await outside.api(`/api/app-api/system/auth/send-captcha?purpose=1&email=${encodeURIComponent(email)}`);
  tokens = await outside.api('/api/app-api/system/auth/email-register', {
    method: 'POST',
    body: JSON.stringify({ email, code: await harness.latestCode(email), password: 'Markup2026' }),
  });
  // Found in the database, not through get-current-member: that would cache the member before the markup is written.
  const { db } = harness.built.context;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error('the registered user has no row');
  userId = row.id;
  await db.update(users).set({ nickname: NICKNAME }).where(eq(users.id, userId));
  await db.insert(paymentMethods).values({
    userId,
    type: PaymentMethodType.bankCard,
    fields: { bankName: BANK_NAME, accountName: ACCOUNT_NAME, accountNumber: '12345678' },
  });
});
afterAll(async () => harness?.close());

/** Nothing the stored text could have become: no element from it, no handler attribute, no handler run. */
const expectNothingRendered = async (page: Page) => {
  const made = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    handlers: document.querySelectorAll('[onerror], [onload], [onmouseover]').length,
    bold: [...document.querySelectorAll('b')].filter((element) => element.textContent === 'Bank').length,
    ran: (window as unknown as { __xss?: number }).__xss,
  }));
  expect(made).toEqual({ images: 0, handlers: 0, bold: 0, ran: undefined });
};

describe('stored markup', () => {
  it('the user sees their nickname and bank card exactly as stored, as text', async () => {
    const { context, page } = await harness.newPage('desktop');
    const query = `access_token=${tokens.accessToken}&refresh_token=${tokens.refreshToken}`;
    await page.goto(`${harness.baseUrl}/mine?${query}`);
    await page.getByText(NICKNAME, { exact: true }).first().waitFor();
    await expectNothingRendered(page);

    await page.goto(`${harness.baseUrl}/mine/bank?${query}`);
    await page.getByText(BANK_NAME, { exact: true }).first().waitFor();
    await page.getByText(ACCOUNT_NAME, { exact: true }).first().waitFor();
    await expectNothingRendered(page);
    await context.close();
  });

  it('staff see the nickname as text in the user list and the user drawer', async () => {
    const { context, page } = await harness.newPage('desktop');
    const token = await outside.logInStaff();
    await page.addInitScript((value) => sessionStorage.setItem('admin.accessToken', value), token);
    await page.goto(`${harness.baseUrl}/admin/users`);
    await page.getByRole('heading', { name: adminEn.nav.users, exact: true }).waitFor();
    const cell = page.getByRole('cell', { name: NICKNAME, exact: true });
    await cell.waitFor();
    await expectNothingRendered(page);

    const details = adminEn.common.detailsOf.replace(
      '{{name}}',
      adminEn.users.detailTitle.replace('{{id}}', String(userId)),
    );
    await page.getByRole('button', { name: details }).click();
    await page.getByRole('dialog').getByText(NICKNAME, { exact: true }).waitFor();
    await expectNothingRendered(page);
    await context.close();
  });
});
