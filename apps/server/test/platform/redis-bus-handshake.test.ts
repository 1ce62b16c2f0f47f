import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedisBus } from '../../src/platform/bus/index';

const redisUrl = process.env.TEST_DB === 'postgres' ? process.env.REDIS_URL : undefined;

/**
 * A TCP proxy in front of Redis that can hold Redis's answers back: the client's connection is then open (ioredis
 * status 'connect') but its handshake unanswered, which is the window a slow network or a busy Redis opens at start.
 */
const holdingProxy = async (target: URL) => {
  let isHolding = true;
  const held: { socket: Socket; chunk: Buffer }[] = [];
  const sent: string[] = [];
  const sockets: Socket[] = [];
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    sockets.push(client, upstream);
    client.on('data', (chunk: Buffer) => {
      sent.push(chunk.toString('utf8'));
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (isHolding) held.push({ socket: client, chunk });
      else client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no proxy address');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    /** What the clients sent so far, upper-cased (RESP carries command names as given). */
    sentText: () => sent.join('').toUpperCase(),
    release() {
      isHolding = false;
      for (const { socket, chunk } of held.splice(0)) socket.write(chunk);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const until = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  return condition();
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!redisUrl)('redis bus: subscribing while the connection handshake is under way', () => {
  it('subscribes without tripping ioredis ready check, and logs no connection error', async () => {
    const proxy = await holdingProxy(new URL(redisUrl as string));
    cleanups.push(proxy.close);
    const printed: unknown[][] = [];
    // ioredis prints an 'error' event nobody listens to with console.error ("[ioredis] Unhandled error event").
    vi.spyOn(console, 'error').mockImplementation((...values: unknown[]) => void printed.push(values));
    const logged: unknown[] = [];
    const logger = { warn: (...values: unknown[]) => logged.push(values), info: () => {} };
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const bus = new RedisBus(proxy.url, prefix, logger as never);
    cleanups.push(() => bus.close());

    // Both connections are open and have sent their handshake (CLIENT SETINFO), whose answers the proxy holds.
    expect(await until(() => proxy.sentText().split('SETINFO').length > 2, 5_000)).toBe(true);
    const received: unknown[] = [];
    const subscribed = bus.subscribe('ticks', (message) => received.push(message));
    // Without the wait, SUBSCRIBE goes out now, inside the handshake; give it the chance to, then let Redis answer.
    await until(() => proxy.sentText().includes('SUBSCRIBE'), 200);
    proxy.release();
    await subscribed;
    await bus.publish('ticks', { price: '1' });
    expect(await until(() => received.length > 0, 3_000)).toBe(true);
    expect(received).toEqual([{ price: '1' }]);

    expect(logged).toEqual([]);
    expect(printed.filter((values) => String(values[0]).includes('ioredis'))).toEqual([]);
  });
});
