import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, startHarness, type Harness } from './support/harness';
import { text } from './support/locale';
import { isCanvasDrawn } from './support/chart-canvas';

// The chart screen against the real server and its (demo) price feed: candles drawn on the canvas, an interval
// switch that asks for new candles, the time-zone preference moving the time axis, the order book and live prices.
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

const LIVE_TIMEOUT_MS = 20_000;

/** The viewport as the user sees it (a full-page capture resizes the page for a moment, which redraws the chart). */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });

/** The pixels of the time axis: the lowest canvas of the chart (KLineChart draws the x axis in its own pane). */
const timeAxisImage = (page: Page) =>
  page.evaluate(() => {
    const container = document.querySelector('[data-series]');
    const canvases = [...(container?.querySelectorAll<HTMLCanvasElement>('canvas') ?? [])];
    const lowest = canvases.sort((a, b) => b.getBoundingClientRect().top - a.getBoundingClientRect().top)[0];
    return lowest?.toDataURL() ?? '';
  });

async function waitForChart(page: Page, series: string, timeZone: string) {
  await page.locator(`[data-series="${series}"][data-time-zone="${timeZone}"]`).waitFor();
  await expect.poll(() => isCanvasDrawn(page), { timeout: LIVE_TIMEOUT_MS }).toBe(true);
  // Let the chart finish its layout pass before its pixels are compared.
  await page.waitForTimeout(500);
}

describe.each(['phone', 'desktop'] as const)('chart on a %s', (viewport) => {
  it('draws candles, switches interval, follows the time zone, fills the book and updates live', async () => {
    const { context, page } = await harness.newPage(viewport);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const klineRequests: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/market/kline/list')) klineRequests.push(url.searchParams);
    });

    await page.goto(`${harness.baseUrl}/chart?symbol=BTCUSDT&type=1`);
    await page
      .getByRole('button', { name: text('en', 'chart.switchInstrument', { symbol: 'BTC/USDT' }) })
      .waitFor();
    await waitForChart(page, '1:BTCUSDT:30', 'Europe/London');
    expect(klineRequests[0]?.get('interval')).toBe('30');

    // Interval: 1H asks for hourly candles and draws them.
    await page
      .getByRole('button', { name: text('en', 'chart.interval.hours', { n: '1' }), exact: true })
      .click();
    await expect.poll(() => klineRequests.some((query) => query.get('interval') === '60')).toBe(true);
    await waitForChart(page, '1:BTCUSDT:60', 'Europe/London');
    const londonAxis = await timeAxisImage(page);
    await screenshot(page, `chart-${viewport}-london`);

    // Time zone: chosen on the preference screen; back on the chart the time axis is labelled in Tokyo time.
    await page.getByTestId('chart-time-zone').click();
    await page.getByRole('radio', { name: /Tokyo/ }).click();
    await page.getByRole('button', { name: text('en', 'common.back') }).click();
    await waitForChart(page, '1:BTCUSDT:60', 'Asia/Tokyo');
    expect(await page.getByTestId('chart-time-zone').textContent()).toBe(
      text('en', 'chart.timeZone', { zone: 'Tokyo (GMT+9)' }),
    );
    expect(await timeAxisImage(page)).not.toBe(londonAxis);
    expect(klineRequests.at(-1)?.get('interval')).toBe('60');

    // The order book: a tab on a phone, beside the chart on a desktop.
    if (viewport === 'phone') await page.getByRole('tab', { name: text('en', 'chart.tabs.depth') }).click();
    const asks = page.getByRole('list', { name: text('en', 'chart.depth.asks') });
    const bids = page.getByRole('list', { name: text('en', 'chart.depth.bids') });
    await expect
      .poll(() => asks.getByRole('listitem').count(), { timeout: LIVE_TIMEOUT_MS })
      .toBeGreaterThan(0);
    expect(await bids.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('depth-spread').textContent()).toMatch(/^\d/);
    await screenshot(page, `chart-${viewport}-depth`);

    // Live: the last price moves with the feed's MARKET pushes.
    const lastPrice = page.getByTestId('last-price');
    const first = await lastPrice.textContent();
    await expect.poll(() => lastPrice.textContent(), { timeout: LIVE_TIMEOUT_MS }).not.toBe(first);

    if (viewport === 'desktop') {
      // Scrolling back to the oldest candle loaded asks for the page before it (endTime = its open time).
      const box = await page.locator('[data-series]').boundingBox();
      if (!box) throw new Error('the chart has no box');
      const y = box.y + box.height / 3;
      await page.mouse.move(box.x + box.width / 2, y);
      for (let step = 0; step < 5; step += 1) await page.mouse.wheel(0, 600);
      await expect
        .poll(
          async () => {
            await page.mouse.move(box.x + 40, y);
            await page.mouse.down();
            await page.mouse.move(box.x + box.width - 100, y, { steps: 8 });
            await page.mouse.up();
            return klineRequests.some((query) => query.get('interval') === '60' && query.has('endTime'));
          },
          { timeout: LIVE_TIMEOUT_MS, interval: 100 },
        )
        .toBe(true);

      // The market pane switches the chart to another instrument of the same type.
      const pane = page.getByRole('region', { name: text('en', 'chart.markets') });
      await pane.getByRole('button', { name: /ETH\/USDT/ }).click();
      await page.waitForURL(/symbol=ETHUSDT&type=1/);
      await waitForChart(page, '1:ETHUSDT:60', 'Asia/Tokyo');
      await screenshot(page, `chart-${viewport}-tokyo-eth`);
    }

    expect(failures).toEqual([]);
    await context.close();
  });
});
