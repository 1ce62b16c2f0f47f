import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
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

// The chart at an exchange's finish (issue 17): drawn at the device pixel ratio, in the app's font, the legend above
// the plot, an interval strip that scrolls instead of clipping, crosshair and pinch-zoom on touch, and Buy / Sell.
const FINISH_VIEWPORTS = {
  phone: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

declare global {
  interface Window {
    /** Every font a canvas was given, as `assigned→kept` (what the context holds after the assignment). */
    __canvasFonts?: Set<string>;
  }
}

/** Records every `ctx.font = …` of the page's canvases before any script runs. */
function recordCanvasFonts() {
  const descriptor = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, 'font');
  if (!descriptor?.get || !descriptor.set) return;
  const { get, set } = descriptor;
  const fonts = new Set<string>();
  window.__canvasFonts = fonts;
  Object.defineProperty(CanvasRenderingContext2D.prototype, 'font', {
    configurable: true,
    get() {
      return get.call(this) as string;
    },
    set(value: string) {
      set.call(this, value);
      fonts.add(`${value}→${String(get.call(this))}`);
    },
  });
}

/** Canvases of the chart whose backing store is not their CSS size × devicePixelRatio (±1 px). */
const blurryCanvases = (page: Page) =>
  page.evaluate(() => {
    const ratio = window.devicePixelRatio;
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-series] canvas')];
    if (canvases.length === 0) return ['no canvas'];
    return canvases.flatMap((canvas) => {
      const box = canvas.getBoundingClientRect();
      const isSharp =
        Math.abs(canvas.width - box.width * ratio) <= 1 && Math.abs(canvas.height - box.height * ratio) <= 1;
      return isSharp ? [] : [`${canvas.width}×${canvas.height} for ${box.width}×${box.height} @${ratio}`];
    });
  });

/** A font family list whose generic fallback is serif (or that names no sans-serif at all). */
const fallsBackToSerif = (family: string) =>
  /(^|,)\s*serif\s*(,|$)/i.test(family) || !/sans-serif/i.test(family);

async function openFinishedChart(viewport: keyof typeof FINISH_VIEWPORTS) {
  const context: BrowserContext = await harness.browser.newContext({
    ...FINISH_VIEWPORTS[viewport],
    locale: 'en-GB',
  });
  await context.addInitScript(recordCanvasFonts);
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(`${harness.baseUrl}/chart?symbol=BTCUSDT&type=1`);
  await page.locator('[data-series="1:BTCUSDT:30"]').waitFor();
  await expect.poll(() => isCanvasDrawn(page), { timeout: LIVE_TIMEOUT_MS }).toBe(true);
  return { context, page, failures };
}

describe.each(['phone', 'desktop'] as const)('chart finish on a %s', (viewport) => {
  it('is sharp, in the app font, with the legend above the plot, a scrolling interval strip and Buy / Sell', async () => {
    const { context, page, failures } = await openFinishedChart(viewport);
    const chart = page.getByTestId('kline-chart');

    // Drawn at the device pixel ratio (KLineChart sizes its canvases in an animation frame after layout).
    await expect.poll(() => blurryCanvases(page), { timeout: LIVE_TIMEOUT_MS }).toEqual([]);

    // The app's font on every text the canvas draws, accepted by the canvas, never the serif fallback.
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fallsBackToSerif(bodyFont)).toBe(false);
    const fonts = await page.evaluate(() => [...(window.__canvasFonts ?? [])]);
    expect(fonts.length).toBeGreaterThan(0);
    const offFont = fonts.filter((entry) => {
      const [assigned = '', kept = ''] = entry.split('→');
      // Kept: the canvas accepted it (an invalid font leaves the previous one, at first "10px sans-serif").
      return !assigned.includes(bodyFont) || !kept.includes('system-ui') || fallsBackToSerif(kept);
    });
    expect(offFont).toEqual([]);
    // …and on the chart's page text: legend, intervals, Buy / Sell.
    const legend = page.getByTestId('chart-legend');
    await expect
      .poll(() => legend.locator('[data-legend="close"] dd').textContent())
      .toMatch(/^\d[\d,]*\.\d+$/);
    const domFonts = await page.evaluate(() =>
      [
        '[data-testid="chart-legend"] dd',
        '[data-testid="interval-bar"] button',
        '[data-testid="trade-bar"] a',
      ].map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).fontFamily : `missing ${selector}`;
      }),
    );
    for (const family of domFonts) expect(fallsBackToSerif(family), family).toBe(false);

    // The legend sits above the canvas: its box never reaches the plot (nor the high-price mark in it).
    const legendBox = await legend.boundingBox();
    const chartBox = await chart.boundingBox();
    if (!legendBox || !chartBox) throw new Error('no legend or chart box');
    expect(legendBox.y + legendBox.height).toBeLessThanOrEqual(chartBox.y);

    // The interval strip scrolls (overflow-x auto), no label is cut inside its chip, every chip can be brought
    // whole into view, and Indicators stays on screen beside it.
    const strip = page.getByTestId('interval-bar');
    const layout = await strip.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const chips = [...element.querySelectorAll<HTMLButtonElement>('button')].map((chip) => {
        const isLabelWhole = chip.scrollWidth <= chip.clientWidth;
        chip.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const chipBox = chip.getBoundingClientRect();
        const isReachable = chipBox.left >= box.left - 1 && chipBox.right <= box.right + 1;
        return { label: chip.textContent, isLabelWhole, isReachable };
      });
      element.scrollLeft = 0;
      return { overflowX: getComputedStyle(element).overflowX, chips };
    });
    expect(['auto', 'scroll']).toContain(layout.overflowX);
    expect(layout.chips).toHaveLength(11);
    expect(layout.chips.filter((chip) => !chip.isLabelWhole || !chip.isReachable)).toEqual([]);
    const indicators = await page.getByRole('button', { name: text('en', 'chart.indicators') }).boundingBox();
    const size = page.viewportSize();
    if (!indicators || !size) throw new Error('no Indicators box');
    expect(indicators.x + indicators.width).toBeLessThanOrEqual(size.width);

    // The chosen interval is scrolled into view, also when it is remembered from an earlier visit.
    await page
      .getByRole('button', { name: text('en', 'chart.interval.weeks', { n: '1' }), exact: true })
      .click();
    await page.reload();
    await page.locator('[data-series="1:BTCUSDT:1W"]').waitFor({ timeout: LIVE_TIMEOUT_MS });
    const chosen = await strip.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const chip = element.querySelector('[aria-pressed="true"]')?.getBoundingClientRect();
      return chip ? chip.left >= box.left - 1 && chip.right <= box.right + 1 : false;
    });
    expect(chosen).toBe(true);
    await expect.poll(() => isCanvasDrawn(page), { timeout: LIVE_TIMEOUT_MS }).toBe(true);
    await screenshot(page, `chart-finish-${viewport}`);

    if (viewport === 'phone') {
      // A tap shows the crosshair on the bar under the finger, and the legend follows it.
      const box = await chart.boundingBox();
      if (!box) throw new Error('no chart box');
      const newest = await legend.getAttribute('data-time');
      await page.touchscreen.tap(box.x + box.width * 0.25, box.y + box.height * 0.35);
      await expect.poll(() => legend.getAttribute('data-time')).not.toBe(newest);
      expect(Number(await legend.getAttribute('data-time'))).toBeLessThan(Number(newest));

      // Two fingers spreading zoom the candles, not the page.
      const before = Number(await chart.getAttribute('data-bar-space'));
      const cdp = await context.newCDPSession(page);
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height * 0.4;
      const fingers = (spread: number) => [
        { x: cx - spread, y: cy, id: 1 },
        { x: cx + spread, y: cy, id: 2 },
      ];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
      for (let spread = 30; spread <= 120; spread += 10)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect
        .poll(async () => Number(await chart.getAttribute('data-bar-space')))
        .toBeGreaterThan(before);
      expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);

      // Turned sideways: still drawn at the device pixel ratio.
      await page.setViewportSize({ width: 740, height: 360 });
      await expect.poll(() => blurryCanvases(page), { timeout: LIVE_TIMEOUT_MS }).toEqual([]);
      await page.setViewportSize(FINISH_VIEWPORTS.phone.viewport);
      await expect.poll(() => blurryCanvases(page), { timeout: LIVE_TIMEOUT_MS }).toEqual([]);
    }

    // Buy / Sell open the coin's spot ticket with that side chosen.
    const side = viewport === 'phone' ? 'sell' : 'buy';
    const tradeBar = page.getByRole('region', {
      name: text('en', 'chart.trade.label', { symbol: 'BTC/USDT' }),
    });
    await tradeBar.getByRole('link', { name: text('en', `chart.trade.${side}`) }).click();
    await page.waitForURL(`**/transaction?kind=spot&symbol=BTCUSDT&side=${side}`);
    const radio = page.getByRole('form', { name: text('en', 'spot.ticket.label') }).getByRole('radio', {
      name: text('en', `spot.ticket.${side}`),
      exact: true,
    });
    await expect.poll(() => radio.isChecked(), { timeout: LIVE_TIMEOUT_MS }).toBe(true);

    expect(failures).toEqual([]);
    await context.close();
  });
});
