import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { MARKET_TICKS_CHANNEL } from '../../src/engines/price-feed/market-batch';
import { instruments } from '../../src/platform/db/index';
import { setInstrumentListed } from '../../src/modules/market/index';
import { AddressConnectionLimit, TokenBucket } from '../../src/platform/ws-hub/socket-limits';
import { createTestApp, type TestApp } from '../support/test-app';
import { connectSocket, tickBatch } from '../support/socket-client';
import { signUp } from '../support/api';

/** How the socket closed (made before the frames that should close it are sent); rejects if it stays open. */
const closeOf = (socket: WebSocket, timeoutMs = 3000) =>
  new Promise<{ code: number; reason: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs);
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
  });

const waitUntil = async (condition: () => boolean, what: string, timeoutMs = 3000) => {
  for (let waited = 0; waited < timeoutMs; waited += 5) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('the data socket limits (default config: 10 frames/s, bursts of 30)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('closes a flooding socket with 1008 and answers only the burst it was allowed', async () => {
    const client = await connectSocket(t.app);
    await client.next('READY');
    const closed = closeOf(client.socket);
    // The probe's flood: 5,000 heartbeats at once, the (manual) clock standing still.
    for (let frame = 0; frame < 5000; frame += 1) client.socket.send('ping');
    expect(await closed).toEqual({ code: 1008, reason: 'too many messages' });
    const answered = client.frames.filter((frame) => frame === 'pong').length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(30);
  });

  it('never closes on the spec client cadence (heartbeat every 2 s, ping every 6 s) for a minute', async () => {
    const client = await connectSocket(t.app);
    await client.next('READY');
    client.socket.send(JSON.stringify({ type: 'language', data: 'en' }));
    client.socket.send(JSON.stringify({ type: 'SUB', data: ['BTCUSDT'] }));
    await client.next('SUBSCRIBED');
    let protocolPongs = 0;
    client.socket.on('pong', () => (protocolPongs += 1));
    let heartbeats = 0;
    for (let elapsedMs = 2000; elapsedMs <= 60_000; elapsedMs += 2000) {
      t.clock.advance(2000);
      client.socket.send('ping');
      heartbeats += 1;
      // Each frame is answered before the clock moves on, so the server sees the cadence, not a late batch.
      await waitUntil(() => client.frames.filter((frame) => frame === 'pong').length === heartbeats, 'pong');
      if (elapsedMs % 6000 === 0) {
        const expected = protocolPongs + 1;
        client.socket.ping();
        await waitUntil(() => protocolPongs >= expected, 'protocol pong');
      }
    }
    expect(heartbeats).toBe(30);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    // The limit was in force all along: 40 frames in the minute are more than one burst, and a burst closes it.
    const closed = closeOf(client.socket);
    for (let frame = 0; frame < 100; frame += 1) client.socket.send('ping');
    expect((await closed).code).toBe(1008);
  });

  it('refuses a SUB entry naming no listed instrument and still subscribes the listed ones', async () => {
    const [doge] = await t.context.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(and(eq(instruments.type, 1), eq(instruments.symbol, 'DOGEUSDT')));
    if (!doge) throw new Error('DOGEUSDT is not seeded');
    await setInstrumentListed(t.context, doge.id, false);
    try {
      const client = await connectSocket(t.app);
      client.socket.send(
        JSON.stringify({
          type: 'SUB',
          data: ['1:BTCUSDT', '1:NOPEUSDT', 'NOPEUSDT', '1:DOGEUSDT:depth', '2:ETHUSDT:kline:30'],
        }),
      );
      expect((await client.next('ERROR')).data).toEqual({
        code: 404,
        field: 'data.1',
        msg: 'not a listed instrument: 1:NOPEUSDT, NOPEUSDT, 1:DOGEUSDT:depth',
      });
      expect((await client.next('SUBSCRIBED')).data).toEqual(['1:BTCUSDT', '2:ETHUSDT:kline:30']);
      client.socket.terminate();
    } finally {
      await setInstrumentListed(t.context, doge.id, true);
    }
  });

  it("subscribes a plain symbol as its contract (the spec's default coin type) and pushes its contract ticks", async () => {
    const client = await connectSocket(t.app);
    client.socket.send(JSON.stringify({ type: 'SUB', data: ['BTCUSDT'] }));
    expect((await client.next('SUBSCRIBED')).data).toEqual(['2:BTCUSDT']);
    // The coin of the same pair is another instrument: not pushed to this client.
    await t.context.bus.publish(MARKET_TICKS_CHANNEL, tickBatch('100.1', 1, 1));
    await t.context.bus.publish(MARKET_TICKS_CHANNEL, tickBatch('100.2', 2, 2));
    expect((await client.next('MARKET')).data).toMatchObject({ p: 'BTCUSDT', type: 2, a: '100.2', t: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages().filter((message) => message.type === 'MARKET')).toHaveLength(1);
    client.socket.send(JSON.stringify({ type: 'UNSUB', data: ['BTCUSDT'] }));
    expect((await client.next('SUBSCRIBED', 2)).data).toEqual([]);
    client.socket.terminate();
  });
});

describe('connections per address (cap 3, one trusted proxy hop, a listening server)', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { SOCKET_MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: '1' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  /** A socket from `forwardedFor` as the proxy in front reports it: the open socket, or the HTTP status refusing it. */
  const open = (forwardedFor: string, query = '') =>
    new Promise<WebSocket | number>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/app-websocket${query}`, {
        headers: { 'x-forwarded-for': forwardedFor },
      });
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (request, response) => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      socket.once('error', reject);
    });

  const accepted = (results: (WebSocket | number)[]) =>
    results.filter((result): result is WebSocket => result instanceof WebSocket);

  it('refuses the (cap+1)th socket of an address with 429, even in a burst, and takes one again after a close', async () => {
    const client = '203.0.113.7';
    // Refused upgrades give their place back: four bad tokens leave the address all three.
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect(await open(client, '?Authorization=not-a-token')).toBe(401);
    // Signed in, with the session lookup as slow as a remote store's, so the upgrades' checks overlap: a count
    // taken only once a socket opens would let the whole burst through while the checks are pending.
    const { tokens } = await signUp(t.app, t.context);
    const sessionState = t.context.sessions.state.bind(t.context.sessions);
    const slowLookup = vi.spyOn(t.context.sessions, 'state').mockImplementation(async (sessionId) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return sessionState(sessionId);
    });
    const signedIn = `?Authorization=${tokens.accessToken}`;
    const burst = await Promise.all(Array.from({ length: 6 }, () => open(client, signedIn)));
    slowLookup.mockRestore();
    const held = accepted(burst);
    expect(held).toHaveLength(3);
    expect(burst.filter((result) => result === 429)).toHaveLength(3);
    // One trusted hop: the address the proxy appended counts, not what the client wrote before it.
    expect(await open(`198.51.100.200, ${client}`)).toBe(429);

    const other = await open('198.51.100.9');
    expect(other).toBeInstanceOf(WebSocket);

    const [first, ...rest] = held;
    const closed = closeOf(first as WebSocket);
    (first as WebSocket).close();
    await closed;
    // The server lets go of the TCP socket just after the client sees the close: retry briefly.
    let again: WebSocket | number = 429;
    for (let attempt = 0; attempt < 50 && again === 429; attempt += 1) {
      again = await open(client);
      if (again === 429) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(again).toBeInstanceOf(WebSocket);
    expect(await open(client)).toBe(429);
    for (const socket of [...rest, other, again]) (socket as WebSocket).terminate();
  });
});

describe('the limits themselves', () => {
  it('a token bucket holds three seconds of its rate and refills on the injected clock', () => {
    let nowMs = 0;
    const bucket = new TokenBucket(10, 30, () => nowMs);
    expect(Array.from({ length: 31 }, () => bucket.take())).toEqual([...Array(30).fill(true), false]);
    nowMs += 100;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    nowMs += 60_000;
    expect(Array.from({ length: 31 }, () => bucket.take()).filter(Boolean)).toHaveLength(30);
    nowMs -= 5000;
    expect(bucket.take()).toBe(false);
  });

  it('an address limit counts each release once', () => {
    const limit = new AddressConnectionLimit(2);
    const first = limit.acquire('a');
    expect(limit.acquire('a')).not.toBeNull();
    expect(limit.acquire('a')).toBeNull();
    expect(limit.acquire('b')).not.toBeNull();
    first?.();
    first?.();
    expect(limit.openCount('a')).toBe(1);
    expect(limit.acquire('a')).not.toBeNull();
    expect(limit.acquire('a')).toBeNull();
  });
});
