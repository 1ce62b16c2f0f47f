import { describe, expect, it } from 'vitest';
import { marketRow } from '../../../../test/market-fixtures';
import { changeIntensity, layoutHeatmap } from './heatmap-layout';
import {
  directionOf,
  formatChangeRate,
  formatQuotePrice,
  formatSignedChange,
  pairName,
  quoteVolume,
} from '@/lib/market-format';
import { chartHref } from './chart-href';
import { nextSort } from './sort-state';
import { formatSessionOpen, nextSessionOpen } from './trading-session';

describe('sort state', () => {
  it('cycles one column none → descending → ascending → none, and restarts on another column', () => {
    const descending = nextSort(null, 'upDownRangSort');
    expect(descending).toEqual({ field: 'upDownRangSort', direction: 2 });
    const ascending = nextSort(descending, 'upDownRangSort');
    expect(ascending).toEqual({ field: 'upDownRangSort', direction: 1 });
    expect(nextSort(ascending, 'upDownRangSort')).toBeNull();
    expect(nextSort(ascending, 'priceSort')).toEqual({ field: 'priceSort', direction: 2 });
  });
});

describe('quote format', () => {
  it('prints prices with the instrument decimals, cut not rounded, and a dash for no price', () => {
    expect(formatQuotePrice('91500.129', 2)).toBe('91,500.12');
    expect(formatQuotePrice('0.15', 5)).toBe('0.15000');
    expect(formatQuotePrice(null, 2)).toBe('—');
    expect(formatSignedChange('12.3', 2)).toBe('+12.30');
    expect(formatSignedChange('-0.05', 2)).toBe('-0.05');
    expect(formatChangeRate('2.345')).toBe('+2.34%');
    expect(formatChangeRate('-1.3')).toBe('-1.30%');
    expect(formatChangeRate('0')).toBe('0.00%');
    expect(formatChangeRate(null)).toBe('—');
  });

  it('tells up, down and flat, and computes turnover only from real values', () => {
    expect([directionOf('0.1'), directionOf('-0.1'), directionOf('0'), directionOf(null)]).toEqual([
      'up',
      'down',
      'flat',
      'flat',
    ]);
    expect(quoteVolume('2', '10')).toBe(20);
    expect(quoteVolume(null, '10')).toBe(0);
  });

  it('names pairs and stocks and links their chart', () => {
    expect(pairName(marketRow({ symbol: 'BTCUSDT' }))).toBe('BTC/USDT');
    expect(pairName(marketRow({ symbol: 'BRK.B', type: 3, baseAsset: 'BRK.B', quoteAsset: 'USD' }))).toBe(
      'BRK.B',
    );
    expect(chartHref({ symbol: 'BRK.B', type: 3 })).toBe('/chart?symbol=BRK.B&type=3');
  });
});

describe('trading session', () => {
  const hours = { timezone: 'America/New_York', open: '09:30', close: '16:00', days: [1, 2, 3, 4, 5] };

  it('finds the next open across weekends and daylight saving time', () => {
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    // Saturday → Monday 09:30 New York (EST, UTC-5).
    expect(iso(nextSessionOpen(hours, Date.UTC(2025, 10, 29, 12)))).toBe('2025-12-01T14:30:00.000Z');
    // Monday before the open, and Monday after the close.
    expect(iso(nextSessionOpen(hours, Date.UTC(2025, 11, 1, 14)))).toBe('2025-12-01T14:30:00.000Z');
    expect(iso(nextSessionOpen(hours, Date.UTC(2025, 11, 1, 21)))).toBe('2025-12-02T14:30:00.000Z');
    // Summer (EDT, UTC-4).
    expect(iso(nextSessionOpen(hours, Date.UTC(2025, 6, 5, 12)))).toBe('2025-07-07T13:30:00.000Z');
    expect(nextSessionOpen({ ...hours, days: [] }, Date.UTC(2025, 6, 5))).toBeNull();
  });

  it('prints the open in the user time zone and language', () => {
    const opensAt = Date.UTC(2025, 11, 1, 14, 30);
    expect(formatSessionOpen(opensAt, 'Europe/London', 'en')).toBe('Mon, 14:30 GMT');
    expect(formatSessionOpen(opensAt, 'Asia/Tokyo', 'en')).toMatch(/^Mon,? 23:30 (GMT\+9|JST)$/);
    expect(formatSessionOpen(opensAt, 'Not/AZone', 'en')).toBe('Mon, 14:30 UTC');
  });
});

describe('heatmap layout', () => {
  it('gives each instrument an area proportional to its turnover and fills the map', () => {
    const rows = [
      marketRow({ symbol: 'AUSDT', price: '3', volume24h: '100' }),
      marketRow({ symbol: 'BUSDT', price: '1', volume24h: '100' }),
      marketRow({ symbol: 'CUSDT', price: null, volume24h: null }),
    ];
    const tiles = layoutHeatmap(rows, 1);
    const area = (symbol: string) => {
      const tile = tiles.find((entry) => entry.row.symbol === symbol);
      return tile ? tile.width * tile.height : 0;
    };
    expect(tiles).toHaveLength(3);
    expect(area('AUSDT') / area('BUSDT')).toBeCloseTo(3, 0);
    // No turnover yet: the smallest tile there is, not nothing.
    expect(area('CUSDT') / area('BUSDT')).toBeCloseTo(1, 0);
    for (const tile of tiles) {
      expect(tile.x + tile.width).toBeLessThanOrEqual(1.0001);
      expect(tile.y + tile.height).toBeLessThanOrEqual(1.0001);
    }
    expect(layoutHeatmap([], 1)).toEqual([]);
  });

  it('scales colour intensity with the change, full from ±5 %', () => {
    expect(changeIntensity('2.5')).toBeCloseTo(0.5);
    expect(changeIntensity('-9')).toBe(1);
    expect(changeIntensity(null)).toBe(0);
  });
});
