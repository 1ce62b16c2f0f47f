import { describe, expect, it } from 'vitest';
import { chartSearch, parseChartSearch } from './chart-search';
import { timeZoneLabel } from './time-zone-label';

describe('chart URL', () => {
  it('reads symbol and type, defaulting to a coin', () => {
    expect(parseChartSearch(new URLSearchParams('symbol=ethusdt&type=2'))).toEqual({
      type: 2,
      symbol: 'ETHUSDT',
    });
    expect(parseChartSearch(new URLSearchParams('symbol=AAPL&type=4'))).toEqual({ type: 1, symbol: 'AAPL' });
    expect(parseChartSearch(new URLSearchParams(''))).toEqual({ type: 1, symbol: null });
    expect(parseChartSearch(new URLSearchParams('symbol=%3Cscript%3E'))).toEqual({ type: 1, symbol: null });
  });

  it('writes symbol and type', () => {
    expect(chartSearch(5, 'BTCUSDT')).toBe('?symbol=BTCUSDT&type=5');
  });
});

describe('time zone label', () => {
  it('names the city and its offset at the time, daylight saving included', () => {
    // ICU writes a zero offset as GMT or GMT+0 depending on its version.
    expect(timeZoneLabel('Europe/London', 'en', new Date('2026-01-15T12:00:00Z'))).toMatch(
      /^London \(GMT(\+0)?\)$/,
    );
    expect(timeZoneLabel('Europe/London', 'en', new Date('2026-07-15T12:00:00Z'))).toBe('London (GMT+1)');
    expect(timeZoneLabel('America/New_York', 'en', new Date('2026-01-15T12:00:00Z'))).toBe(
      'New York (GMT-5)',
    );
    expect(timeZoneLabel('Not/A_Zone', 'en')).toBe('A Zone');
  });
});
