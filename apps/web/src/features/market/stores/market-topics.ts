import type { MarketRow } from '@exchange/contracts/ws/data-socket';
import type { DataSocket } from '@/lib/data-socket';
import { useLiveQuoteStore } from './live-quote-store';

/**
 * Which market rows the screens follow on the data socket. Screens hold topics (`1:BTCUSDT`) while they show the
 * rows; holds are counted, so two lists showing one instrument share a subscription.
 *
 * New topics are acquired in one SUB after a short pause, so a fast scroll costs one frame instead of one per
 * row; a topic nobody here holds any more is released at once. The socket counts holds across the app, so the
 * chart following the same instrument keeps its subscription. The socket itself is held open only while some
 * topic is held.
 */
export const TOPIC_FLUSH_DELAY_MS = 150;
/** Pushes are gathered and written to the store at most this often (one render per visible row per period). */
export const QUOTE_BATCH_MS = 100;

type SocketLoader = () => Promise<DataSocket>;

// Loaded lazily: the socket brings the zod protocol schemas, which must stay out of the /login entry.
const loadSharedSocket: SocketLoader = () =>
  import('@/lib/data-socket').then(({ getDataSocket }) => getDataSocket());

let loadSocket: SocketLoader = loadSharedSocket;
const holds = new Map<string, number>();
/** Topics this module has subscribed on the socket. */
let applied = new Set<string>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let connection: { socket: DataSocket; release: () => void } | null = null;
let connecting: Promise<DataSocket> | null = null;
const pending = new Map<string, MarketRow>();
let batchTimer: ReturnType<typeof setTimeout> | undefined;

function receive(row: MarketRow): void {
  const topic = `${row.type}:${row.p}`;
  // A push already on the wire when its topic was dropped must not bring the old quote back.
  if (!applied.has(topic)) return;
  pending.set(topic, row);
  batchTimer ??= setTimeout(() => {
    batchTimer = undefined;
    const rows = [...pending.values()];
    pending.clear();
    useLiveQuoteStore.getState().applyRows(rows);
  }, QUOTE_BATCH_MS);
}

function connect(): Promise<DataSocket> {
  if (connection) return Promise.resolve(connection.socket);
  connecting ??= loadSocket().then((socket) => {
    connecting = null;
    if (!connection) {
      const stopListening = socket.onMessage('MARKET', receive);
      const releaseSocket = socket.retain();
      connection = {
        socket,
        release: () => {
          stopListening();
          releaseSocket();
        },
      };
    }
    return socket;
  });
  return connecting;
}

/** Subscribes what is held but not subscribed yet; lets the socket go when nothing is held. */
async function flush(): Promise<void> {
  flushTimer = undefined;
  if (holds.size === 0) {
    connection?.release();
    connection = null;
    return;
  }
  const socket = await connect();
  // Read after the await: holds may have changed while the socket module loaded.
  const added = [...holds.keys()].filter((topic) => !applied.has(topic));
  for (const topic of added) applied.add(topic);
  if (added.length > 0) socket.acquireTopics(added);
}

function scheduleFlush(): void {
  flushTimer ??= setTimeout(() => void flush(), TOPIC_FLUSH_DELAY_MS);
}

function dropTopics(topics: readonly string[]): void {
  const subscribed = topics.filter((topic) => applied.delete(topic));
  if (subscribed.length === 0) return;
  connection?.socket.releaseTopics(subscribed);
  useLiveQuoteStore.getState().dropTopics(subscribed);
}

/** Follows the topics until the returned release is called (each hold is released once). */
export function holdMarketTopics(topics: readonly string[]): () => void {
  const unique = [...new Set(topics)];
  for (const topic of unique) holds.set(topic, (holds.get(topic) ?? 0) + 1);
  if (unique.length > 0) scheduleFlush();
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    const unheld = unique.filter((topic) => {
      const count = (holds.get(topic) ?? 0) - 1;
      if (count > 0) holds.set(topic, count);
      else holds.delete(topic);
      return count <= 0;
    });
    dropTopics(unheld);
    if (holds.size === 0) scheduleFlush();
  };
}

/** Topics subscribed on the socket right now (for tests and diagnostics). */
export function subscribedMarketTopics(): string[] {
  return [...applied].sort();
}

/** Test helper: use another socket and forget every hold. */
export function resetMarketTopics(loader: SocketLoader = loadSharedSocket): void {
  clearTimeout(flushTimer);
  clearTimeout(batchTimer);
  flushTimer = undefined;
  batchTimer = undefined;
  connection?.socket.releaseTopics([...applied]);
  connection?.release();
  connection = null;
  connecting = null;
  holds.clear();
  pending.clear();
  applied = new Set();
  loadSocket = loader;
}
