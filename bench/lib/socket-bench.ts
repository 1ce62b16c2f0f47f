import { join } from 'node:path';
import { ChildRpc, assertFileDescriptors } from './child-rpc';
import {
  SOCKET_PATH,
  type FanoutResult,
  type LatencyStats,
  type ReceiveCount,
  type ServerKind,
  type ServerMemory,
} from './socket-shared';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Fan-out windows per server are this long, alternating with the peer's, so drift on a shared machine hits both. */
const FANOUT_ROUND_SECONDS = 1;
const LATENCY_ROUND_SECONDS = 2;
const LATENCY_INTERVAL_MS = 100;
/** Clients connected before the memory baseline, so first-connection costs (code, pools) stay out of the delta. */
const WARM_UP_SOCKETS = 100;
/** Descriptors each process needs beyond one per socket (loader, IPC, stdio, listening socket, PGlite). */
const FD_HEADROOM = 1024;

export interface MemoryRun {
  /** Server-process growth per socket after GC, between the warm-up sockets and all of them. */
  rssPerSocketBytes: number;
  heapPerSocketBytes: number;
}

export interface FanoutRun {
  ticks: number;
  /** Frames all clients received, and what ticks × sockets promised. */
  delivered: number;
  expected: number;
  droppedSlowClients: number | null;
  messagesPerSecond: number;
  /** Share of the run the server spent writing ticks; well below 1 means the clients set the pace. */
  serverBusyShare: number;
}

export type LatencyRun = LatencyStats & { ticks: number; expected: number };

/**
 * One server process of `kind` and its own client process holding `sockets` subscribed clients. Memory per socket
 * is measured while connecting; fan-out and latency rounds can then be run on demand.
 */
class SocketRig {
  private fanoutTotals = { ticks: 0, delivered: 0, spanMs: 0, publishMs: 0, elapsedMs: 0 };
  private droppedSlowClients: number | null = 0;
  private latencyTicks = 0;

  private constructor(
    readonly kind: ServerKind,
    readonly sockets: number,
    private readonly server: ChildRpc,
    private readonly clients: ChildRpc,
    readonly memory: MemoryRun,
  ) {}

  static async start(kind: ServerKind, sockets: number): Promise<SocketRig> {
    const options = { fileDescriptors: sockets + FD_HEADROOM };
    const server = new ChildRpc(join(import.meta.dirname, 'socket-server.ts'), {
      ...options,
      label: `${kind} socket server`,
    });
    const clients = new ChildRpc(join(import.meta.dirname, 'socket-clients.ts'), {
      ...options,
      label: `${kind} socket clients`,
    });
    try {
      const { port } = await server.call<{ port: number }>('start', { kind });
      const url = `ws://127.0.0.1:${port}${SOCKET_PATH}`;
      await clients.call('connect', { url, count: WARM_UP_SOCKETS });
      const before = await server.call<ServerMemory>('memory');
      await clients.call('connect', { url, count: sockets - WARM_UP_SOCKETS });
      const after = await server.call<ServerMemory>('memory');
      if (after.sockets !== sockets)
        throw new Error(`${kind} server holds ${after.sockets} sockets, expected ${sockets}`);
      const grown = sockets - WARM_UP_SOCKETS;
      return new SocketRig(kind, sockets, server, clients, {
        rssPerSocketBytes: (after.rss - before.rss) / grown,
        heapPerSocketBytes: (after.heapUsed + after.external - before.heapUsed - before.external) / grown,
      });
    } catch (error) {
      await Promise.all([clients.stop(), server.stop()]);
      throw error;
    }
  }

  /** Ticks as fast as the sockets drain them for `seconds`; adds to this rig's totals. */
  async fanoutRound(seconds: number) {
    await this.clients.call('start', { mode: 'count' });
    const result = await this.server.call<FanoutResult>('fanout', { seconds });
    const count = await this.clients.call<ReceiveCount>('waitCount', { expectedPerSocket: result.ticks });
    if (count.received === 0)
      throw new Error(
        `${this.kind}: no tick reached any client (did the hub's publish or the topic change?)`,
      );
    const totals = this.fanoutTotals;
    totals.ticks += result.ticks;
    totals.delivered += count.received;
    totals.spanMs += count.spanMs;
    totals.publishMs += result.publishMs;
    totals.elapsedMs += result.elapsedMs;
    this.droppedSlowClients =
      result.droppedSlowClients === null ? null : (this.droppedSlowClients ?? 0) + result.droppedSlowClients;
  }

  fanout(): FanoutRun {
    const totals = this.fanoutTotals;
    return {
      ticks: totals.ticks,
      delivered: totals.delivered,
      expected: totals.ticks * this.sockets,
      droppedSlowClients: this.droppedSlowClients,
      messagesPerSecond: totals.delivered / (Math.max(totals.spanMs, 1) / 1000),
      serverBusyShare: totals.publishMs / totals.elapsedMs,
    };
  }

  /** One tick per 100 ms for `seconds`; every client records receive time − the row's publish time. */
  async latencyRound(seconds: number) {
    await this.clients.call('start', { mode: 'latency', isKeepingSamples: this.latencyTicks > 0 });
    const { ticks } = await this.server.call<{ ticks: number }>('paced', {
      seconds,
      intervalMs: LATENCY_INTERVAL_MS,
    });
    this.latencyTicks += ticks;
    await this.clients.call('start', { mode: 'idle', isKeepingSamples: true });
  }

  /** Percentiles over every sample of every latency round. */
  async latency(): Promise<LatencyRun> {
    const stats = await this.clients.call<LatencyStats>('latency');
    if (stats.samples === 0)
      throw new Error(
        `${this.kind}: no tick reached any client (did the bus channel or batch format change?)`,
      );
    return { ...stats, ticks: this.latencyTicks, expected: this.latencyTicks * this.sockets };
  }

  async stop() {
    await this.server.call('close').catch(() => {});
    await Promise.all([this.clients.stop(), this.server.stop()]);
  }
}

/** Runs `round` on each rig in turn, swapping the order every round, until each had `totalSeconds`. */
const alternate = async (
  rigs: readonly SocketRig[],
  totalSeconds: number,
  roundSeconds: number,
  round: (rig: SocketRig, seconds: number) => Promise<void>,
) => {
  const rounds = Math.max(1, Math.round(totalSeconds / roundSeconds));
  const seconds = totalSeconds / rounds;
  for (let index = 0; index < rounds; index += 1)
    for (const rig of index % 2 === 0 ? rigs : [...rigs].reverse()) await round(rig, seconds);
};

export interface SocketBench {
  /** Per socket count: ours (production route + hub in Fastify) and the raw ws loop. */
  fanout: {
    sockets: number;
    hub: { memory: MemoryRun; fanout: FanoutRun };
    raw: { memory: MemoryRun; fanout: FanoutRun };
  }[];
  /** At the largest count: the whole server (buildApp) fed through the bus, and the raw loop. */
  latency: { sockets: number; app: LatencyRun; raw: LatencyRun; appMemory: MemoryRun };
}

/**
 * Fan-out and memory at each socket count (1,000 and 5,000 by default), ours beside the raw loop, in alternating
 * one-second rounds; then latency at the largest count, the whole server beside the raw loop, alternating too.
 */
export const benchSockets = async (counts: readonly number[] = [1000, 5000]): Promise<SocketBench> => {
  const fanout: SocketBench['fanout'] = [];
  const largest = Math.max(...counts);
  assertFileDescriptors(largest + FD_HEADROOM);
  let latency: SocketBench['latency'] | null = null;
  for (const sockets of counts) {
    console.log(`socket bench: ${sockets} sockets — raw ws loop and data-socket hub…`);
    const rigs: SocketRig[] = [];
    try {
      const raw = await SocketRig.start('raw', sockets);
      rigs.push(raw);
      const hub = await SocketRig.start('hub', sockets);
      rigs.push(hub);
      await alternate([raw, hub], DURATION_SECONDS, FANOUT_ROUND_SECONDS, (rig, seconds) =>
        rig.fanoutRound(seconds),
      );
      fanout.push({
        sockets,
        hub: { memory: hub.memory, fanout: hub.fanout() },
        raw: { memory: raw.memory, fanout: raw.fanout() },
      });
      if (sockets === largest) {
        console.log(`socket bench: ${sockets} sockets — latency, whole server (buildApp) and raw ws loop…`);
        await hub.stop();
        rigs.pop();
        const app = await SocketRig.start('app', sockets);
        rigs.push(app);
        await alternate([raw, app], DURATION_SECONDS, LATENCY_ROUND_SECONDS, (rig, seconds) =>
          rig.latencyRound(seconds),
        );
        latency = { sockets, app: await app.latency(), raw: await raw.latency(), appMemory: app.memory };
      }
    } finally {
      for (const rig of rigs) await rig.stop();
    }
  }
  if (!latency) throw new Error('no socket counts given');
  return { fanout, latency };
};
