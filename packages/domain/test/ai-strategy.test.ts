import { describe, expect, it } from 'vitest';
import {
  aiEarlyExitFeeOf,
  aiManagementFeeOf,
  dcaSlicesDue,
  emptyGridState,
  gridDecide,
  gridLineCrossed,
  gridLines,
  gridProfitPerGrid,
  runBacktest,
} from '../src/index';

const grid = { low: '90', high: '110', gridCount: 4 };

describe('grid strategy', () => {
  it('cuts the range into evenly spaced lines', () => {
    expect(gridLines(grid)).toEqual(['90', '95', '100', '105', '110']);
  });

  it('on its first look buys at market each cell wholly above the price, highest first', () => {
    expect(gridDecide(grid, emptyGridState(4), '94')).toEqual([
      { side: 'buy', cell: 3, line: '105' },
      { side: 'buy', cell: 2, line: '100' },
      { side: 'buy', cell: 1, line: '95' },
    ]);
    expect(gridDecide(grid, emptyGridState(4), '100')).toEqual([
      { side: 'buy', cell: 3, line: '105' },
      { side: 'buy', cell: 2, line: '100' },
    ]);
    expect(gridDecide(grid, emptyGridState(4), '89')).toHaveLength(4);
    expect(gridDecide(grid, emptyGridState(4), '110.5')).toEqual([]);
  });

  it('buys an empty cell on a line the price fell through, highest first', () => {
    const state = { lastPrice: '101', cells: ['0', '0', '0', '0'] };
    expect(gridDecide(grid, state, '94')).toEqual([
      { side: 'buy', cell: 2, line: '100' },
      { side: 'buy', cell: 1, line: '95' },
    ]);
  });

  it('sells a full cell when the price rose through its upper line, never an empty one', () => {
    const state = { lastPrice: '94', cells: ['0', '0.2', '0', '0'] };
    expect(gridDecide(grid, state, '106')).toEqual([{ side: 'sell', cell: 1, line: '100' }]);
  });

  it('does nothing inside a cell, and says whether a line was passed', () => {
    const state = { lastPrice: '96', cells: ['0', '0', '0', '0'] };
    expect(gridDecide(grid, state, '99')).toEqual([]);
    expect(gridLineCrossed(grid, state, '99')).toBe(false);
    expect(gridLineCrossed(grid, state, '100')).toBe(true);
    expect(gridLineCrossed(grid, state, '95')).toBe(true);
  });

  it('discloses the profit of one grid after the fee both ways', () => {
    expect(gridProfitPerGrid(grid, '0.001')).toEqual({ min: '0.045619', max: '0.053555' });
  });
});

describe('DCA and fees', () => {
  it('is due a slice at the start and one per interval, never more than the slices', () => {
    const dca = { intervalSeconds: 3600, slices: 3 };
    expect(dcaSlicesDue(dca, 0, 0, 0)).toBe(1);
    expect(dcaSlicesDue(dca, 0, 3_599_999, 1)).toBe(0);
    expect(dcaSlicesDue(dca, 0, 3_600_000, 1)).toBe(1);
    expect(dcaSlicesDue(dca, 0, 99 * 3_600_000, 1)).toBe(2);
  });

  it('takes the management fee on profit only and the exit fee on the value', () => {
    expect(aiManagementFeeOf('100', '90', '0.1')).toBe('0');
    expect(aiManagementFeeOf('100', '110', '0.1')).toBe('1');
    expect(aiEarlyExitFeeOf('110', '0.01')).toBe('1.1');
  });
});

describe('backtest', () => {
  it('runs the same grid over the candles (two buys at the start, then a grid twice) and labels the period', () => {
    const candles = ['100', '94', '101', '94', '101'].map((c, index) => ({ t: index * 3_600_000, c }));
    const result = runBacktest({
      kind: 0,
      grid,
      amount: '100',
      feeRate: '0.001',
      managementFeeRate: '0',
      quantityDecimals: 5,
      candles,
    });
    expect(result).toMatchObject({ fromMs: 0, toMs: 4 * 3_600_000, candleCount: 5, childOrderCount: 6 });
    expect(Number(result.returnRate)).toBeGreaterThan(0);
  });

  it('runs a DCA and holds nothing without history', () => {
    expect(
      runBacktest({
        kind: 1,
        dca: { intervalSeconds: 3600, slices: 2 },
        amount: '100',
        feeRate: '0',
        managementFeeRate: '0',
        quantityDecimals: 4,
        candles: [],
      }),
    ).toMatchObject({ fromMs: null, toMs: null, endValue: '100', returnRate: '0' });
  });
});
