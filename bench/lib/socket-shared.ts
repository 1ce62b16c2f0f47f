import { DATA_SOCKET_PATH, marketTopic, type MarketRow } from '@exchange/contracts';

/** What the socket benchmarks' clients follow, and the frame they subscribe with (contracts' ws/data-socket.ts). */
export const TOPIC = marketTopic(1, 'BTCUSDT');
export const SUBSCRIBE_FRAME = JSON.stringify({ type: 'SUB', data: [TOPIC] });
export const SOCKET_PATH = `${DATA_SOCKET_PATH}?version=1`;

/** High-resolution wall-clock ms, comparable across processes on one machine (both read the system clock). */
export const wallClockMs = () => performance.timeOrigin + performance.now();

/**
 * The market row of tick number `tick`, as the market feed builds it; `t` (epoch ms, an integer by contract) is the
 * publish time, so clients in another process can compute tick-to-client latency from it.
 */
export const benchRow = (tick: number): MarketRow => ({
  p: 'BTCUSDT',
  type: 1,
  a: (91_500 + (tick % 1000) / 100).toFixed(2),
  b: '18234.51234',
  pe: '1.25',
  peA: '1130.52',
  t: Date.now(),
  st: 1,
  h: '92810.00',
  l: '90120.35',
});

/**
 * `raw`: the peer, a bare ws loop. `hub`: the production route and hub in Fastify, flushed by the bench after each
 * tick. `app`: the whole server from buildApp, fed through the bus as the price feed's leader feeds it.
 */
export type ServerKind = 'raw' | 'hub' | 'app';

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
  sockets: number;
}

export interface FanoutResult {
  ticks: number;
  elapsedMs: number;
  /** Time spent handing ticks to the sockets (the rest of `elapsedMs` is waiting for them to drain). */
  publishMs: number;
  /** Sockets the hub terminated for having more than 1 MiB unsent (0 for the raw loop, null when unknown). */
  droppedSlowClients: number | null;
}

export interface ReceiveCount {
  received: number;
  /** Sockets that got fewer than the expected number of ticks. */
  shortSockets: number;
  spanMs: number;
}

export interface LatencyStats {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}
