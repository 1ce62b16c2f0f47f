import { once } from 'node:events';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { WebSocket, WebSocketServer } from 'ws';
import { MAX_FRAME_BYTES } from '@exchange/contracts';
import { buildApp } from '@exchange/server';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '@exchange/server/engines/price-feed/market-batch';
import { MemoryBus } from '@exchange/server/platform/bus/index';
import { systemClock } from '@exchange/server/platform/clock';
import type { AppContext } from '@exchange/server/platform/context';
import { loggerOptions } from '@exchange/server/platform/logger';
import { DataSocketHub } from '@exchange/server/platform/ws-hub/data-socket-hub';
import { registerDataSocket } from '@exchange/server/platform/ws-hub/data-socket-route';
import { serveRequests } from './child-rpc';
import { TOPIC, benchRow, type FanoutResult, type ServerKind, type ServerMemory } from './socket-shared';
import { benchConfig } from './bench-config';

/**
 * Child process: one socket server for the fan-out, memory and latency benchmarks, driven over IPC by
 * socket-bench.ts. Every kind serves `/app-websocket` on 127.0.0.1 and answers `{"type":"SUB",…}` with SUBSCRIBED.
 *
 * - `raw` (the peer): a bare `ws` WebSocketServer that sends each tick, serialised once into a Buffer, to every
 *   connected socket in a for loop.
 * - `hub`: a Fastify app with @fastify/websocket registered as app.ts registers it, the production route
 *   (`registerDataSocket`: origin/token checks, READY, SUB parsed with the contract's schema) and the production
 *   `DataSocketHub`. A tick is `hub.publishMarket(topic, message, true)` — what the market feed calls — followed
 *   by `hub.flush()` (the hub's own 0 ms timer would do the same one turn later), so a fan-out run measures the
 *   hub and the sockets, not timer granularity.
 * - `app`: the whole server from `buildApp` (PGlite in a temporary directory, its own price feed off), fed as the
 *   feed's leader feeds every instance: a `MarketTickBatch` on the bus channel `market.ticks`, which the market
 *   module turns into a quote and a MARKET row for the hub. Used for latency: bus publish → client.
 */
interface Running {
  port: number;
  sockets(): Iterable<WebSocket>;
  socketCount(): number;
  /** Hands tick number `tick` to the server the way production does (see above). */
  publish(tick: number): Promise<void>;
  /** Whether `publish` has written the tick to every socket by the time it resolves (needed for fan-out). */
  isFlushedOnPublish: boolean;
  droppedSlowClients(): number | null;
  close(): Promise<void>;
}

/** Per socket unsent bytes above which the fan-out loop waits before the next tick (far below the hub's 1 MiB). */
const HIGH_WATER_BYTES = 64 * 1024;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Thousands of bench sockets come from 127.0.0.1: the per-address cap is lifted to its maximum for them. */
const BENCH_SOCKET_LIMITS = {
  SOCKET_MAX_CONNECTIONS_PER_ADDRESS: 100_000,
  SOCKET_MESSAGES_PER_SECOND: 10,
} satisfies Partial<AppContext['config']>;

/**
 * registerDataSocket only needs the bus, the clock and the socket limits unless a client presents a token (the
 * bench's never do). Anything else it reads fails loudly, naming the field, instead of running against a half-built
 * context.
 */
const socketContext = (
  supplied: Pick<AppContext, 'bus' | 'clock'> & { config: typeof BENCH_SOCKET_LIMITS },
) =>
  new Proxy(supplied, {
    get(target, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined;
      if (key in target) return target[key as keyof typeof target];
      throw new Error(
        `registerDataSocket read context.${key}, which bench/lib/socket-server.ts does not supply yet`,
      );
    },
  }) as unknown as AppContext;

const startRaw = async (): Promise<Running> => {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: MAX_FRAME_BYTES });
  await once(wss, 'listening');
  const subscribed = Buffer.from(JSON.stringify({ type: 'SUBSCRIBED', data: [TOPIC] }));
  wss.on('connection', (socket) => {
    socket.on('error', () => {});
    socket.on('message', () => socket.send(subscribed));
  });
  return {
    port: (wss.address() as AddressInfo).port,
    sockets: () => wss.clients,
    socketCount: () => wss.clients.size,
    publish: async (tick) => {
      const frame = Buffer.from(JSON.stringify({ type: 'MARKET', data: benchRow(tick) }));
      for (const socket of wss.clients) if (socket.readyState === WebSocket.OPEN) socket.send(frame);
    },
    isFlushedOnPublish: true,
    droppedSlowClients: () => 0,
    close: async () => {
      for (const socket of wss.clients) socket.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
};

const startHub = async (): Promise<Running> => {
  const app = Fastify({ logger: loggerOptions('warn') });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = new DataSocketHub(() => systemClock.nowMs());
  // No market module here to say what is listed: the one bench topic is.
  hub.setListedCheck(() => true);
  const context = socketContext({ bus: new MemoryBus(), clock: systemClock, config: BENCH_SOCKET_LIMITS });
  await registerDataSocket(app, context, hub, []);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    sockets: () => app.websocketServer.clients,
    socketCount: () => hub.size,
    publish: async (tick) => {
      hub.publishMarket(TOPIC, { type: 'MARKET', data: benchRow(tick) }, true);
      hub.flush();
    },
    isFlushedOnPublish: true,
    droppedSlowClients: () => hub.droppedSlowClients,
    close: () => app.close(),
  };
};

const startApp = async (): Promise<Running> => {
  const config = benchConfig('socket', {
    // The bench is the feed's leader here: the simulator must not push rows of its own to the clients.
    PRICE_FEED_ENABLED: 'false',
    SOCKET_MAX_CONNECTIONS_PER_ADDRESS: String(BENCH_SOCKET_LIMITS.SOCKET_MAX_CONNECTIONS_PER_ADDRESS),
  });
  const { app, context } = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    sockets: () => app.websocketServer.clients,
    socketCount: () => app.websocketServer.clients.size,
    publish: async (tick) => {
      const row = benchRow(tick);
      const batch = emptyBatch('simulated', row.t);
      batch.ticks.push({
        type: row.type,
        tick: {
          symbol: row.p,
          price: row.a,
          bid: null,
          ask: null,
          open24h: '90369.48',
          high24h: row.h ?? row.a,
          low24h: row.l ?? row.a,
          volume24h: row.b,
          time: row.t,
        },
      });
      await context.bus.publish(MARKET_TICKS_CHANNEL, batch);
    },
    isFlushedOnPublish: false,
    droppedSlowClients: () => null,
    close: async () => {
      await app.close();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
};

let server: Running | null = null;
const running = () => {
  if (!server) throw new Error('start the server first');
  return server;
};

const maxBuffered = (sockets: readonly WebSocket[]) => {
  let max = 0;
  for (const socket of sockets) if (socket.bufferedAmount > max) max = socket.bufferedAmount;
  return max;
};

/** Lets the event loop write, then waits while any socket has more than `highWater` bytes unsent. */
const drain = async (sockets: readonly WebSocket[], highWater: number, deadline = Infinity) => {
  await nextTurn();
  while (maxBuffered(sockets) > highWater && performance.now() < deadline) await sleep(1);
};

/** Ticks as fast as the sockets drain them for `seconds`; then waits (≤ 10 s) until nothing is left unsent. */
const fanout = async ({ seconds }: { seconds: number }): Promise<FanoutResult> => {
  const current = running();
  if (!current.isFlushedOnPublish)
    throw new Error('this server kind has no synchronous flush to pace a fan-out by');
  const sockets = [...current.sockets()];
  const startedAt = performance.now();
  const endAt = startedAt + seconds * 1000;
  let ticks = 0;
  let publishMs = 0;
  while (performance.now() < endAt) {
    const publishedAt = performance.now();
    await current.publish(ticks);
    publishMs += performance.now() - publishedAt;
    ticks += 1;
    await drain(sockets, HIGH_WATER_BYTES);
  }
  await drain(sockets, 0, performance.now() + 10_000);
  return {
    ticks,
    elapsedMs: performance.now() - startedAt,
    publishMs,
    droppedSlowClients: current.droppedSlowClients(),
  };
};

/** One tick every `intervalMs` for `seconds`, each handed to the server as production hands it. */
const paced = async ({ seconds, intervalMs }: { seconds: number; intervalMs: number }) => {
  const current = running();
  const startedAt = performance.now();
  let ticks = 0;
  while (performance.now() - startedAt < seconds * 1000) {
    await current.publish(ticks);
    ticks += 1;
    await sleep(Math.max(0, startedAt + ticks * intervalMs - performance.now()));
  }
  // Give the last tick (and the hub's flush timer) time to reach every socket.
  await sleep(250);
  return { ticks };
};

const memory = async (): Promise<ServerMemory> => {
  for (let round = 0; round < 3; round += 1) {
    globalThis.gc?.();
    await sleep(50);
  }
  const usage = process.memoryUsage();
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    external: usage.external,
    sockets: running().socketCount(),
  };
};

serveRequests({
  start: async (args) => {
    const { kind } = args as { kind: ServerKind };
    if (!globalThis.gc) throw new Error('start the socket server with --expose-gc');
    server = kind === 'raw' ? await startRaw() : kind === 'hub' ? await startHub() : await startApp();
    return { port: server.port };
  },
  memory: () => memory(),
  fanout: (args) => fanout(args as { seconds: number }),
  paced: (args) => paced(args as { seconds: number; intervalMs: number }),
  close: async () => {
    await server?.close();
    server = null;
    return null;
  },
});
