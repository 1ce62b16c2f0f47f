import { describe, expect, it } from 'vitest';
import { buildDepthBook } from './depth-book';

describe('depth book', () => {
  const row = {
    a: [
      ['100.5', '0.1'],
      ['100.6', '0.2'],
      ['100.7', '0.3'],
    ] as [string, string][],
    b: [
      ['100.4', '0.5'],
      ['100.3', '0.25'],
    ] as [string, string][],
  };

  it('sums quantities from the best price outwards, in exact decimals', () => {
    const book = buildDepthBook(row, 20);
    // Asks are shown highest first, so the cumulative total grows towards the top.
    expect(book.asks.map((level) => [level.price, level.cumulative])).toEqual([
      ['100.7', '0.6'],
      ['100.6', '0.3'],
      ['100.5', '0.1'],
    ]);
    expect(book.bids.map((level) => [level.price, level.cumulative])).toEqual([
      ['100.4', '0.5'],
      ['100.3', '0.75'],
    ]);
  });

  it('scales every bar against the larger side’s total', () => {
    const book = buildDepthBook(row, 20);
    // Bids total 0.75, asks 0.6: the bids' deepest level fills the bar.
    expect(book.bids.map((level) => level.share)).toEqual([0.5 / 0.75, 1]);
    expect(book.asks[0]?.share).toBeCloseTo(0.8);
  });

  it('gives the spread and its percentage of the mid price', () => {
    const book = buildDepthBook(row, 20);
    expect(book.spread).toBe('0.1');
    expect(book.spreadPercent).toBe('0.1');
  });

  it('keeps at most `limit` levels per side and skips empty or malformed levels', () => {
    const book = buildDepthBook(
      {
        a: [
          ['1', '0'],
          ['2', 'x'],
          ['3', '1'],
          ['4', '1'],
        ],
        b: [],
      },
      1,
    );
    expect(book.asks.map((level) => level.price)).toEqual(['3']);
    expect(book.bids).toEqual([]);
    expect(book.spread).toBeNull();
    expect(book.spreadPercent).toBeNull();
  });

  it('draws no bars for an empty book', () => {
    expect(buildDepthBook({ a: [], b: [] }, 20)).toEqual({
      asks: [],
      bids: [],
      spread: null,
      spreadPercent: null,
    });
  });
});
