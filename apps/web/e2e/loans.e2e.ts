import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@exchange/server/platform/db/index';
import { createTransfer, HouseAccount, runMoneyWork } from '@exchange/server/modules/ledger/index';
import { startClockedHarness, claimDemoFunds, type ClockedHarness } from './support/clocked-harness';
import { ARTIFACTS_DIR } from './support/harness';
import { text } from './support/locale';
import { registerByEmail } from './support/register';

// Borrow USDT against BTC and repay it, against the real server: the test is the price source (BTC at 60,000); the
// borrow form shows every number before confirming, the loan appears with its live LTV, and a whole repayment closes
// it and gives the BTC back. Phone and desktop.
let harness: ClockedHarness;
let sequence = 0;
let publisher: ReturnType<typeof setInterval> | undefined;
const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const LIVE_TIMEOUT_MS = 20_000;

const snap = async (page: Page, name: string) => {
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
};
const publish = () => harness.publishPrices([{ type: 1, symbol: 'BTCUSDT', price: '60000' }]);

/** 1 BTC into the user's spot wallet, as a credited deposit would (the demo funds are USDT only). */
const giveBtc = async (email: string) => {
  const { context } = harness.built;
  const [user] = await context.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  await runMoneyWork(
    context,
    { userId: user.id, actor: 'e2e', accounts: { user: [['spot', 'BTC']] } },
    async (scope) => {
      await createTransfer(scope.tx, {
        id: `e2e-btc-${user.id}`,
        debitAccountId: await scope.accounts.house(HouseAccount.depositClearing, 'BTC'),
        creditAccountId: await scope.accounts.user('spot', 'BTC'),
        asset: 'BTC',
        amount: '1',
        businessType: 105,
        actor: 'e2e',
      });
      return { result: null };
    },
  );
};

beforeAll(async () => {
  harness = await startClockedHarness();
  await publish();
  publisher = setInterval(() => void publish(), 300);
});
afterAll(async () => {
  clearInterval(publisher);
  await harness?.close();
});

describe.each(['phone', 'desktop'] as const)('loans on a %s', (viewport) => {
  it('borrows USDT against BTC after seeing the terms, sees the LTV, and repays the whole loan', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const email = `loan.${viewport}.${Date.now()}.${++sequence}@example.com`;
    const token = await registerByEmail(harness, page, email, 'Loans2026');
    await claimDemoFunds(harness, token);
    await giveBtc(email);

    // From the wallet's actions to the loans screen.
    await page.goto(`${harness.baseUrl}/funds`);
    await page.getByRole('link', { name: en('funds.actions.loans') }).click();
    await page.waitForURL('**/funds/LOANS');
    const form = page.getByRole('form', { name: en('loans.borrow.title') });
    await form.getByRole('textbox', { name: en('loans.borrow.collateral', { coin: 'BTC' }) }).fill('1');
    await form.getByRole('textbox', { name: en('loans.borrow.amount') }).fill('30000');
    await form.getByRole('combobox', { name: en('loans.borrow.term') }).selectOption('30');
    await expect
      .poll(() => form.getByTestId('total-interest').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('205.2 USDT');
    expect(await form.getByTestId('liquidation-price').textContent()).toBe('33333.33333334 USDT');
    await snap(page, `loans-${viewport}-borrow`);
    await form.getByRole('button', { name: en('loans.borrow.confirm') }).click();

    const card = page.getByRole('article').filter({ hasText: en('loans.open.title', { coin: 'BTC' }) });
    await expect
      .poll(() => card.getByTestId('loan-ltv').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toMatch(/%/);
    await snap(page, `loans-${viewport}-open`);

    // Repay all of it: 30,000 + the first hour's 0.285 of interest.
    await card.getByRole('button', { name: en('loans.open.repay') }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('textbox').fill('30000.285');
    await sheet.getByRole('button', { name: en('loans.sheet.repayConfirm') }).click();
    await page.getByText(en('loans.open.empty')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await snap(page, `loans-${viewport}-repaid`);

    await page.getByRole('link', { name: en('loans.log.link') }).click();
    await page.waitForURL('**/funds/loans/log');
    await page.getByText(en('loans.log.kind.repay')).first().waitFor();
    expect(failures).toEqual([]);
    await context.close();
  });
});
