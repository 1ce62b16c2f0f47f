import { describe, expect, it } from 'vitest';
import { FALLBACK_FONT_FAMILY, chartFontFamily, chartStyles } from './chart-styles';

const palette = { up: '#0a0', down: '#a00', text: '#111', muted: '#555', border: '#ddd', surface: '#fff' };
const APP_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif';

/** Every `family` / `textFamily` value of a styles tree, with its path. */
function families(tree: unknown, path = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    key === 'family' || key === 'textFamily' ? [[`${path}${key}`, value]] : families(value, `${path}${key}.`),
  );
}

describe('chart font', () => {
  it("keeps the page's font stack, ending in sans-serif", () => {
    expect(chartFontFamily(APP_FONT)).toBe(APP_FONT);
    expect(chartFontFamily('Inter, Roboto')).toBe('Inter, Roboto, sans-serif');
  });

  it('never falls back to serif', () => {
    expect(chartFontFamily('Georgia, serif')).toBe('Georgia, sans-serif');
    expect(chartFontFamily('')).toBe(FALLBACK_FONT_FAMILY);
    expect(chartFontFamily('serif')).toBe(FALLBACK_FONT_FAMILY);
  });

  it('sets the font on every text the canvas draws: axes, marks, tooltips, crosshair labels, overlays', () => {
    const found = families(chartStyles(palette, APP_FONT));
    expect(found.map(([path]) => path).sort()).toEqual(
      [
        'candle.priceMark.high.textFamily',
        'candle.priceMark.low.textFamily',
        'candle.priceMark.last.text.family',
        'candle.tooltip.title.family',
        'candle.tooltip.legend.family',
        'indicator.texts.0.family',
        'indicator.lastValueMark.text.family',
        'indicator.tooltip.title.family',
        'indicator.tooltip.legend.family',
        'xAxis.tickText.family',
        'yAxis.tickText.family',
        'crosshair.horizontal.text.family',
        'crosshair.vertical.text.family',
        'overlay.text.family',
      ].sort(),
    );
    expect(new Set(found.map(([, value]) => value))).toEqual(new Set([APP_FONT]));
  });

  it('draws no OHLC tooltip over the candles (the legend is a row above the chart)', () => {
    expect(chartStyles(palette).candle?.tooltip?.title?.show).toBe(false);
  });
});
