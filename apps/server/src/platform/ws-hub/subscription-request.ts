import { parseTopic, resolveTopic, type ServerMessage } from '@exchange/contracts';

/** The one ERROR a SUB gets names at most this many unlisted entries, so a SUB of 500 cannot make a huge answer. */
export const NAMED_UNLISTED_LIMIT = 10;
/** ERROR code of a SUB entry that names no listed instrument (as INSTRUMENT_NOT_FOUND over HTTP). */
export const UNLISTED_ERROR_CODE = 404;

export type ListedCheck = (type: number, symbol: string) => boolean;

export interface SubscriptionRequest {
  /** Topics to follow: the listed entries, plain symbols resolved to their contract topic. */
  topics: string[];
  /** For the entries that name no listed instrument, or null when every entry is listed. */
  error: Extract<ServerMessage, { type: 'ERROR' }> | null;
}

/**
 * Splits a SUB's entries into listed topics and refused ones. The listed ones still subscribe: a client that
 * resubscribes after a reconnect while one of its instruments was unlisted must not lose every other feed.
 */
export const resolveSubscription = (
  entries: readonly string[],
  isListed: ListedCheck,
): SubscriptionRequest => {
  const topics: string[] = [];
  const unlisted = new Set<string>();
  let firstUnlistedIndex = -1;
  entries.forEach((entry, index) => {
    const topic = resolveTopic(entry);
    const { type, symbol } = parseTopic(topic);
    if (isListed(type, symbol)) {
      topics.push(topic);
      return;
    }
    if (firstUnlistedIndex < 0) firstUnlistedIndex = index;
    unlisted.add(entry);
  });
  if (unlisted.size === 0) return { topics, error: null };
  const named = [...unlisted].slice(0, NAMED_UNLISTED_LIMIT).join(', ');
  const more = unlisted.size - NAMED_UNLISTED_LIMIT;
  return {
    topics,
    error: {
      type: 'ERROR',
      data: {
        code: UNLISTED_ERROR_CODE,
        field: `data.${firstUnlistedIndex}`,
        // Named as the client sent them (a plain symbol stays plain) so it can match them to its own list.
        msg: `not a listed instrument: ${named}${more > 0 ? ` and ${more} more` : ''}`,
      },
    },
  };
};

/** UNSUB needs no listing check: a client must be able to let go of an instrument unlisted while it followed it. */
export const resolveUnsubscription = (entries: readonly string[]) => entries.map(resolveTopic);
