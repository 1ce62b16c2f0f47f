import type { Page } from 'playwright-core';

/** Whether the chart's largest canvas (the candle pane) has any painted pixel. */
export const isCanvasDrawn = (page: Page) =>
  page.evaluate(() => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-series] canvas')];
    const main = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (!main || main.width === 0 || main.height === 0) return false;
    const pixels = main.getContext('2d')?.getImageData(0, 0, main.width, main.height).data;
    return pixels ? pixels.some((value, index) => index % 4 === 3 && value > 0) : false;
  });
