import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '@exchange/ui/format';
import { createLegendStore, indexOfBar, indicatorLines, legendCells, legendKey } from './chart-legend';
import type { LegendSnapshot } from './chart-legend';

const bar = {
  timestamp: 1_700_000_000_000,
  open: 64000,
  high: 64500.129,
  low: 63800.5,
  close: 64320.456,
  volume: 1234.5,
};
const COLORS = ['#f90', '#95b', '#17f'];

afterEach(() => setNumberLocale('en'));

describe('chart legend values', () => {
  it('formats OHLC at the price accuracy (cut), the move and the amplitude of the bar and a compact volume', () => {
    const cells = legendCells({ bar, lines: [] }, 2);
    expect(cells).toMatchObject({
      open: '64,000.00',
      high: '64,500.12',
      low: '63,800.50',
      close: '64,320.45',
      // (64320.456 − 64000) / 64000 = 0.5007 %
      change: '+0.50%',
      direction: 'up',
      // (64500.129 − 63800.5) / 64000 = 1.0931 %
      amplitude: '1.09%',
      volume: '1.23K',
    });
  });

  it('shows a fall in the down direction, and dashes where a value cannot be computed', () => {
    const falling = legendCells({ bar: { ...bar, close: 63000 }, lines: [] }, 2);
    expect(falling.change).toBe('-1.56%');
    expect(falling.direction).toBe('down');
    const empty = legendCells({ bar: { timestamp: 1, open: 0, high: 0, low: 0, close: 0 }, lines: [] }, 4);
    expect(empty).toMatchObject({
      change: '—',
      amplitude: '—',
      volume: '—',
      direction: 'flat',
      close: '0.0000',
    });
  });

  it("groups in the user's locale", () => {
    setNumberLocale('de');
    const cells = legendCells({ bar, lines: [{ name: 'MA5', value: 64123.456, color: '#f90' }] }, 2);
    expect(cells.close).toBe('64.320,45');
    expect(cells.change).toBe('+0,50\u00a0%');
    expect(cells.lines).toEqual([{ name: 'MA5', value: '64.123,46', color: '#f90' }]);
  });

  it('rounds indicator values (averages) to the price accuracy and dashes a line not computed yet', () => {
    const snapshot: LegendSnapshot = {
      bar,
      lines: [
        { name: 'MA5', value: 64123.455, color: '#f90' },
        { name: 'MA60', value: null, color: '#17f' },
      ],
    };
    expect(legendCells(snapshot, 2).lines).toEqual([
      { name: 'MA5', value: '64,123.46', color: '#f90' },
      { name: 'MA60', value: '—', color: '#17f' },
    ]);
  });
});

describe('indicator lines of the candle pane', () => {
  const ma = {
    visible: true,
    figures: [
      { key: 'ma1', title: 'MA5: ', type: 'line' },
      { key: 'ma2', title: 'MA10: ', type: 'line' },
    ],
    result: [{ ma1: 1, ma2: 2 }, { ma1: 3 }],
  };
  const boll = {
    visible: true,
    figures: [
      { key: 'up', title: 'UP: ', type: 'line' },
      { key: 'mid', title: 'MID: ', type: 'line' },
      { key: 'dn', title: 'DN: ', type: 'line' },
    ],
    result: [{ up: 10, mid: 9, dn: 8 }],
  };

  it('names each line without its colon, colours it like the canvas (per indicator, from the first colour) and reads the bar', () => {
    expect(indicatorLines([ma, boll], 0, COLORS)).toEqual([
      { name: 'MA5', value: 1, color: '#f90' },
      { name: 'MA10', value: 2, color: '#95b' },
      { name: 'UP', value: 10, color: '#f90' },
      { name: 'MID', value: 9, color: '#95b' },
      { name: 'DN', value: 8, color: '#17f' },
    ]);
  });

  it('gives null for a value not computed (yet, or at this bar) and skips hidden indicators and untitled figures', () => {
    expect(indicatorLines([ma], 1, COLORS)).toEqual([
      { name: 'MA5', value: 3, color: '#f90' },
      { name: 'MA10', value: null, color: '#95b' },
    ]);
    expect(indicatorLines([ma], -1, COLORS).map((line) => line.value)).toEqual([null, null]);
    expect(indicatorLines([{ ...ma, visible: false }], 0, COLORS)).toEqual([]);
    const untitled = {
      visible: true,
      figures: [
        { key: 'x', type: 'line' },
        { key: 'ma1', title: 'MA5: ', type: 'line' },
      ],
      result: [{ ma1: 5 }],
    };
    expect(indicatorLines([untitled], 0, COLORS)).toEqual([{ name: 'MA5', value: 5, color: '#95b' }]);
  });
});

describe('legend snapshot bookkeeping', () => {
  it('finds a bar by identity or open time, from the newest end', () => {
    const bars = [bar, { ...bar, timestamp: bar.timestamp + 60_000 }];
    expect(indexOfBar(bars, bars[1]!)).toBe(1);
    expect(indexOfBar(bars, { ...bar })).toBe(0);
    expect(indexOfBar(bars, { ...bar, timestamp: 5 })).toBe(-1);
  });

  it('tells listeners only when the figures change', () => {
    const store = createLegendStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.set({ bar, lines: [] });
    store.set({ bar: { ...bar }, lines: [] });
    expect(calls).toBe(1);
    store.set({ bar: { ...bar, close: 1 }, lines: [] });
    store.set({ bar: { ...bar, close: 1 }, lines: [{ name: 'MA5', value: 2, color: '#f90' }] });
    expect(calls).toBe(3);
    store.set(null);
    expect(store.get()).toBeNull();
    expect(legendKey(null)).toBe('');
    unsubscribe();
    store.set({ bar, lines: [] });
    expect(calls).toBe(4);
  });
});
