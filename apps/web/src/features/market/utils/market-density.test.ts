import { describe, expect, it } from 'vitest';
import { marketRow } from '../../../../test/market-fixtures';
import { moversOf } from './movers';
import { sparklinePoints, withLivePrice } from './sparkline-points';
import { formatTurnover, turnoverOf } from './turnover';

const rows = [
  marketRow({ id: 1, symbol: 'BTCUSDT', price: '90000', volume24h: '10', changeRate: '1.5' }),
  marketRow({ id: 2, symbol: 'ETHUSDT', price: '3000', volume24h: '1000', changeRate: '-2.25' }),
  marketRow({ id: 7, symbol: 'SOLUSDT', price: null, volume24h: null, changeRate: null }),
  marketRow({ id: 4, symbol: 'XRPUSDT', price: '2', volume24h: '5', changeRate: '10.01' }),
  marketRow({ id: 5, symbol: 'TRXUSDT', price: '0.3', volume24h: '0', changeRate: '0' }),
  marketRow({ id: 3, symbol: 'ADAUSDT', price: '0.5', volume24h: '100', changeRate: '-10.5' }),
];
const symbols = (list: readonly { symbol: string }[]) => list.map((row) => row.symbol);

describe('movers', () => {
  it('ranks gainers and losers by exact change rate, leaving out flat and unpriced coins', () => {
    expect(symbols(moversOf(rows, 'gainers', 5))).toEqual(['XRPUSDT', 'BTCUSDT']);
    expect(symbols(moversOf(rows, 'losers', 5))).toEqual(['ADAUSDT', 'ETHUSDT']);
    expect(symbols(moversOf(rows, 'gainers', 1))).toEqual(['XRPUSDT']);
  });

  it('ranks volume by 24 h turnover in the quote asset, and new listings by creation order', () => {
    // ETH 3000 × 1000 = 3e6, BTC 9e5, ADA 50, XRP 10; TRX traded nothing, SOL has no price.
    expect(symbols(moversOf(rows, 'volume', 5))).toEqual(['ETHUSDT', 'BTCUSDT', 'ADAUSDT', 'XRPUSDT']);
    expect(symbols(moversOf(rows, 'new', 3))).toEqual(['SOLUSDT', 'TRXUSDT', 'XRPUSDT']);
  });

  it('prints turnover in compact form, a dash without a price or volume', () => {
    expect(turnoverOf(rows[1]!)).toBe(3_000_000);
    expect(formatTurnover(rows[1]!)).toBe('3M');
    expect(formatTurnover(rows[0]!)).toBe('900K');
    expect(turnoverOf(rows[2]!)).toBeNull();
    expect(formatTurnover(rows[2]!)).toBe('—');
  });
});

describe('sparkline', () => {
  const box = { width: 48, height: 22, padding: 2 };

  it('spreads the closes across the width, the highest at the top and the lowest at the bottom', () => {
    expect(sparklinePoints(['10', '20', '15'], box)).toBe('0,20 24,2 48,11');
    expect(sparklinePoints(['5', '5', '5'], box)).toBe('0,11 24,11 48,11');
  });

  it('draws nothing from fewer than two values and skips what is not a decimal', () => {
    expect(sparklinePoints([], box)).toBe('');
    expect(sparklinePoints(['1'], box)).toBe('');
    expect(sparklinePoints(['1', 'x', '3'], box)).toBe('0,20 48,2');
  });

  it('ends on the live price when there is one', () => {
    expect(withLivePrice(['1', '2', '3'], '4')).toEqual(['1', '2', '4']);
    expect(withLivePrice(['1', '2'], null)).toEqual(['1', '2']);
    expect(withLivePrice([], '4')).toEqual([]);
  });
});
