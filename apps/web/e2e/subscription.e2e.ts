import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionProjects } from '@exchange/server/platform/db/index';
import { startClockedHarness, claimDemoFunds, type ClockedHarness } from './support/clocked-harness';
import { ARTIFACTS_DIR } from './support/harness';
import { text } from './support/locale';
import { registerByEmail } from './support/register';

// An IEO against the real server, allotted and distributed by its own scheduler jobs — without waiting for the window:
// the server runs on a clock the test moves past the close and the distribution time (the browser's clock moves with
// it). A project (supply 1,000 at 0.5 USDT, pro rata) is published as staff would; another user commits 1,000 through
// the API; the user under test finds it in the market's IEO tab, reads the rule, commits 1,000 (500 USDT held) after a
// confirm that repeats the rule, and sees the pro-rata allotment — 500 each — with 250 USDT refunded, then the tokens
// distributed.
let harness: ClockedHarness;
let sequence = 0;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const USER_PASSWORD = 'Ieo2026ok';
const JOB_TIMEOUT_MS = 30_000;
const MINUTE = 60_000;

const snap = async (page: Page, name: string) => {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
};

/** A pro-rata IEO open now for three minutes, as staff would publish it. */
const publishProject = async (name: string, symbol: string) => {
  const now = harness.clock.nowMs();
  const [project] = await harness.built.context.db
    .insert(subscriptionProjects)
    .values({
      name,
      symbol,
      logo: '/favicon.svg',
      description: 'An end-to-end test IEO.',
      kind: 6,
      rule: 1,
      price: '0.5',
      totalSupply: '1000',
      precision: 0,
      minPerUser: '100',
      maxPerUser: '1000',
      startAt: new Date(now - MINUTE),
      endAt: new Date(now + 3 * MINUTE),
      distributeAt: new Date(now + 5 * MINUTE),
      listAt: new Date(now + 60 * MINUTE),
      createdBy: 'e2e',
    })
    .returning();
  if (!project) throw new Error('no project');
  return project;
};

/** Another user's commitment through the API (a second browser context registers them). */
const commitAsAnotherUser = async (viewport: 'phone' | 'desktop', projectId: number) => {
  const { context, page } = await harness.newPage(viewport);
  const token = await registerByEmail(
    harness,
    page,
    `ieo.other.${Date.now()}.${++sequence}@example.com`,
    USER_PASSWORD,
  );
  await claimDemoFunds(harness, token);
  const response = await fetch(`${harness.baseUrl}/api/app-api/pay/subscribe/order/buy`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      userType: 'main',
      'Content-Type': 'application/json',
      'Idempotency-Key': `e2e-ieo-${Date.now()}-${sequence}`,
    },
    body: JSON.stringify({ projectId, quantity: '1000', price: '0.5' }),
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  if (envelope.code !== 0) throw new Error(`commit: ${envelope.code} ${envelope.msg}`);
  await context.close();
};

beforeAll(async () => {
  harness = await startClockedHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe.each(['phone', 'desktop'] as const)('subscriptions on a %s', (viewport) => {
  it('commits to an IEO after reading its rule, and sees the pro-rata allotment, the refund and the distribution', async () => {
    const name = `Launch ${viewport}`;
    const project = await publishProject(name, viewport === 'phone' ? 'LNCHP' : 'LNCHD');
    await commitAsAnotherUser(viewport, project.id);
    const { context, page } = await harness.newPage(viewport);
    await page.clock.install({ time: harness.clock.nowMs() });
    const syncClock = () => page.clock.setSystemTime(harness.clock.nowMs());
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const token = await registerByEmail(
      harness,
      page,
      `ieo.${viewport}.${Date.now()}.${++sequence}@example.com`,
      USER_PASSWORD,
    );
    await claimDemoFunds(harness, token);

    // The market's IEO tab lists the project, open, with its countdown and rule.
    await page.goto(`${harness.baseUrl}/market`);
    await syncClock();
    await page.getByRole('tab', { name: en('market.tabs.ieo') }).click();
    const card = page.getByRole('article', { name: en('subscription.project.label', { name }) });
    await card.getByText(en('subscription.rule.proRata.name')).waitFor();
    await card.getByText(en('subscription.phase.open')).waitFor();
    expect(await card.getByTestId('subscription-countdown').textContent()).toMatch(/^0d 00:0[23]:\d\d$/);
    await snap(page, `subscription-${viewport}-market`);
    await card.getByRole('link', { name: en('subscription.rule.proRata.action') }).click();
    await page.waitForURL(`**/funds/buySubscribe?id=${project.id}`);

    // The buy screen: the rule in full, then 1,000 for 500 USDT, confirmed after the dialog repeats the rule.
    await page.getByTestId('allotment-rule').waitFor();
    expect(await page.getByTestId('allotment-rule').textContent()).toContain(
      en('subscription.rule.proRata.explain'),
    );
    await page
      .getByRole('textbox', { name: en('subscription.buy.quantity', { symbol: project.symbol }) })
      .fill('1000');
    await expect.poll(() => page.getByTestId('buy-cost').textContent()).toBe('500.00 USDT');
    await snap(page, `subscription-${viewport}-buy`);
    await page.getByRole('button', { name: en('subscription.rule.proRata.action'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en('subscription.rule.proRata.explain'), { exact: false }).waitFor();
    await dialog.getByRole('button', { name: en('subscription.confirm.action', { cost: '500.00' }) }).click();
    await page.waitForURL(/\/funds\/buySubscribeOrderDetail\?id=\d+$/, { timeout: JOB_TIMEOUT_MS });
    await page.getByText(en('subscription.step.committed.done')).waitFor();
    expect(await page.getByTestId('order-amount').textContent()).toBe('500.00 USDT');

    // The window closes: the allotment job gives each of the two 1,000 × 1,000 / 2,000 = 500 and refunds 250 USDT.
    harness.clock.offsetMs += project.endAt.getTime() + 6_000 - harness.clock.nowMs();
    await syncClock();
    await expect
      .poll(
        async () => {
          await page.reload();
          await syncClock();
          return page.getByTestId('order-allotted').textContent();
        },
        { timeout: JOB_TIMEOUT_MS, interval: 1_000 },
      )
      .toBe(`500 ${project.symbol}`);
    expect(await page.getByTestId('order-refund').textContent()).toBe('250.00 USDT');
    await page.getByText(en('subscription.step.allotted.done')).waitFor();
    await snap(page, `subscription-${viewport}-allotted`);

    // The distribution time: the tokens reach the spot wallet.
    harness.clock.offsetMs += project.distributeAt.getTime() + 6_000 - harness.clock.nowMs();
    await syncClock();
    await expect
      .poll(
        async () => {
          await page.reload();
          await syncClock();
          return page.getByText(en('subscription.step.distributed.done')).isVisible();
        },
        { timeout: JOB_TIMEOUT_MS, interval: 1_000 },
      )
      .toBe(true);
    await snap(page, `subscription-${viewport}-distributed`);

    // My subscriptions, from the Mine menu.
    await page.goto(`${harness.baseUrl}/mine`);
    await syncClock();
    await page.getByRole('link', { name: en('mine.menu.subscription') }).click();
    await page.waitForURL('**/mine/subscription');
    await page
      .getByRole('list', { name: en('subscription.orders.label') })
      .getByText(name)
      .waitFor();
    expect(failures).toEqual([]);
    await context.close();
  }, 180_000);
});
