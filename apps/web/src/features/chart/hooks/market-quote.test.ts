import { describe, expect, it } from 'vitest';
import { applyMarketPush, quoteOfRow } from './market-quote';
import { instrumentRow } from '../../../../test/chart-fixtures';

describe('market quote', () => {
  const quote = quoteOfRow(instrumentRow({ price: '100', high24h: '110', low24h: '90' }));
  const push = { p: 'BTCUSDT', type: 1, a: '101.5', b: '2000', pe: '1.5', peA: '1.5', t: 2000, st: 1 };

  it('takes last price, volume and changes from a MARKET push, keeping the list’s high/low when absent', () => {
    expect(applyMarketPush(quote, push)).toEqual({
      price: '101.5',
      volume24h: '2000',
      changeRate: '1.5',
      change: '1.5',
      high24h: '110',
      low24h: '90',
      status: 1,
      time: 2000,
    });
    expect(applyMarketPush(quote, { ...push, h: '120', l: '80' })).toMatchObject({
      high24h: '120',
      low24h: '80',
    });
  });

  it('marks the quote stale with st 2 and ignores a push older than the one shown', () => {
    const latest = applyMarketPush(quote, { ...push, st: 2 });
    expect(latest.status).toBe(2);
    expect(applyMarketPush(latest, { ...push, a: '1', t: 1000 })).toBe(latest);
  });
});
