import { WebSocket } from 'ws';
import { serveRequests } from './child-rpc';
import { SUBSCRIBE_FRAME, wallClockMs, type LatencyStats, type ReceiveCount } from './socket-shared';

/**
 * Child process: the load generator of the socket benchmarks, so the clients never share the server's event loop.
 * Opens data-socket clients that subscribe to one topic (JSON `SUB` frame, then wait for `SUBSCRIBED`), then
 * either counts the frames each receives (fan-out) or, per MARKET frame, receive time − the row's `t` (the publish
 * time in epoch ms; being whole milliseconds, it overstates latency by 0.5 ms on average). Loopback URLs only.
 */
type Mode = 'idle' | 'count' | 'latency';

const sockets: WebSocket[] = [];
let counts: number[] = [];
let mode: Mode = 'idle';
let received = 0;
let firstAt = 0;
let lastAt = 0;
let samples: number[] = [];

const MARKET_TYPE = Buffer.from('"type":"MARKET"');
const TIME_KEY = Buffer.from('"t":');

/**
 * The row's `t` of a MARKET frame, read straight from the bytes: 5,000 clients share one process here, and a full
 * JSON.parse per frame would add the client's own queueing to every later socket's figure.
 */
const publishTimeOf = (data: Buffer): number | null => {
  if (!data.includes(MARKET_TYPE)) return null;
  const key = data.indexOf(TIME_KEY);
  if (key < 0) return null;
  let value = 0;
  for (let index = key + TIME_KEY.length; index < data.length; index += 1) {
    const digit = (data[index] ?? 0) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const openOne = (url: string) =>
  new Promise<void>((resolve, reject) => {
    const index = sockets.length;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(socket);
    counts.push(0);
    let isSubscribed = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('no SUBSCRIBED within 30 s'));
    }, 30_000);
    socket.on('open', () => socket.send(SUBSCRIBE_FRAME));
    socket.on('error', (error) => {
      if (isSubscribed) return;
      clearTimeout(timer);
      reject(error);
    });
    socket.on('message', (data: Buffer) => {
      if (mode === 'count') {
        counts[index] = (counts[index] ?? 0) + 1;
        received += 1;
        lastAt = performance.now();
        if (firstAt === 0) firstAt = lastAt;
        return;
      }
      if (mode === 'latency') {
        const at = wallClockMs();
        const publishedAt = publishTimeOf(data);
        if (publishedAt !== null) samples.push(at - publishedAt);
        return;
      }
      if (!isSubscribed && data.includes('"SUBSCRIBED"')) {
        isSubscribed = true;
        clearTimeout(timer);
        resolve();
      }
    });
  });

/** Opens `count` more clients, at most `concurrency` handshakes at a time (the listen backlog is 511). */
const connect = async ({
  url,
  count,
  concurrency = 128,
}: {
  url: string;
  count: number;
  concurrency?: number;
}) => {
  const startedAt = performance.now();
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      await openOne(url);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { sockets: sockets.length, elapsedMs: performance.now() - startedAt };
};

/** Switches what incoming frames are used for; counters restart, latency samples unless kept. */
const start = ({ mode: next, isKeepingSamples = false }: { mode: Mode; isKeepingSamples?: boolean }) => {
  counts = counts.map(() => 0);
  received = 0;
  firstAt = 0;
  lastAt = 0;
  if (!isKeepingSamples) samples = [];
  mode = next;
  return null;
};

/** Waits until every socket has `expectedPerSocket` frames, or none arrived for `quietMs`. */
const waitCount = async ({
  expectedPerSocket,
  quietMs = 2000,
}: {
  expectedPerSocket: number;
  quietMs?: number;
}): Promise<ReceiveCount> => {
  const expected = expectedPerSocket * sockets.length;
  let lastSeen = received;
  let quietSince = performance.now();
  while (received < expected && performance.now() - quietSince < quietMs) {
    await sleep(20);
    if (received !== lastSeen) {
      lastSeen = received;
      quietSince = performance.now();
    }
  }
  mode = 'idle';
  return {
    received,
    shortSockets: counts.filter((count) => count < expectedPerSocket).length,
    spanMs: lastAt - firstAt,
  };
};

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

const latency = (): LatencyStats => {
  const sorted = Float64Array.from(samples).sort();
  return {
    samples: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: percentile(sorted, 1),
  };
};

serveRequests({
  connect: (args) => connect(args as { url: string; count: number; concurrency?: number }),
  start: (args) => start(args as { mode: Mode; isKeepingSamples?: boolean }),
  waitCount: (args) => waitCount(args as { expectedPerSocket: number; quietMs?: number }),
  latency: () => latency(),
});
