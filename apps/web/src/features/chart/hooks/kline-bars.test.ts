import { describe, expect, it } from 'vitest';
import { KLINE_INTERVALS } from '@exchange/domain/market/kline-intervals';
import {
  barsSince,
  intervalLabelParts,
  intervalPeriod,
  isRowOfSeries,
  mergeBar,
  toBar,
  toBars,
} from './kline-bars';

const item = (t: number, close = '100.5') => ({ t, o: '100', h: '101.25', l: '99.75', c: close, v: '12.5' });
const bar = (timestamp: number, close = 100.5) => ({
  timestamp,
  open: 100,
  high: 101.25,
  low: 99.75,
  close,
  volume: 12.5,
});

describe('history → chart bars', () => {
  it('maps {t,o,h,l,c,v} decimal strings to a numeric bar', () => {
    expect(toBar(item(1_700_000_000_000))).toEqual(bar(1_700_000_000_000));
  });

  it('keeps the ascending order and one bar per open time (a later duplicate wins)', () => {
    const bars = toBars([item(3000), item(1000), item(2000), item(2000, '7')]);
    expect(bars.map((b) => b.timestamp)).toEqual([1000, 2000, 3000]);
    expect(bars[1]?.close).toBe(7);
    expect(toBars([])).toEqual([]);
  });
});

describe('live merge', () => {
  const history = [bar(1000), bar(2000)];

  it('replaces the open candle when the push has the same open time', () => {
    const merged = mergeBar(history, bar(2000, 105));
    expect(merged).toEqual([bar(1000), bar(2000, 105)]);
    expect(history[1]?.close).toBe(100.5);
  });

  it('appends a new candle when the push opens later (the previous one closed)', () => {
    expect(mergeBar(history, bar(3000, 106)).map((b) => b.timestamp)).toEqual([1000, 2000, 3000]);
  });

  it('ignores a push older than the last candle', () => {
    expect(mergeBar(history, bar(1000, 1))).toEqual(history);
  });

  it('starts a series from a push when there is no history', () => {
    expect(mergeBar([], bar(5000))).toEqual([bar(5000)]);
  });

  it('picks the bars of a refreshed history from the chart’s last bar on', () => {
    const fresh = [bar(1000), bar(2000, 101), bar(3000), bar(4000)];
    expect(barsSince(fresh, 2000).map((b) => b.timestamp)).toEqual([2000, 3000, 4000]);
    expect(barsSince(fresh, null)).toEqual([]);
  });

  it('accepts only pushes of the series shown', () => {
    const series = { type: 1, symbol: 'BTCUSDT', interval: '30' } as const;
    expect(isRowOfSeries({ s: 'BTCUSDT', type: 1, interval: '30' }, series)).toBe(true);
    expect(isRowOfSeries({ s: 'BTCUSDT', type: 2, interval: '30' }, series)).toBe(false);
    expect(isRowOfSeries({ s: 'BTCUSDT', type: 1, interval: '5' }, series)).toBe(false);
    expect(isRowOfSeries({ s: 'ETHUSDT', type: 1, interval: '30' }, series)).toBe(false);
  });
});

describe('intervals', () => {
  it('gives every interval of the spec a chart period and a label', () => {
    const labels = KLINE_INTERVALS.map((interval) => {
      const { unit, count } = intervalLabelParts(interval);
      return `${count}${unit[0]}`;
    });
    expect(labels).toEqual(['1m', '5m', '15m', '30m', '1h', '2h', '4h', '1d', '1w', '1m', '1y']);
    expect(intervalPeriod('60')).toEqual({ type: 'hour', span: 1 });
    expect(intervalPeriod('1M')).toEqual({ type: 'month', span: 1 });
    expect(intervalPeriod('12M')).toEqual({ type: 'year', span: 1 });
  });
});
