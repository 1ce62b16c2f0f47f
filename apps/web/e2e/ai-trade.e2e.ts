import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BigNumber } from 'bignumber.js';
import { aiProducts } from '@exchange/server/platform/db/index';
import { spotMarketOf } from '@exchange/server/modules/spot/index';
import { startHarness, type Harness } from './support/harness';
import { harnessApi } from './support/harness-api';
import { text } from './support/locale';
import { registerByEmail } from './support/register';

// AI-managed trading against the real server and its simulated market: a tight BTC/USDT grid (50 cells within
// ±0.25 % of the live price, added as staff would) so the simulated price crosses its lines within seconds. A new user,
// funded by an approved deposit, finds AI trading in the Mine menu, reads the rules and the labelled backtest, agrees
// and starts the grid with 500 USDT, watches its child orders (real spot fills, each with its market price) appear as
// the server's `ai.run` job trades, then stops early after seeing the exit fee.
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
let sequence = 0;

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const STAFF_PASSWORD = 'E2e-staff-ai-2026';
const USER_PASSWORD = 'Ai2026pass';
const LIVE_TIMEOUT_MS = 20_000;
const TRADE_TIMEOUT_MS = 120_000;
const PRODUCT = 'E2E BTC grid';

beforeAll(async () => {
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  await outside.logInStaff();
  const { context } = harness.built;
  for (let waited = 0; !spotMarketOf(context, 'BTCUSDT')?.isLive; waited += 100) {
    if (waited > LIVE_TIMEOUT_MS) throw new Error('no live BTCUSDT market');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const last = new BigNumber(spotMarketOf(context, 'BTCUSDT')?.lastPrice ?? 0);
  const now = new Date(context.clock.nowMs());
  await context.db.insert(aiProducts).values({
    name: PRODUCT,
    description: 'A tight grid for the journey test',
    kind: 0,
    symbol: 'BTCUSDT',
    termSeconds: 86_400,
    minAmount: '500',
    maxAmount: '5000',
    managementFeeRate: '0.1',
    earlyExitFeeRate: '0.005',
    riskLevel: 3,
    gridLow: last.times('0.9975').decimalPlaces(2).toFixed(),
    gridHigh: last.times('1.0025').decimalPlaces(2).toFixed(),
    gridCount: 50,
    status: 1,
    updatedBy: 'e2e',
    createdAt: now,
    updatedAt: now,
  });
}, 60_000);
afterAll(async () => harness?.close());

describe.each(['phone', 'desktop'] as const)('AI trading on a %s', (viewport) => {
  it('starts a grid after agreeing to its rules, sees child orders appear, and stops early after seeing the fee', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const token = await registerByEmail(
      harness,
      page,
      `ai.${viewport}.${Date.now()}.${++sequence}@example.com`,
      USER_PASSWORD,
    );
    await outside.deposit(token, '1000');

    await page.goto(`${harness.baseUrl}/mine`);
    await page.getByRole('link', { name: en('mine.menu.aiTrade') }).click();
    await page.waitForURL('**/mine/aItrade');
    const card = page.getByRole('article', { name: PRODUCT });
    await card.getByText(en('ai.backtest.title')).waitFor();
    await card.getByText(en('ai.rules.managementFeeValue', { rate: '10.00%' })).waitFor();
    await card.getByRole('link', { name: en('ai.product.start') }).click();
    await page.waitForURL('**/funds/buyai?id=*');

    await page.getByRole('textbox', { name: en('ai.buy.amount') }).fill('500');
    const start = page.getByRole('button', { name: en('ai.buy.confirm', { amount: '500.00' }) });
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await expect.poll(() => start.isDisabled(), { timeout: LIVE_TIMEOUT_MS }).toBe(false);
    await start.click();
    await page.waitForURL('**/mine/ai_order_detail?id=*');
    await page.getByTestId('ai-value').waitFor();

    await page.getByRole('link', { name: /^Trades/ }).click();
    await page.waitForURL('**/mine/ai_child_Order?orderId=*');
    // The engine runs every 5 s on the live price: a line crossed becomes a real spot fill.
    await page
      .getByRole('list', { name: en('ai.child.title') })
      .getByRole('article')
      .first()
      .waitFor({ timeout: TRADE_TIMEOUT_MS });
    await page.screenshot({ path: `test-results/e2e/ai-${viewport}-children.png` });

    await page.goBack();
    await page.waitForURL('**/mine/ai_order_detail?id=*');
    await page.getByRole('button', { name: en('ai.early.button') }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/USDT/).first().waitFor();
    await dialog.getByRole('button', { name: en('ai.early.confirm') }).click();
    await expect
      .poll(() => page.getByText(en('ai.status.settledEarly')).count(), { timeout: LIVE_TIMEOUT_MS })
      .toBeGreaterThan(0);
    expect(failures).toEqual([]);
    await context.close();
  }, 240_000);
});
