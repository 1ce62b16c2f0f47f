import type { KLineData, Period } from 'klinecharts';
import type { KlineItem } from '@exchange/contracts/http/market/get-klines';
import type { CandlestickRow } from '@exchange/contracts/ws/data-socket';
import type { KlineInterval } from '@exchange/domain/market/kline-intervals';

/**
 * Candles as the chart draws them. The wire carries decimal strings (prices are never floats in the app); the
 * canvas needs numbers, and a chart is the one place where that conversion is allowed (DESIGN.md §5).
 */
export type ChartBar = KLineData;

/** A history item or a live KLINE row → one bar. */
export function toBar(candle: Pick<KlineItem, 't' | 'o' | 'h' | 'l' | 'c' | 'v'>): ChartBar {
  return {
    timestamp: candle.t,
    open: Number(candle.o),
    high: Number(candle.h),
    low: Number(candle.l),
    close: Number(candle.c),
    volume: Number(candle.v),
  };
}

/**
 * History → bars, ascending by time with one bar per open time. The server already sends them that way; the
 * guard keeps a misordered or repeated page from drawing a zig-zag (a later duplicate wins: it is newer data).
 */
export function toBars(items: readonly KlineItem[]): ChartBar[] {
  const byTime = new Map<number, ChartBar>();
  for (const item of items) byTime.set(item.t, toBar(item));
  return [...byTime.values()].sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * Merges a live candle into a series: the same open time replaces the last bar (the open candle moved), a later
 * one is appended (the previous candle closed), an earlier one is ignored (a late frame must not rewrite history).
 */
export function mergeBar(bars: readonly ChartBar[], bar: ChartBar): ChartBar[] {
  const last = bars.at(-1);
  if (!last || bar.timestamp > last.timestamp) return [...bars, bar];
  if (bar.timestamp === last.timestamp) return [...bars.slice(0, -1), bar];
  return [...bars];
}

/**
 * Bars of a refreshed history that the chart should apply as updates: from the chart's last bar on (that one may
 * have moved). Fills candles a dropped socket missed without resetting the user's scroll position.
 */
export function barsSince(bars: readonly ChartBar[], lastShownTime: number | null): ChartBar[] {
  if (lastShownTime === null) return [];
  return bars.filter((bar) => bar.timestamp >= lastShownTime);
}

/** Whether a KLINE push belongs to the series the chart shows. */
export function isRowOfSeries(
  row: Pick<CandlestickRow, 's' | 'type' | 'interval'>,
  series: { type: number; symbol: string; interval: KlineInterval },
): boolean {
  return row.s === series.symbol && row.type === series.type && row.interval === series.interval;
}

/** The chart's period of each interval (it picks axis label formats from it). */
const PERIODS: Readonly<Record<KlineInterval, Period>> = {
  '1': { type: 'minute', span: 1 },
  '5': { type: 'minute', span: 5 },
  '15': { type: 'minute', span: 15 },
  '30': { type: 'minute', span: 30 },
  '60': { type: 'hour', span: 1 },
  '2H': { type: 'hour', span: 2 },
  '4H': { type: 'hour', span: 4 },
  '1D': { type: 'day', span: 1 },
  '1W': { type: 'week', span: 1 },
  '1M': { type: 'month', span: 1 },
  '12M': { type: 'year', span: 1 },
};

export function intervalPeriod(interval: KlineInterval): Period {
  return PERIODS[interval];
}

/** How an interval is labelled (1m 5m … 1H 2H 4H 1D 1W 1M 1Y): a unit key under `chart.interval` and a count. */
export type IntervalUnit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

const UNIT_OF_PERIOD: Readonly<Record<Period['type'], IntervalUnit>> = {
  second: 'minutes',
  minute: 'minutes',
  hour: 'hours',
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
};

export function intervalLabelParts(interval: KlineInterval): { unit: IntervalUnit; count: number } {
  const period = PERIODS[interval];
  return { unit: UNIT_OF_PERIOD[period.type], count: period.span };
}
