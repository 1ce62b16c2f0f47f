import { BigNumber } from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq, sql } from 'drizzle-orm';
import { userAvailable } from '@exchange/server/modules/ledger/index';
import { c2cOrders, users } from '@exchange/server/platform/db/index';
import { adminText, createOfficer, firstStaffSignIn } from './support/back-office';
import { startHarness, type Harness } from './support/harness';
import { harnessApi, PNG_BYTES } from './support/harness-api';
import { text } from './support/locale';
import { registerByEmail as register } from './support/register';

// C2C against the real server, phone and desktop: a merchant applies, adds where they are paid, is funded by a
// deposit and posts a sell ad through the screens; a buyer finds it on /c2c/buy, buys, pays and marks it paid with a
// proof image, and the merchant releases it — the buyer's wallet holds the coin. A second order runs out of its
// window: the scheduler's own c2c.expire job cancels it and the buyer sees why. A third is appealed by the buyer and
// a support officer decides it in the back office; the buyer sees the outcome.
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
let sequence = 0;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const STAFF_PASSWORD = 'E2e-staff-c2c-2026';
const OFFICER_PASSWORD = 'Officer-c2c-passphrase-2026';
const USER_PASSWORD = 'C2cTrade2026';
const LIVE_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  await outside.logInStaff();
});
afterAll(async () => harness?.close());

const newUser = async (viewport: 'phone' | 'desktop', label: string) => {
  const opened = await harness.newPage(viewport);
  const failures: string[] = [];
  opened.page.on('pageerror', (error) => failures.push(error.message));
  const token = await register(
    harness,
    opened.page,
    `c2c.${label}.${viewport}.${Date.now()}.${++sequence}@example.com`,
    USER_PASSWORD,
  );
  const member = await outside.api<{ id: number }>('/api/app-api/member/get-current-member', { token });
  return { ...opened, token, userId: member.id, failures };
};

type User = Awaited<ReturnType<typeof newUser>>;

/** The merchant's side through the screens: apply, approved by staff, a payment method, a USDT sell ad at 1.02 USD. */
const becomeMerchantWithAd = async (merchant: User, nickname: string) => {
  // Real-name verification has its own journey (back-office.e2e): here the account is verified directly.
  await harness.built.context.db
    .update(users)
    .set({ realNameStatus: 2 })
    .where(eq(users.id, merchant.userId));
  const { page } = merchant;
  await page.goto(`${harness.baseUrl}/c2c/list?tab=ads`);
  await page.getByRole('textbox', { name: en('c2c.apply.nickname') }).fill(nickname);
  await page.getByRole('button', { name: en('c2c.apply.submit') }).click();
  await page.getByText(en('c2c.merchantArea.status.applied')).waitFor({ timeout: LIVE_TIMEOUT_MS });
  await outside.api(`/api/admin-api/c2c/merchants/${merchant.userId}/decide`, {
    method: 'POST',
    token: await outside.logInStaff(),
    body: JSON.stringify({ action: 'approve', remark: '' }),
  });
  await outside.deposit(merchant.token, '500');
  await page.reload();
  await page.getByText(en('c2c.merchantArea.status.approved')).waitFor({ timeout: LIVE_TIMEOUT_MS });

  await page.getByRole('button', { name: en('c2c.methods.add') }).click();
  const method = page.getByRole('dialog', { name: en('c2c.methods.addTitle') });
  await method.getByRole('textbox', { name: en('c2c.methods.provider') }).fill('Harbour Bank');
  await method.getByRole('textbox', { name: en('c2c.methods.accountName') }).fill(`${nickname} Ltd`);
  await method.getByRole('textbox', { name: en('c2c.methods.accountNo') }).fill('HB 0042 7788 1234');
  await method.getByRole('button', { name: en('common.save') }).click();
  await method.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: en('c2c.myAds.post') }).click();
  const form = page.getByRole('dialog', { name: en('c2c.adForm.title') });
  await form.getByRole('combobox', { name: en('c2c.market.fiat') }).selectOption('USD');
  await form.getByRole('textbox', { name: en('c2c.adForm.fixedPrice', { fiat: 'USD' }) }).fill('1.02');
  await form.getByRole('textbox', { name: en('c2c.adForm.total', { asset: 'USDT' }) }).fill('300');
  await form.getByRole('textbox', { name: en('c2c.adForm.minOrder', { fiat: 'USD' }) }).fill('10');
  await form.getByRole('textbox', { name: en('c2c.adForm.maxOrder', { fiat: 'USD' }) }).fill('200');
  await form.getByRole('checkbox', { name: /Harbour Bank/ }).check();
  await form.getByRole('button', { name: en('c2c.adForm.submit') }).click();
  await form.waitFor({ state: 'detached', timeout: LIVE_TIMEOUT_MS });
  await page
    .getByRole('article', { name: en('c2c.myAds.sellTitle', { asset: 'USDT', fiat: 'USD' }) })
    .waitFor({ timeout: LIVE_TIMEOUT_MS });
};

/** The buyer takes `fiat` USD of the merchant's ad from /c2c/buy and lands on the order; its id. */
const buyFrom = async (buyer: User, nickname: string, fiat: string, receives: string) => {
  const { page } = buyer;
  await page.goto(`${harness.baseUrl}/c2c/buy?side=buy&coin=USDT&fiat=USD`);
  const card = page.getByRole('article', { name: nickname });
  await card.waitFor({ timeout: LIVE_TIMEOUT_MS });
  await card.getByRole('button', { name: en('c2c.market.buyAsset', { asset: 'USDT' }) }).click();
  const sheet = page.getByRole('dialog', { name: en('c2c.market.buyAsset', { asset: 'USDT' }) });
  await sheet.getByRole('textbox', { name: en('c2c.take.amount', { fiat: 'USD' }) }).fill(fiat);
  await sheet.getByText(en('c2c.take.youReceive', { amount: receives })).waitFor();
  await sheet.getByRole('button', { name: en('c2c.market.buyAsset', { asset: 'USDT' }) }).click();
  await page.waitForURL(/\/c2c\/list\?order=\d+/, { timeout: LIVE_TIMEOUT_MS });
  await page.getByRole('heading', { level: 1, name: en('c2c.order.title') }).waitFor();
  return Number(new URL(page.url()).searchParams.get('order'));
};

const markPaid = async (page: Page) => {
  await page.getByRole('button', { name: en('c2c.actions.markPaid') }).click();
  const sheet = page.getByRole('dialog', { name: en('c2c.paid.title') });
  await sheet.getByRole('radio', { name: /Harbour Bank/ }).check();
  await sheet
    .getByLabel(en('c2c.paid.proof'))
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await sheet.getByRole('button', { name: en('c2c.paid.confirm') }).click();
  await sheet.waitFor({ state: 'detached', timeout: LIVE_TIMEOUT_MS });
  await page.getByText(en('c2c.status.paid'), { exact: true }).first().waitFor({ timeout: LIVE_TIMEOUT_MS });
};

/** The user's spot USDT as the ledger holds it. */
const spotUsdt = async (userId: number) =>
  new BigNumber(await userAvailable(harness.built.context.db, userId, 'spot', 'USDT')).toFixed();

describe.each(['phone', 'desktop'] as const)('C2C on a %s', (viewport) => {
  it('a buy from a sell ad through to release; an unpaid order times out; an appeal decided by staff', async () => {
    const nickname = `Harbour ${viewport} ${++sequence}`;
    const merchant = await newUser(viewport, 'merchant');
    await becomeMerchantWithAd(merchant, nickname);
    await harness.screenshot(merchant.page, `c2c-${viewport}-my-ads`);

    // The buyer buys 51 USD's worth (50 USDT at 1.02), pays off the platform and marks it paid with a proof.
    const buyer = await newUser(viewport, 'buyer');
    const firstId = await buyFrom(buyer, nickname, '51', '50.00 USDT');
    await buyer.page
      .getByRole('region', { name: en('c2c.order.whereToPay') })
      .getByText('HB 0042 7788 1234')
      .waitFor();
    await harness.screenshot(buyer.page, `c2c-${viewport}-order-unpaid`);
    await markPaid(buyer.page);

    // The merchant releases after checking the money arrived; the buyer sees it completed and holds the coin.
    await merchant.page.goto(`${harness.baseUrl}/c2c/list?order=${firstId}`);
    await merchant.page.getByRole('button', { name: en('c2c.actions.release') }).click();
    const confirm = merchant.page.getByRole('alertdialog', { name: en('c2c.actions.releaseTitle') });
    await confirm.getByRole('button', { name: en('c2c.actions.releaseConfirm') }).click();
    await merchant.page.getByText(en('c2c.actions.released')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await buyer.page.getByText(en('c2c.endings.seller_released')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await spotUsdt(buyer.userId)).toBe('50');
    await harness.screenshot(buyer.page, `c2c-${viewport}-released`);

    // A second order is left unpaid past its window (moved into the past here; 15 minutes in real life): the
    // scheduler's c2c.expire job cancels it and the buyer's open screen shows why.
    const secondId = await buyFrom(buyer, nickname, '20.4', '20.00 USDT');
    await harness.built.context.db
      .update(c2cOrders)
      .set({ payDeadline: sql`now() - interval '1 second'` })
      .where(eq(c2cOrders.id, secondId));
    await buyer.page.getByText(en('c2c.endings.timeout')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await buyer.page.getByText(en('c2c.events.expired')).waitFor();

    // A third is marked paid, the merchant does not release, the buyer appeals with a reason.
    const thirdId = await buyFrom(buyer, nickname, '30.6', '30.00 USDT');
    await markPaid(buyer.page);
    await buyer.page.getByRole('button', { name: en('c2c.actions.appeal') }).click();
    const appeal = buyer.page.getByRole('dialog', { name: en('c2c.appeal.title') });
    await appeal
      .getByRole('textbox', { name: en('c2c.appeal.reason') })
      .fill('I paid 30.60 USD an hour ago and the seller does not answer.');
    await appeal.getByRole('button', { name: en('c2c.appeal.submit') }).click();
    await appeal.waitFor({ state: 'detached', timeout: LIVE_TIMEOUT_MS });
    await buyer.page.getByText(en('c2c.status.appealing'), { exact: true }).first().waitFor();

    // A support officer opens the appeal in the back office, reads the timeline and releases to the buyer.
    // The back office is made for tablets in portrait and up (back-office.e2e): the phone run's officer uses a tablet.
    const staff = await harness.newPage(viewport === 'phone' ? 'tablet' : 'desktop');
    await firstStaffSignIn(harness, staff.page, await createOfficer(outside, 'support'), OFFICER_PASSWORD);
    await staff.page.getByRole('link', { name: adminText('nav.c2c') }).click();
    const [third] = await harness.built.context.db.select().from(c2cOrders).where(eq(c2cOrders.id, thirdId));
    await staff.page
      .getByRole('button', { name: adminText('common.detailsOf', { name: third!.no }) })
      .click({ timeout: LIVE_TIMEOUT_MS });
    const drawer = staff.page.getByRole('dialog', { name: adminText('c2c.detail.title', { no: third!.no }) });
    await drawer.getByText('I paid 30.60 USD an hour ago and the seller does not answer.').first().waitFor();
    await drawer.getByRole('button', { name: adminText('c2c.appeal.release') }).click();
    const decision = staff.page.getByRole('dialog', {
      name: adminText('c2c.appeal.releaseTitle', { amount: '30.00 USDT' }),
    });
    await decision.getByRole('textbox').fill('Bank statement shows the transfer; released to the buyer.');
    await decision.getByRole('button', { name: adminText('c2c.appeal.release') }).click();
    await decision.waitFor({ state: 'detached', timeout: LIVE_TIMEOUT_MS });
    await harness.screenshot(staff.page, `c2c-${viewport}-appeal-decided`);

    await buyer.page.getByText(en('c2c.endings.appeal_released')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await spotUsdt(buyer.userId)).toBe('80');
    expect([...merchant.failures, ...buyer.failures]).toEqual([]);
    await staff.context.close();
    await buyer.context.close();
    await merchant.context.close();
  });
});
