import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataSocket } from '@/lib/data-socket';
import { marketRow } from '../../../../test/market-fixtures';
import { useLiveQuoteStore, withLiveQuote } from './live-quote-store';
import {
  QUOTE_BATCH_MS,
  TOPIC_FLUSH_DELAY_MS,
  holdMarketTopics,
  resetMarketTopics,
  subscribedMarketTopics,
} from './market-topics';
import { MAX_RECENT_SEARCHES, useRecentSearchStore } from './recent-search-store';

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

const row = (p: string, a: string, t: number) => ({ p, type: 1, a, b: '10', pe: '1', peA: '0.1', t, st: 1 });

describe('market topics', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetMarketTopics();
    useLiveQuoteStore.setState({ quotes: {} });
    vi.useRealTimers();
  });

  it('counts holds, subscribes in batches, unsubscribes at once, and holds the socket only while needed', async () => {
    const fake = fakeSocket();
    resetMarketTopics(fake.loader);
    const releaseList = holdMarketTopics(['1:BTCUSDT', '1:ETHUSDT']);
    const releaseCard = holdMarketTopics(['1:BTCUSDT']);
    expect(fake.socket.acquireTopics).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOPIC_FLUSH_DELAY_MS);
    expect(fake.socket.retain).toHaveBeenCalledTimes(1);
    expect(fake.socket.acquireTopics).toHaveBeenCalledTimes(1);
    expect(fake.socket.acquireTopics).toHaveBeenCalledWith(['1:BTCUSDT', '1:ETHUSDT']);

    releaseList();
    expect(fake.socket.releaseTopics).toHaveBeenCalledWith(['1:ETHUSDT']);
    expect(subscribedMarketTopics()).toEqual(['1:BTCUSDT']);

    // A scrolled list holds its new rows before it lets the old ones go: rows that stay keep their subscription.
    const releaseScrolled = holdMarketTopics(['1:BTCUSDT', '1:SOLUSDT']);
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
    expect(subscribedMarketTopics()).toEqual([]);
  });

  it('writes pushes to the store in batches, keeps the newest, and ignores topics no longer followed', async () => {
    const fake = fakeSocket();
    resetMarketTopics(fake.loader);
    const release = holdMarketTopics(['1:BTCUSDT']);
    await vi.advanceTimersByTimeAsync(TOPIC_FLUSH_DELAY_MS);
    fake.push(row('BTCUSDT', '100', 2));
    fake.push(row('BTCUSDT', '101', 3));
    fake.push(row('ETHUSDT', '5', 3));
    expect(useLiveQuoteStore.getState().quotes['1:BTCUSDT']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(QUOTE_BATCH_MS);
    expect(useLiveQuoteStore.getState().quotes['1:BTCUSDT']?.price).toBe('101');
    expect(useLiveQuoteStore.getState().quotes['1:ETHUSDT']).toBeUndefined();

    // An older push (overtaken across a reconnect) does not replace a newer one.
    fake.push(row('BTCUSDT', '99', 1));
    await vi.advanceTimersByTimeAsync(QUOTE_BATCH_MS);
    expect(useLiveQuoteStore.getState().quotes['1:BTCUSDT']?.price).toBe('101');

    release();
    expect(useLiveQuoteStore.getState().quotes['1:BTCUSDT']).toBeUndefined();
  });
});

describe('live quotes', () => {
  it('lays a push over the list row and keeps the row as it is without one', () => {
    const listRow = marketRow({ price: null, change: null, changeRate: null, status: 0 });
    expect(withLiveQuote(listRow, undefined)).toBe(listRow);
    const merged = withLiveQuote(listRow, {
      price: '10',
      change: '1',
      changeRate: '11.1',
      volume24h: '5',
      high24h: null,
      low24h: '9',
      status: 2,
      timeMs: 1,
    });
    expect(merged).toMatchObject({
      price: '10',
      changeRate: '11.1',
      low24h: '9',
      high24h: listRow.high24h,
      status: 2,
    });
  });
});

describe('recent searches', () => {
  it('keeps the newest first, once each (any case), at most ten, in localStorage', () => {
    const { remember } = useRecentSearchStore.getState();
    remember(' btc ');
    remember('ETH');
    remember('BTC');
    expect(useRecentSearchStore.getState().terms).toEqual(['BTC', 'ETH']);
    for (let index = 0; index < 12; index += 1) remember(`term${index}`);
    expect(useRecentSearchStore.getState().terms).toHaveLength(MAX_RECENT_SEARCHES);
    expect(JSON.parse(window.localStorage.getItem('market_recent_searches') ?? '{}').state.terms[0]).toBe(
      'term11',
    );
    useRecentSearchStore.getState().clear();
    expect(useRecentSearchStore.getState().terms).toEqual([]);
  });
});
