import { BigNumber } from 'bignumber.js';
import {
  NO_VALUE,
  directionOf,
  formatCompact,
  formatDecimal,
  formatPercent,
  formatPrice,
} from '@exchange/ui/format';
import type { Direction } from '@exchange/ui/format';
import type { ChartBar } from './kline-bars';

/** One indicator line of the candle pane at the legend's bar (MA5, BOLL UP …) in the colour the canvas draws it. */
export interface LegendLine {
  name: string;
  value: number | null;
  color: string;
}

/** What the legend shows: the bar under the crosshair (the newest bar when there is none) and its indicator lines. */
export interface LegendSnapshot {
  bar: ChartBar;
  lines: readonly LegendLine[];
}

/** The part of a KLineChart indicator the legend reads (kept structural so this module stays library-free). */
export interface LegendIndicator {
  visible: boolean;
  figures: readonly { key: string; title?: string; type?: string }[];
  result: readonly unknown[];
}

/** `MA5: ` → `MA5`: the library's figure titles end with a colon for its own tooltip. */
function lineName(title: string): string {
  return title.trim().replace(/:$/, '').trim();
}

function valueAt(result: readonly unknown[], dataIndex: number, key: string): number | null {
  const row = result[dataIndex];
  if (typeof row !== 'object' || row === null) return null;
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The titled line figures of the candle pane's indicators at `dataIndex`, coloured like the canvas: each indicator
 * numbers its lines from 0 and takes the n-th colour of the chart's `indicator.lines` styles (KLineChart's rule).
 */
export function indicatorLines(
  indicators: readonly LegendIndicator[],
  dataIndex: number,
  lineColors: readonly string[],
): LegendLine[] {
  const lines: LegendLine[] = [];
  for (const indicator of indicators) {
    if (!indicator.visible) continue;
    let lineIndex = 0;
    for (const figure of indicator.figures) {
      if (figure.type !== 'line') continue;
      const color = lineColors.length > 0 ? (lineColors[lineIndex % lineColors.length] ?? '') : '';
      lineIndex += 1;
      if (!figure.title) continue;
      lines.push({
        name: lineName(figure.title),
        value: valueAt(indicator.result, dataIndex, figure.key),
        color,
      });
    }
  }
  return lines;
}

/** Where `bar` sits in the chart's data (searched from the newest end, where the crosshair usually is); -1 if absent. */
export function indexOfBar(bars: readonly ChartBar[], bar: ChartBar): number {
  for (let index = bars.length - 1; index >= 0; index -= 1) {
    const candidate = bars[index];
    if (candidate === bar || candidate?.timestamp === bar.timestamp) return index;
  }
  return -1;
}

/** Equal keys, equal legend: the chart repaints far more often than the figures change. */
export function legendKey(snapshot: LegendSnapshot | null): string {
  if (!snapshot) return '';
  const { timestamp, open, high, low, close, volume } = snapshot.bar;
  const lines = snapshot.lines.map((line) => `${line.name}=${line.value ?? ''}@${line.color}`).join(';');
  return `${timestamp}|${open}|${high}|${low}|${close}|${volume ?? ''}|${lines}`;
}

export interface LegendCells {
  open: string;
  high: string;
  low: string;
  close: string;
  /** The bar's own move, close against open, in percent (the candle's colour follows the same rule). */
  change: string;
  direction: Direction;
  /** High − low against the open, in percent. */
  amplitude: string;
  volume: string;
  lines: { name: string; value: string; color: string }[];
}

function percentOfOpen(delta: BigNumber, open: number): BigNumber | null {
  if (!Number.isFinite(open) || open === 0 || !delta.isFinite()) return null;
  return delta.times(100).dividedBy(open);
}

/**
 * The legend's texts through the shared formatter: prices at the instrument's `priceAccuracy` (cut, like every
 * price), indicator values rounded to it (they are averages, not prices anyone pays), the volume compact.
 */
export function legendCells(snapshot: LegendSnapshot, priceAccuracy: number): LegendCells {
  const { open, high, low, close, volume } = snapshot.bar;
  const change = percentOfOpen(new BigNumber(close).minus(open), open);
  const amplitude = percentOfOpen(new BigNumber(high).minus(low), open);
  return {
    open: formatPrice(open, priceAccuracy),
    high: formatPrice(high, priceAccuracy),
    low: formatPrice(low, priceAccuracy),
    close: formatPrice(close, priceAccuracy),
    change: change === null ? NO_VALUE : formatPercent(change),
    direction: change === null ? 'flat' : directionOf(change),
    amplitude: amplitude === null ? NO_VALUE : formatPercent(amplitude, { signed: false }),
    volume: volume === undefined ? NO_VALUE : formatCompact(volume),
    lines: snapshot.lines.map((line) => ({
      name: line.name,
      color: line.color,
      value:
        line.value === null
          ? NO_VALUE
          : formatDecimal(line.value, { decimals: priceAccuracy, rounding: 'halfUp' }),
    })),
  };
}

/** The legend's current snapshot, written by the chart's paint and read by the legend row alone. */
export interface LegendStore {
  get: () => LegendSnapshot | null;
  set: (snapshot: LegendSnapshot | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLegendStore(): LegendStore {
  let current: LegendSnapshot | null = null;
  let currentKey = '';
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (snapshot) => {
      const key = legendKey(snapshot);
      if (key === currentKey) return;
      current = snapshot;
      currentKey = key;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
