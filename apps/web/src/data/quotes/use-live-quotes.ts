import { useEffect, useMemo, useRef } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryObserverResult } from '@tanstack/react-query';
import type { InstrumentRef } from '../instruments/instrument-types';
import { quoteTopic, topicInstrument } from './live-quote';
import type { LiveQuote } from './live-quote';
import { quoteFeedOf } from './quote-feed';
import { liveQuoteQuery } from './quote-keys';

/**
 * Follows these quote topics (`1:BTCUSDT`) on the data socket while the component shows them. A new set is held
 * before the old one is released, so instruments that stay on screen while a list scrolls keep their subscription.
 */
export function useQuoteTopics(topics: readonly string[]): void {
  const queryClient = useQueryClient();
  // A stable key: the same instruments in a new array do not resubscribe.
  const key = [...new Set(topics)].sort().join(',');
  const releaseRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    const previous = releaseRef.current;
    releaseRef.current = key ? quoteFeedOf(queryClient).hold(key.split(',')) : null;
    previous?.();
  }, [key, queryClient]);
  useEffect(
    () => () => {
      releaseRef.current?.();
      releaseRef.current = null;
    },
    [],
  );
}

/** The latest push of one instrument, or undefined before the first (re-renders only its reader). Holds nothing. */
export function useLiveQuote(type: number, symbol: string): LiveQuote | undefined {
  return useQuery(liveQuoteQuery(type, symbol)).data;
}

const quoteData = (results: QueryObserverResult<LiveQuote>[]) => results.map((result) => result.data);

/** The latest push of each instrument, by topic (`quoteTopic`); instruments without one are absent. */
export function useLiveQuotes(instruments: readonly InstrumentRef[]): ReadonlyMap<string, LiveQuote> {
  const topics = [...new Set(instruments.map(({ type, symbol }) => quoteTopic(type, symbol)))];
  const data = useQueries({
    queries: topics.map((topic) => {
      const { type, symbol } = topicInstrument(topic);
      return liveQuoteQuery(type, symbol);
    }),
    combine: quoteData,
  });
  const topicsKey = topics.join(',');
  return useMemo(() => {
    const quotes = new Map<string, LiveQuote>();
    topicsKey.split(',').forEach((topic, index) => {
      const quote = data[index];
      if (quote) quotes.set(topic, quote);
    });
    return quotes;
  }, [data, topicsKey]);
}

/** {@link useLiveQuotes} of instruments this component also follows on the socket while mounted. */
export function useFollowedQuotes(instruments: readonly InstrumentRef[]): ReadonlyMap<string, LiveQuote> {
  useQuoteTopics(instruments.map(({ type, symbol }) => quoteTopic(type, symbol)));
  return useLiveQuotes(instruments);
}
