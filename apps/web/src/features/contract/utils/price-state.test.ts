import { describe, expect, it } from 'vitest';
import { perpetualRow } from '../../../../test/contract-fixtures';
import type { LiveQuote } from '@/data/quotes/live-quote';
import { PRICE_STALE_AFTER_MS, quoteView } from './price-state';

const push: LiveQuote = {
  price: '61000',
  change: '600',
  changeRate: '2',
  volume24h: '10',
  high24h: null,
  low24h: null,
  markPrice: '60990',
  status: 1,
  timeMs: 5,
  receivedAtMs: 10_000,
};

describe('quoteView', () => {
  it('prefers the newest push and marks a price older than 10 s stale', () => {
    expect(quoteView(perpetualRow(), push, 0, 10_500)).toEqual({
      last: '61000',
      mark: '60990',
      changeRate: '2',
      state: 'live',
    });
    expect(quoteView(perpetualRow(), push, 0, 10_000 + PRICE_STALE_AFTER_MS + 1).state).toBe('stale');
    expect(quoteView(perpetualRow(), { ...push, status: 2 }, 0, 10_000).state).toBe('stale');
  });

  it('uses the list snapshot (no mark) until a push arrives, and knows when there is no price', () => {
    expect(quoteView(perpetualRow(), undefined, 1_000, 2_000)).toEqual({
      last: '60000',
      mark: null,
      changeRate: '1.01',
      state: 'live',
    });
    expect(quoteView(perpetualRow({ price: null, status: 0 }), undefined, 1_000, 2_000).state).toBe(
      'missing',
    );
    expect(quoteView(null, undefined, 0, 0).state).toBe('missing');
  });
});
