import type { DeepPartial, Styles } from 'klinecharts';

/** The app's semantic colours the canvas needs (index.css), read from the page so theme and up/down follow it. */
export interface ChartPalette {
  up: string;
  down: string;
  text: string;
  muted: string;
  border: string;
  surface: string;
}

const FALLBACK_PALETTE: ChartPalette = {
  up: '#16a34a',
  down: '#dc2626',
  text: '#111827',
  muted: '#5b6472',
  border: '#e2e5ea',
  surface: '#ffffff',
};

const VARIABLES: Readonly<Record<keyof ChartPalette, string>> = {
  up: '--color-up',
  down: '--color-down',
  text: '--color-text',
  muted: '--color-muted',
  border: '--color-border',
  surface: '--color-surface-raised',
};

/** The palette of the page as styled now (after the theme and up/down classes are applied to `<html>`). */
export function readPalette(root: Element = document.documentElement): ChartPalette {
  const style = getComputedStyle(root);
  const entries = Object.entries(VARIABLES).map(([name, variable]) => {
    const value = style.getPropertyValue(variable).trim();
    return [name, value || FALLBACK_PALETTE[name as keyof ChartPalette]];
  });
  return Object.fromEntries(entries) as ChartPalette;
}

/** What the canvas draws with when the page names no font (the last resort is always a sans-serif). */
export const FALLBACK_FONT_FAMILY = 'system-ui, sans-serif';

/**
 * The app's font stack as a canvas font family: the body's computed `font-family` (system fonts, then the script
 * font of the language), ending in the generic `sans-serif` so a canvas never falls back to the browser's serif
 * default (KLineChart's own default, 'Helvetica Neue', is absent on most phones and desktops).
 */
export function chartFontFamily(computed: string): string {
  const families = computed
    .split(',')
    .map((family) => family.trim())
    .filter((family) => family !== '' && !/^["']?serif["']?$/i.test(family));
  if (families.length === 0) return FALLBACK_FONT_FAMILY;
  const last = families.at(-1);
  return last?.toLowerCase() === 'sans-serif' ? families.join(', ') : [...families, 'sans-serif'].join(', ');
}

/** The font family the page's text is set in now (the body's, which the language's script font is part of). */
export function readFontFamily(element: Element = document.body): string {
  return chartFontFamily(getComputedStyle(element).fontFamily);
}

/** A #rrggbb colour at 60 % opacity (volume bars sit behind the candles' colours); other notations as they are. */
export function translucent(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}99` : color;
}

/**
 * Candle, axis, grid and crosshair colours from the palette and the app's font on every text the canvas draws; the
 * rest stays KLineChart's light/dark style. The candle pane's OHLC tooltip draws nothing (its title is off and the
 * legend template, set by the chart, returns no rows): the legend is a row of the page above the canvas.
 */
export function chartStyles(
  palette: ChartPalette,
  family: string = FALLBACK_FONT_FAMILY,
): DeepPartial<Styles> {
  const { up, down, text, muted, border, surface } = palette;
  const font = { family };
  const crosshairText = { color: surface, backgroundColor: text, borderColor: text, ...font };
  return {
    grid: { horizontal: { color: border }, vertical: { color: border } },
    candle: {
      bar: {
        upColor: up,
        downColor: down,
        noChangeColor: muted,
        upBorderColor: up,
        downBorderColor: down,
        noChangeBorderColor: muted,
        upWickColor: up,
        downWickColor: down,
        noChangeWickColor: muted,
      },
      priceMark: {
        high: { color: text, textFamily: family },
        low: { color: text, textFamily: family },
        last: { upColor: up, downColor: down, noChangeColor: muted, text: font },
      },
      tooltip: {
        showRule: 'always',
        showType: 'standard',
        title: { show: false, ...font },
        legend: { color: muted, ...font },
      },
    },
    indicator: {
      ohlc: { upColor: up, downColor: down, noChangeColor: muted },
      bars: [{ upColor: translucent(up), downColor: translucent(down), noChangeColor: translucent(muted) }],
      texts: [font],
      lastValueMark: { text: font },
      tooltip: {
        title: { color: muted, size: 11, showParams: false, ...font },
        legend: { color: muted, size: 11, ...font },
      },
    },
    xAxis: { axisLine: { color: border }, tickLine: { color: border }, tickText: { color: muted, ...font } },
    yAxis: { axisLine: { color: border }, tickLine: { color: border }, tickText: { color: muted, ...font } },
    separator: { color: border },
    crosshair: {
      horizontal: { line: { color: muted }, text: crosshairText },
      vertical: { line: { color: muted }, text: crosshairText },
    },
    overlay: { text: font },
  };
}
