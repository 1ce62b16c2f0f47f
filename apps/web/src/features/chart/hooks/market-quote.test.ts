import { describe, expect, it } from 'vitest';
import { nextLiveQuote } from '@/data/quotes/live-quote';
import { quoteOfRow } from './market-quote';
import { instrumentRow } from '../../../../test/chart-fixtures';

describe('market quote', () => {
  const row = instrumentRow({ price: '100', high24h: '110', low24h: '90' });
  const push = { p: 'BTCUSDT', type: 1, a: '101.5', b: '2000', pe: '1.5', peA: '1.5', t: 2000, st: 1 };

  it('shows the list’s snapshot until a push arrives', () => {
    expect(quoteOfRow(row)).toMatchObject({ price: '100', high24h: '110', status: 1, time: null });
  });

  it('takes last price, volume and changes from a MARKET push, keeping the list’s high/low when absent', () => {
    expect(quoteOfRow(row, nextLiveQuote(undefined, push, 0))).toEqual({
      price: '101.5',
      volume24h: '2000',
      changeRate: '1.5',
      change: '1.5',
      high24h: '110',
      low24h: '90',
      status: 1,
      time: 2000,
    });
    expect(quoteOfRow(row, nextLiveQuote(undefined, { ...push, h: '120', l: '80' }, 0))).toMatchObject({
      high24h: '120',
      low24h: '80',
    });
  });

  it('marks the quote stale with st 2, and the feed ignores a push older than the one kept', () => {
    const latest = nextLiveQuote(undefined, { ...push, st: 2 }, 0);
    expect(quoteOfRow(row, latest).status).toBe(2);
    expect(nextLiveQuote(latest, { ...push, a: '1', t: 1000 }, 0)).toBe(latest);
  });
});
