import { notifyManager } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { MarketRow } from '@exchange/contracts/ws/data-socket';
import type { DataSocket } from '@/lib/data-socket';
import { loadDataSocket } from '@/lib/load-data-socket';
import { nextLiveQuote, quoteTopic, topicInstrument } from './live-quote';
import type { LiveQuote } from './live-quote';
import { quoteKeys } from './quote-keys';

/**
 * Which quotes the screens follow on the data socket, and the one writer of the quote entries. Screens hold topics
 * (`1:BTCUSDT`) while they show the instruments; holds are counted, so a market list, the chart's header and the
 * contract ticket showing one instrument share one subscription and one cache entry.
 *
 * New topics are acquired in one SUB after a short pause, so a fast scroll costs one frame instead of one per row; a
 * topic nobody here holds any more is released at once and its entry reset. The socket counts holds across the app
 * (the chart's depth and candles hold their own topics). Pushes are gathered and written with `setQueryData` at most
 * every {@link QUOTE_BATCH_MS}. The socket itself is held open only while some topic is held.
 */
export const TOPIC_FLUSH_DELAY_MS = 150;
/** Pushes are written to the cache at most this often (one render per shown instrument per period). */
export const QUOTE_BATCH_MS = 100;

export type SocketLoader = () => Promise<DataSocket>;

// Loaded lazily: the socket brings the zod protocol schemas, which must stay out of the /login entry.
const loadSharedSocket: SocketLoader = () => loadDataSocket().then(({ socket }) => socket);

class QuoteFeed {
  private readonly holds = new Map<string, number>();
  /** Topics this feed has subscribed on the socket. */
  private readonly applied = new Set<string>();
  private readonly pending = new Map<string, LiveQuote>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
  private connection: { socket: DataSocket; release: () => void } | null = null;
  private connecting: Promise<DataSocket> | null = null;
  /** Bumped by `close`, so a socket that finishes loading afterwards is not attached. */
  private generation = 0;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly loadSocket: SocketLoader,
  ) {}

  /** Follows the topics until the returned release is called (each hold is released once). */
  hold(topics: readonly string[]): () => void {
    const unique = [...new Set(topics)];
    for (const topic of unique) this.holds.set(topic, (this.holds.get(topic) ?? 0) + 1);
    if (unique.length > 0) this.scheduleFlush();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const unheld = unique.filter((topic) => {
        const count = (this.holds.get(topic) ?? 0) - 1;
        if (count > 0) this.holds.set(topic, count);
        else this.holds.delete(topic);
        return count <= 0;
      });
      this.drop(unheld);
      if (this.holds.size === 0) this.scheduleFlush();
    };
  }

  subscribedTopics(): string[] {
    return [...this.applied].sort();
  }

  /** Lets go of the socket and forgets every hold (tests, and a feed replaced by `resetQuoteFeeds`). */
  close(): void {
    this.generation += 1;
    clearTimeout(this.flushTimer);
    clearTimeout(this.batchTimer);
    this.flushTimer = undefined;
    this.batchTimer = undefined;
    this.connection?.socket.releaseTopics([...this.applied]);
    this.connection?.release();
    this.connection = null;
    this.connecting = null;
    this.holds.clear();
    this.pending.clear();
    this.applied.clear();
  }

  private readonly receive = (row: MarketRow): void => {
    const topic = quoteTopic(row.type, row.p);
    // A push already on the wire when its topic was dropped must not bring the old quote back.
    if (!this.applied.has(topic)) return;
    const previous =
      this.pending.get(topic) ?? this.queryClient.getQueryData<LiveQuote>(quoteKeys.quote(row.type, row.p));
    this.pending.set(topic, nextLiveQuote(previous, row, Date.now()));
    this.batchTimer ??= setTimeout(() => this.writeBatch(), QUOTE_BATCH_MS);
  };

  private writeBatch(): void {
    this.batchTimer = undefined;
    const batch = [...this.pending];
    this.pending.clear();
    notifyManager.batch(() => {
      for (const [topic, quote] of batch) {
        const { type, symbol } = topicInstrument(topic);
        this.queryClient.setQueryData<LiveQuote>(quoteKeys.quote(type, symbol), (current) =>
          current && current.timeMs > quote.timeMs ? current : quote,
        );
      }
    });
  }

  private connect(): Promise<DataSocket> {
    if (this.connection) return Promise.resolve(this.connection.socket);
    const generation = this.generation;
    this.connecting ??= this.loadSocket().then(
      (socket) => {
        if (generation !== this.generation) return socket;
        this.connecting = null;
        if (!this.connection) {
          const stopListening = socket.onMessage('MARKET', this.receive);
          const releaseSocket = socket.retain();
          this.connection = {
            socket,
            release: () => {
              stopListening();
              releaseSocket();
            },
          };
        }
        return socket;
      },
      (error: unknown) => {
        this.connecting = null;
        throw error;
      },
    );
    return this.connecting;
  }

  /** Subscribes what is held but not subscribed yet; lets the socket go when nothing is held. */
  private async flush(): Promise<void> {
    this.flushTimer = undefined;
    if (this.holds.size === 0) {
      this.connection?.release();
      this.connection = null;
      return;
    }
    const generation = this.generation;
    const socket = await this.connect();
    if (generation !== this.generation) return;
    // Read after the await: holds may have changed while the socket module loaded.
    const added = [...this.holds.keys()].filter((topic) => !this.applied.has(topic));
    for (const topic of added) this.applied.add(topic);
    if (added.length > 0) socket.acquireTopics(added);
  }

  private scheduleFlush(): void {
    this.flushTimer ??= setTimeout(() => {
      this.flush().catch((error: unknown) =>
        console.warn('[quotes] the data socket could not be loaded; no live prices', error),
      );
    }, TOPIC_FLUSH_DELAY_MS);
  }

  private drop(topics: readonly string[]): void {
    const subscribed = topics.filter((topic) => this.applied.delete(topic));
    if (subscribed.length === 0) return;
    this.connection?.socket.releaseTopics(subscribed);
    for (const topic of subscribed) {
      this.pending.delete(topic);
      const { type, symbol } = topicInstrument(topic);
      void this.queryClient.resetQueries({ queryKey: quoteKeys.quote(type, symbol), exact: true });
    }
  }
}

const feeds = new Map<QueryClient, QuoteFeed>();
let socketLoader: SocketLoader = loadSharedSocket;

/** The feed that writes into `queryClient` (the app has one client, so one feed). */
export function quoteFeedOf(queryClient: QueryClient): QuoteFeed {
  let feed = feeds.get(queryClient);
  if (!feed) {
    feed = new QuoteFeed(queryClient, () => socketLoader());
    feeds.set(queryClient, feed);
  }
  return feed;
}

/** Test helper: close every feed and use another socket from now on. */
export function resetQuoteFeeds(loader: SocketLoader = loadSharedSocket): void {
  for (const feed of feeds.values()) feed.close();
  feeds.clear();
  socketLoader = loader;
}
