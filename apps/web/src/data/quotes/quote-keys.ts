import { queryOptions, skipToken } from '@tanstack/react-query';
import type { LiveQuote } from './live-quote';

/**
 * Keys of the live quotes: one entry per instrument, written only by the socket (`quote-feed.ts`, `setQueryData` on
 * every batch of ticks) and read by every screen that shows the instrument. Public, kept across logouts; an entry
 * is reset when nobody follows its topic any more, so a later list refresh is not hidden behind an old push.
 */
export const quoteKeys = {
  all: ['quotes'] as const,
  quote: (type: number, symbol: string) => [...quoteKeys.all, type, symbol] as const,
};

/** An instrument's live quote: never fetched (no HTTP read exists for it), undefined until the first push. */
export function liveQuoteQuery(type: number, symbol: string) {
  return queryOptions<LiveQuote>({
    queryKey: quoteKeys.quote(type, symbol),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
