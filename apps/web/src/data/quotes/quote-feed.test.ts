import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { DataSocket } from '@/lib/data-socket';
import { createQueryClient } from '@/lib/query-client';
import { marketRow } from '../../../test/market-fixtures';
import { nextLiveQuote, withLiveQuote } from './live-quote';
import type { LiveQuote } from './live-quote';
import { QUOTE_BATCH_MS, TOPIC_FLUSH_DELAY_MS, quoteFeedOf, resetQuoteFeeds } from './quote-feed';
import { quoteKeys } from './quote-keys';

function fakeSocket() {
  let handler: ((row: never) => void) | null = null;
  const socket = {
    acquireTopics: vi.fn(),
    releaseTopics: vi.fn(),
    retain: vi.fn(() => release),
    onMessage: vi.fn((_type: string, next: (row: never) => void) => {
      handler = next;
      return () => {
        handler = null;
      };
    }),
  };
  const release = vi.fn();
  const push = (row: object) => handler?.(row as never);
  return { socket, release, push, loader: () => Promise.resolve(socket as unknown as DataSocket) };
}

const row = (p: string, a: string, t: number, extra: object = {}) => ({
  p,
  type: 1,
  a,
  b: '10',
  pe: '1',
  peA: '0.1',
  t,
  st: 1,
  ...extra,
});

describe('the quote feed', () => {
  let queryClient: QueryClient;
  const cached = (symbol: string, type = 1) =>
    queryClient.getQueryData<LiveQuote>(quoteKeys.quote(type, symbol));

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = createQueryClient();
  });
  afterEach(() => {
    resetQuoteFeeds();
    queryClient.clear();
    vi.useRealTimers();
  });

  it('counts holds, subscribes in batches, unsubscribes at once, and holds the socket only while needed', async () => {
    const fake = fakeSocket();
    resetQuoteFeeds(fake.loader);
    const feed = quoteFeedOf(queryClient);
    expect(quoteFeedOf(queryClient)).toBe(feed);
    const releaseList = feed.hold(['1:BTCUSDT', '1:ETHUSDT']);
    const releaseCard = feed.hold(['1:BTCUSDT']);
    expect(fake.socket.acquireTopics).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOPIC_FLUSH_DELAY_MS);
    expect(fake.socket.retain).toHaveBeenCalledTimes(1);
    expect(fake.socket.acquireTopics).toHaveBeenCalledTimes(1);
    expect(fake.socket.acquireTopics).toHaveBeenCalledWith(['1:BTCUSDT', '1:ETHUSDT']);

    releaseList();
    expect(fake.socket.releaseTopics).toHaveBeenCalledWith(['1:ETHUSDT']);
    expect(feed.subscribedTopics()).toEqual(['1:BTCUSDT']);

    // A scrolled list holds its new rows before it lets the old ones go: rows that stay keep their subscription.
    const releaseScrolled = feed.hold(['1:BTCUSDT', '1:SOLUSDT']);
    releaseCard();
    await vi.advanceTimersByTimeAsync(TOPIC_FLUSH_DELAY_MS);
    expect(fake.socket.releaseTopics).toHaveBeenCalledTimes(1);
    expect(fake.socket.acquireTopics).toHaveBeenLastCalledWith(['1:SOLUSDT']);

    releaseScrolled();
    releaseScrolled();
    expect(fake.socket.releaseTopics).toHaveBeenLastCalledWith(['1:BTCUSDT', '1:SOLUSDT']);
    expect(fake.release).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOPIC_FLUSH_DELAY_MS);
    expect(fake.release).toHaveBeenCalledTimes(1);
    expect(feed.subscribedTopics()).toEqual([]);
  });

  it('writes pushes into the shared cache entry in batches, keeps the newest, ignores topics not followed', async () => {
    const fake = fakeSocket();
    resetQuoteFeeds(fake.loader);
    const release = quoteFeedOf(queryClient).hold(['1:BTCUSDT']);
    await vi.advanceTimersByTimeAsync(TOPIC_FLUSH_DELAY_MS);
    fake.push(row('BTCUSDT', '100', 2));
    fake.push(row('BTCUSDT', '101', 3));
    fake.push(row('ETHUSDT', '5', 3));
    expect(cached('BTCUSDT')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(QUOTE_BATCH_MS);
    expect(cached('BTCUSDT')?.price).toBe('101');
    expect(cached('ETHUSDT')).toBeUndefined();

    // An older push (overtaken across a reconnect) does not replace a newer one.
    fake.push(row('BTCUSDT', '99', 1));
    await vi.advanceTimersByTimeAsync(QUOTE_BATCH_MS);
    expect(cached('BTCUSDT')?.price).toBe('101');

    // Nobody follows it any more: the entry is forgotten, so the next list refresh shows.
    release();
    expect(cached('BTCUSDT')).toBeUndefined();
  });

  it('keeps a contract mark price across pushes that carry none', async () => {
    const fake = fakeSocket();
    resetQuoteFeeds(fake.loader);
    quoteFeedOf(queryClient).hold(['2:BTCUSDT']);
    await vi.advanceTimersByTimeAsync(TOPIC_FLUSH_DELAY_MS);
    fake.push(row('BTCUSDT', '100', 2, { type: 2, mp: '99.5' }));
    await vi.advanceTimersByTimeAsync(QUOTE_BATCH_MS);
    fake.push(row('BTCUSDT', '101', 3, { type: 2 }));
    await vi.advanceTimersByTimeAsync(QUOTE_BATCH_MS);
    expect(cached('BTCUSDT', 2)).toMatchObject({ price: '101', markPrice: '99.5', timeMs: 3 });
  });
});

describe('live quotes', () => {
  it('lays a push over the list row and keeps the row as it is without one', () => {
    const listRow = marketRow({ price: null, change: null, changeRate: null, status: 0 });
    expect(withLiveQuote(listRow, undefined)).toBe(listRow);
    const push = { ...row('BTCUSDT', '10', 1), peA: '1', pe: '11.1', b: '5', l: '9', st: 2 };
    const merged = withLiveQuote(listRow, nextLiveQuote(undefined, push, 0));
    expect(merged).toMatchObject({
      price: '10',
      changeRate: '11.1',
      low24h: '9',
      high24h: listRow.high24h,
      status: 2,
    });
  });
});
