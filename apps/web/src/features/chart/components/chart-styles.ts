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

/** A #rrggbb colour at 60 % opacity (volume bars sit behind the candles' colours); other notations as they are. */
export function translucent(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}99` : color;
}

/** Candle, axis, grid and crosshair colours from the palette; the rest stays KLineChart's light/dark style. */
export function chartStyles(palette: ChartPalette): DeepPartial<Styles> {
  const { up, down, text, muted, border, surface } = palette;
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
        high: { color: text },
        low: { color: text },
        last: { upColor: up, downColor: down, noChangeColor: muted },
      },
      tooltip: { legend: { color: muted } },
    },
    indicator: {
      ohlc: { upColor: up, downColor: down, noChangeColor: muted },
      bars: [{ upColor: translucent(up), downColor: translucent(down), noChangeColor: translucent(muted) }],
      tooltip: { legend: { color: muted } },
    },
    xAxis: { axisLine: { color: border }, tickLine: { color: border }, tickText: { color: muted } },
    yAxis: { axisLine: { color: border }, tickLine: { color: border }, tickText: { color: muted } },
    separator: { color: border },
    crosshair: {
      horizontal: { line: { color: muted }, text: { color: surface, backgroundColor: text } },
      vertical: { line: { color: muted }, text: { color: surface, backgroundColor: text } },
    },
  };
}
