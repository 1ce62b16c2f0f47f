import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { MARKET_TICKS_CHANNEL } from '../../src/engines/price-feed/market-batch';
import { DataSocketHub, MAX_BUFFERED_BYTES, type Client } from '../../src/platform/ws-hub/data-socket-hub';
import { createTestApp, isPostgres, type TestApp } from '../support/test-app';
import { loginAs, signUp } from '../support/api';
import { connectSocket, tickBatch } from '../support/socket-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const connect = (app = t.app, query = '', headers: Record<string, string> = {}) =>
  connectSocket(app, query, headers);

/** The row the socket pushes for `tickBatch(price)`. */
const pushedRow = (price: string, time = 1) => ({
  p: 'BTCUSDT',
  type: 1,
  a: price,
  b: '1200.5',
  pe: (Number(price) - 100).toFixed(2),
  peA: String(Number((Number(price) - 100).toFixed(8))),
  t: time,
  st: 1,
  h: '101',
  l: '99',
});

const row = (price: string) => ({
  p: 'BTCUSDT',
  type: 1,
  a: price,
  b: '1200.5',
  pe: '1.25',
  peA: '1100',
  t: 1,
  st: 1,
});

describe('the data socket', () => {
  it('greets, answers the text heartbeat, and forwards the feed to the topics a client follows', async () => {
    const client = await connect(t.app, '?socketId=abc&version=1');
    expect(await client.next('READY')).toEqual({
      type: 'READY',
      data: { socketId: 'abc', version: 1, isAuthenticated: false },
    });
    client.socket.send('ping');
    await expect.poll(() => client.frames.includes('pong')).toBe(true);
    client.socket.send(JSON.stringify({ type: 'SUB', data: ['1:BTCUSDT', '1:ETHUSDT'] }));
    expect((await client.next('SUBSCRIBED')).data).toEqual(['1:BTCUSDT', '1:ETHUSDT']);
    await t.context.bus.publish(MARKET_TICKS_CHANNEL, tickBatch('100.3'));
    expect(await client.next('MARKET')).toEqual({ type: 'MARKET', data: pushedRow('100.3') });
    // A contract tick of the same pair is another topic: this client does not follow it.
    await t.context.bus.publish(MARKET_TICKS_CHANNEL, {
      ...tickBatch('100.4', 2, 2),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages().filter((message) => message.type === 'MARKET')).toHaveLength(1);
    client.socket.send(JSON.stringify({ type: 'UNSUB', data: ['1:BTCUSDT'] }));
    expect((await client.next('SUBSCRIBED', 2)).data).toEqual(['1:ETHUSDT']);
    client.socket.terminate();
  });

  it('answers a bad frame with an ERROR naming the field and stays open', async () => {
    const client = await connect();
    client.socket.send('{not json');
    expect((await client.next('ERROR')).data).toMatchObject({ code: 400, field: 'frame' });
    client.socket.send(JSON.stringify({ type: 'SUB', data: ['btc usdt'] }));
    expect((await client.next('ERROR', 2)).data).toMatchObject({ code: 400, field: 'data.0' });
    client.socket.send(JSON.stringify({ type: 'NOPE' }));
    expect((await client.next('ERROR', 3)).data).toMatchObject({ field: 'type' });
    // A plain symbol is a topic too (its contract, socket-limits.test.ts); a typed one needs its type.
    client.socket.send(JSON.stringify({ type: 'SUB', data: ['BTCUSDT:depth'] }));
    expect((await client.next('ERROR', 4)).data).toMatchObject({ field: 'data.0' });
    client.socket.send(
      JSON.stringify({ type: 'SUB', data: ['1:SOLUSDT', '2:SOLUSDT:depth', '3:AAPL:kline:2H'] }),
    );
    expect((await client.next('SUBSCRIBED')).data).toEqual([
      '1:SOLUSDT',
      '2:SOLUSDT:depth',
      '3:AAPL:kline:2H',
    ]);
    client.socket.terminate();
  });

  it('refuses a bad token (401), a replaced session (409) and a foreign origin (403) before the upgrade', async () => {
    await expect(connect(t.app, '?Authorization=not-a-token')).rejects.toThrow(/401/);
    const { email, password, tokens } = await signUp(t.app, t.context);
    await loginAs(t.app, email, password);
    await expect(connect(t.app, `?Authorization=${tokens.accessToken}`)).rejects.toThrow(/409/);
    await expect(connect(t.app, '', { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });

  it('pushes FORCE_LOGOUT to the replaced session when the account logs in elsewhere', async () => {
    const { email, password, tokens } = await signUp(t.app, t.context);
    const client = await connect(t.app, `?Authorization=${tokens.accessToken}`);
    expect((await client.next('READY')).data.isAuthenticated).toBe(true);
    await loginAs(t.app, email, password);
    expect(await client.next('FORCE_LOGOUT')).toEqual({
      type: 'FORCE_LOGOUT',
      data: { reason: 'otherLogin' },
    });
    client.socket.terminate();
  });
});

describe('the hub', () => {
  const fakeClient = (bufferedAmount: number) => {
    const sent: (string | Buffer)[] = [];
    let isTerminated = false;
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount,
      send: (frame: string | Buffer) => sent.push(frame),
      terminate: () => (isTerminated = true),
      ping: () => {},
      close: () => {},
    } as unknown as WebSocket;
    const client: Client = {
      socket,
      socketId: 'x',
      userId: null,
      sessionId: null,
      language: 'en',
      symbols: new Set(),
      lastHeardMs: 0,
    };
    return { client, sent, isTerminated: () => isTerminated };
  };

  it('coalesces a burst for a topic into its latest message', () => {
    const hub = new DataSocketHub();
    const one = fakeClient(0);
    hub.add(one.client);
    hub.subscribe(one.client, ['1:BTCUSDT']);
    for (const price of ['1', '2', '3']) hub.publishMarket('1:BTCUSDT', { type: 'MARKET', data: row(price) });
    hub.publishMarket('1:ETHUSDT', { type: 'MARKET', data: row('9') });
    hub.flush();
    expect(one.sent.map(String)).toEqual([JSON.stringify({ type: 'MARKET', data: row('3') })]);
    hub.close();
  });

  it('sends one serialised buffer to every subscriber and drops a client too slow to keep up', () => {
    const hub = new DataSocketHub();
    const fast = fakeClient(0);
    const other = fakeClient(0);
    const slow = fakeClient(MAX_BUFFERED_BYTES + 1);
    for (const { client } of [fast, other, slow]) {
      hub.add(client);
      hub.subscribe(client, ['1:BTCUSDT']);
    }
    hub.publishMarket('1:BTCUSDT', { type: 'MARKET', data: row('1') });
    hub.flush();
    expect(fast.sent.map(String)).toEqual([JSON.stringify({ type: 'MARKET', data: row('1') })]);
    // The very same buffer object, not a copy per client.
    expect(other.sent[0]).toBe(fast.sent[0]);
    expect(slow.sent).toEqual([]);
    expect(slow.isTerminated()).toBe(true);
    expect(hub.droppedSlowClients).toBe(1);
    hub.close();
  });
});

describe.runIf(isPostgres() && process.env.REDIS_URL)('two instances on Redis', () => {
  it('a tick batch published on one instance reaches a client of the other', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const first = await createTestApp({ config: { REDIS_KEY_PREFIX: prefix } });
    const second = await createTestApp({ config: { REDIS_KEY_PREFIX: prefix } });
    try {
      const client = await connect(second.app);
      client.socket.send(JSON.stringify({ type: 'SUB', data: ['1:BTCUSDT'] }));
      await client.next('SUBSCRIBED');
      await first.context.bus.publish(MARKET_TICKS_CHANNEL, tickBatch('142.5'));
      expect(await client.next('MARKET')).toEqual({ type: 'MARKET', data: pushedRow('142.5') });
      client.socket.terminate();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
