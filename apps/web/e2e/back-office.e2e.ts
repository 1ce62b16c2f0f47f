import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { users } from '@exchange/server/platform/db/index';
import { hashPassword } from '@exchange/server/platform/auth/passwords';
import adminEn from '../../admin/src/locales/en.json';
import errorEn from '../../../packages/i18n/locales/en/error.json';
import {
  adminText,
  createOfficer as createOfficerAs,
  firstStaffSignIn,
  signInStaff,
} from './support/back-office';
import { startHarness, type Harness } from './support/harness';
import { harnessApi, PNG_BYTES } from './support/harness-api';
import { text } from './support/locale';
import { registerByEmail as register } from './support/register';

// The back office against the real server: staff sign in to /admin with TOTP and act through its screens, and the
// user sees the result in the user app. A compliance officer enrols TOTP at first login and verifies a real-name
// submission; a finance officer (already enrolled) signs in with a code and rejects a withdrawal, and the user sees
// the remark and the funds back; a user whose trading was restricted is refused a contract order with the spec's
// message.
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
let sequence = 0;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const admin = adminText;
const STAFF_PASSWORD = 'E2e-staff-back-office-2026';
const OFFICER_PASSWORD = 'Officer-passphrase-2026';
const USER_PASSWORD = 'BackOffice2026';
const PAY_PASSWORD = '246810';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PUSH_TIMEOUT_MS = 15_000;

const staffApi = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
  outside.api<T>(`/api/admin-api${path}`, {
    method,
    token: await outside.logInStaff(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const createOfficer = (role: string) => createOfficerAs(outside, role);

/** A new user through the register screen; returns the access token and the user id. */
const registerUser = async (page: Page, label: string) => {
  const token = await register(
    harness,
    page,
    `back-office.${label}.${Date.now()}.${++sequence}@example.com`,
    USER_PASSWORD,
  );
  const member = await outside.api<{ id: number }>('/api/app-api/member/get-current-member', { token });
  return { token, userId: member.id };
};

const signIn = (page: Page, username: string, password: string, totpSecret?: string) =>
  signInStaff(harness, page, username, password, totpSecret);

const firstSignIn = (page: Page, officer: { username: string; oneTimePassword: string }) =>
  firstStaffSignIn(harness, page, officer, OFFICER_PASSWORD);

beforeAll(async () => {
  harness = await startHarness({ scriptedPrices: true });
  outside = harnessApi(harness, STAFF_PASSWORD);
  await outside.logInStaff();
});
afterAll(async () => {
  await harness?.close();
});

describe('the back office', () => {
  it.each(['desktop', 'tablet'] as const)(
    'opens every section for a super admin on a %s, each with data from the server and no error',
    async (viewport) => {
      const officer = await createOfficer('super_admin');
      const staff = await harness.newPage(viewport);
      const failures: string[] = [];
      staff.page.on('pageerror', (error) => failures.push(error.message));
      staff.page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() >= 400)
          failures.push(`${response.status()} ${response.url()}`);
      });
      await firstSignIn(staff.page, officer);
      const sections = Object.entries(adminEn.nav).filter(([key]) => key !== 'label');
      for (const [key, label] of sections) {
        await staff.page.getByRole('link', { name: label, exact: true }).click();
        await staff.page.getByRole('heading', { name: label, exact: true }).waitFor();
        await staff.page.waitForLoadState('networkidle');
        await harness.screenshot(staff.page, `back-office-tour-${viewport}-${key}`);
      }
      expect(failures).toEqual([]);
      await staff.context.close();
    },
  );

  it('a compliance officer enrols TOTP at first sign-in and verifies a real-name submission; the user sees it', async () => {
    const officer = await createOfficer('compliance');
    const user = await harness.newPage('phone');
    const { token } = await registerUser(user.page, 'real-name');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      realName: 'Ada Lovelace',
      nationality: 'GB',
      documentType: 'passport',
      documentNumber: 'P1234567',
    }))
      form.append(name, value);
    for (const side of ['front', 'back'])
      form.append(side, new Blob([PNG_BYTES], { type: 'image/png' }), `${side}.png`);
    await outside.api('/api/app-api/member/real-name/submit', { method: 'POST', token, body: form });
    const submissions = await staffApi<{ list: { id: number }[] }>('GET', '/real-name/page?status=1');
    const submission = submissions.list[0];
    if (!submission) throw new Error('the submission is not in the queue');
    await user.page.goto(`${harness.baseUrl}/mine/verified`);
    await user.page.getByText(en('verified.underReview')).waitFor();

    // On a tablet in portrait: the back office is desktop-first but must work there too.
    const staff = await harness.newPage('tablet');
    await firstSignIn(staff.page, officer);
    await harness.screenshot(staff.page, 'back-office-01-compliance-signed-in');
    await staff.page.getByRole('link', { name: admin('nav.realNames') }).click();
    await staff.page
      .getByRole('button', {
        name: admin('common.detailsOf', { name: admin('realNames.detailTitle', { id: submission.id }) }),
      })
      .click();
    const drawer = staff.page.getByRole('dialog', {
      name: admin('realNames.detailTitle', { id: submission.id }),
    });
    await drawer.getByRole('button', { name: admin('actions.approve') }).click();
    const confirm = staff.page.getByRole('dialog', {
      name: admin('realNames.approveTitle', { id: submission.id }),
    });
    await confirm.getByText(/Under review → Verified/).waitFor();
    await harness.screenshot(staff.page, 'back-office-02-verify-dialog');
    await confirm.getByRole('button', { name: admin('actions.approve') }).click();
    await drawer.waitFor({ state: 'hidden' });

    await user.page.getByText(en('verified.verifiedDone')).waitFor({ timeout: PUSH_TIMEOUT_MS });
    await harness.screenshot(user.page, 'back-office-03-user-verified');
    await staff.context.close();
    await user.context.close();
  });

  it('a finance officer signs in with a code and rejects a withdrawal; the user sees the remark and the funds back', async () => {
    const officer = await createOfficer('finance');
    const enrolling = await harness.newPage('desktop');
    const secret = await firstSignIn(enrolling.page, officer);
    await enrolling.context.close();

    const user = await harness.newPage('phone');
    const { token, userId } = await registerUser(user.page, 'withdrawal');
    await outside.deposit(token, '100');
    await harness.built.context.db
      .update(users)
      .set({ payPasswordHash: await hashPassword(PAY_PASSWORD) })
      .where(eq(users.id, userId));
    const channels = await outside.api<{ id: number; methodType: number; coin: string; chain: string }[]>(
      '/api/app-api/withdrawal/channel-list',
      { token },
    );
    const channel = channels.find(
      (row) => row.methodType === 4 && row.coin === 'USDT' && row.chain === 'TRC20',
    );
    if (!channel) throw new Error('no USDT TRC20 withdrawal channel');
    const withdrawal = await outside.api<{ id: number; no: string }>('/api/app-api/withdrawal', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': `e2e-withdrawal-${Date.now()}` },
      body: JSON.stringify({
        channelId: channel.id,
        amount: '40',
        address: TRON_ADDRESS,
        payPassword: PAY_PASSWORD,
      }),
    });
    await user.page.goto(`${harness.baseUrl}/funds/withdraw?coin=USDT`);
    await user.page.getByText(en('withdraw.form.available', { amount: '60.00', coin: 'USDT' })).waitFor();

    // A new code a step later: the enrolment's code was used once already.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
    const staff = await harness.newPage('desktop');
    await signIn(staff.page, officer.username, OFFICER_PASSWORD, secret);
    await staff.page.getByRole('link', { name: admin('nav.withdrawals') }).click();
    await staff.page
      .getByRole('button', { name: admin('common.detailsOf', { name: withdrawal.no }) })
      .click();
    const drawer = staff.page.getByRole('dialog', {
      name: admin('withdrawals.detailTitle', { no: withdrawal.no }),
    });
    await drawer.getByRole('button', { name: admin('actions.reject') }).click();
    const confirm = staff.page.getByRole('dialog', {
      name: admin('withdrawals.rejectTitle', { no: withdrawal.no }),
    });
    const remark = 'The destination failed our address screening';
    await confirm.getByRole('textbox', { name: admin('common.remark') }).fill(remark);
    await confirm.getByText(/hold of 40(\.00)? USDT released to the user/).waitFor();
    await harness.screenshot(staff.page, 'back-office-04-reject-withdrawal');
    await confirm.getByRole('button', { name: admin('actions.reject') }).click();

    const modal = user.page.getByRole('dialog', { name: en('orderHistory.notice.withdrawalRejectedTitle') });
    await modal.getByText(remark).waitFor({ timeout: PUSH_TIMEOUT_MS });
    await harness.screenshot(user.page, 'back-office-05-user-sees-remark');
    await modal.getByRole('button', { name: en('orderHistory.notice.ok') }).click();
    await user.page.goto(`${harness.baseUrl}/funds/withdraw?coin=USDT`);
    await user.page.getByText(en('withdraw.form.available', { amount: '100.00', coin: 'USDT' })).waitFor();
    await staff.context.close();
    await user.context.close();
  });

  it("refuses a restricted user's contract order with the spec's message", async () => {
    const publish = () =>
      harness.publishPrices([
        { type: 2, symbol: 'BTCUSDT', price: '60000' },
        { type: 1, symbol: 'BTCUSDT', price: '60000' },
      ]);
    await publish();
    const publisher = setInterval(() => void publish(), 500);
    try {
      const user = await harness.newPage('phone');
      const { token, userId } = await registerUser(user.page, 'restricted');
      await outside.deposit(token, '1000');
      await outside.api('/api/app-api/wallet/any-transfer', {
        method: 'POST',
        token,
        headers: { 'Idempotency-Key': `e2e-transfer-${Date.now()}` },
        body: JSON.stringify({ fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: '1000' }),
      });
      await staffApi('POST', '/user/restrict-trading', {
        id: userId,
        isRestricted: true,
        remark: 'Under investigation',
      });

      await user.page.goto(`${harness.baseUrl}/contract?symbol=BTCUSDT`);
      const ticket = user.page.getByRole('form', { name: en('contract.ticket.label') });
      await expect
        .poll(() => user.page.getByTestId('contract-available').textContent(), { timeout: PUSH_TIMEOUT_MS })
        .toBe('1,000.00 USDT');
      await ticket
        .getByRole('textbox', { name: en('contract.ticket.quantity', { asset: 'BTC' }) })
        .fill('0.01');
      await ticket.getByRole('button', { name: en('contract.ticket.submitLong') }).click();
      const confirm = user.page.getByRole('alertdialog', { name: en('contract.confirm.title') });
      await confirm.getByRole('button', { name: en('contract.confirm.submit') }).click();
      await user.page.getByText(errorEn.tradingRestricted).waitFor({ timeout: PUSH_TIMEOUT_MS });
      await harness.screenshot(user.page, 'back-office-06-trading-restricted');
      expect(await user.page.getByText(en('contract.positions.empty')).count()).toBeGreaterThan(0);
      await user.context.close();
    } finally {
      clearInterval(publisher);
    }
  });

  it('sets a fast-contract payout rate in Product settings, showing its house edge, and the server keeps it', async () => {
    const officer = await createOfficer('super_admin');
    const staff = await harness.newPage('desktop');
    await firstSignIn(staff.page, officer);
    await staff.page.getByRole('link', { name: admin('nav.products'), exact: true }).click();
    await staff.page.getByRole('tab', { name: admin('products.tabs.fastContracts') }).click();
    const rowField = (field: string, row: number) =>
      admin('products.rowField', { field: admin(`products.${field}`), symbol: 'BTCUSDT', row });
    const rate = staff.page.getByRole('textbox', { name: rowField('payoutRate', 1), exact: true });
    await rate.fill('0.9');
    const periods = staff.page.getByRole('table', {
      name: admin('products.periodsOf', { symbol: 'BTCUSDT' }),
    });
    await periods.getByRole('row').nth(1).getByRole('cell', { name: '5%', exact: true }).waitFor();
    await staff.page.getByRole('button', { name: admin('markets.reviewChanges') }).click();
    const confirm = staff.page.getByRole('dialog', { name: admin('products.fastConfirmTitle') });
    await confirm.getByRole('button', { name: admin('markets.saveChanges') }).click();
    await staff.page.getByText(admin('products.fastDone')).waitFor();
    await harness.screenshot(staff.page, 'back-office-07-fast-contract-settings');
    const settings = await staffApi<{
      updatedAt: number | null;
      instruments: { symbol: string; periods: { periodSeconds: number; payoutRate: string }[] }[];
    }>('GET', '/fast-contract/settings');
    const btc = settings.instruments.find((instrument) => instrument.symbol === 'BTCUSDT');
    expect(btc?.periods[0]).toEqual({ periodSeconds: 30, payoutRate: '0.9' });
    expect(settings.updatedAt).not.toBeNull();
    await staff.context.close();
  });
});
