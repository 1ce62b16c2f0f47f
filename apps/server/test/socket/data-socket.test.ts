import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '@exchange/contracts';
import { MARKET_ROWS_CHANNEL } from '../../src/platform/ws-hub/channels';
import { DataSocketHub, MAX_BUFFERED_BYTES, type Client } from '../../src/platform/ws-hub/data-socket-hub';
import { createTestApp, isPostgres, type TestApp } from '../support/test-app';
import { loginAs, signUp } from '../support/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A connected client that records every frame it receives. */
const connect = async (app = t.app, query = '', headers: Record<string, string> = {}) => {
  const frames: string[] = [];
  const socket: WebSocket = await app.injectWS(
    `/app-websocket${query}`,
    { headers },
    { onInit: (ws) => ws.on('message', (data) => frames.push(data.toString())) },
  );
  const messages = () =>
    frames.filter((frame) => frame.startsWith('{')).map((frame) => JSON.parse(frame) as ServerMessage);
  const next = async <T extends ServerMessage['type']>(
    type: T,
    count = 1,
  ): Promise<Extract<ServerMessage, { type: T }>> => {
    for (let waited = 0; waited < 3000; waited += 10) {
      const matching = messages().filter((message) => message.type === type);
      if (matching.length >= count) return matching[count - 1] as Extract<ServerMessage, { type: T }>;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${type} frame; got ${frames.join(' | ')}`);
  };
  return { socket, frames, messages, next };
};

const row = (price: string) => ({
  p: 'BTCUSDT',
  a: price,
  b: '1200.5',
  pe: '1.25',
  peA: '1100',
  t: 1,
  st: 1,
});

describe('the data socket', () => {
  it('greets, answers the text heartbeat, and coalesces a burst into the latest row', async () => {
    const client = await connect(t.app, '?socketId=abc&version=1');
    expect(await client.next('READY')).toEqual({
      type: 'READY',
      data: { socketId: 'abc', version: 1, isAuthenticated: false },
    });
    client.socket.send('ping');
    await expect.poll(() => client.frames.includes('pong')).toBe(true);
    client.socket.send(JSON.stringify({ type: 'SUB', data: ['BTCUSDT', 'ETHUSDT'] }));
    expect((await client.next('SUBSCRIBED')).data).toEqual(['BTCUSDT', 'ETHUSDT']);
    for (const price of ['100.1', '100.2', '100.3'])
      await t.context.bus.publish(MARKET_ROWS_CHANNEL, { symbol: 'BTCUSDT', row: row(price) });
    expect(await client.next('MARKET')).toEqual({ type: 'MARKET', data: row('100.3') });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(client.messages().filter((message) => message.type === 'MARKET')).toHaveLength(1);
    client.socket.send(JSON.stringify({ type: 'UNSUB', data: ['BTCUSDT'] }));
    expect((await client.next('SUBSCRIBED', 2)).data).toEqual(['ETHUSDT']);
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
    client.socket.send(JSON.stringify({ type: 'SUB', data: ['SOLUSDT'] }));
    expect((await client.next('SUBSCRIBED')).data).toEqual(['SOLUSDT']);
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
    const sent: string[] = [];
    let isTerminated = false;
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount,
      send: (frame: string) => sent.push(frame),
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

  it('sends one serialised frame to every subscriber and drops a client too slow to keep up', () => {
    const hub = new DataSocketHub();
    const fast = fakeClient(0);
    const slow = fakeClient(MAX_BUFFERED_BYTES + 1);
    for (const { client } of [fast, slow]) {
      hub.add(client);
      hub.subscribe(client, ['BTCUSDT']);
    }
    hub.publishMarket('BTCUSDT', { type: 'MARKET', data: row('1') });
    hub.flush();
    expect(fast.sent).toEqual([JSON.stringify({ type: 'MARKET', data: row('1') })]);
    expect(slow.sent).toEqual([]);
    expect(slow.isTerminated()).toBe(true);
    expect(hub.droppedSlowClients).toBe(1);
    hub.close();
  });
});

describe.runIf(isPostgres() && process.env.REDIS_URL)('two instances on Redis', () => {
  it('a row published on one instance reaches a client of the other', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const first = await createTestApp({ config: { REDIS_KEY_PREFIX: prefix } });
    const second = await createTestApp({ config: { REDIS_KEY_PREFIX: prefix } });
    try {
      const client = await connect(second.app);
      client.socket.send(JSON.stringify({ type: 'SUB', data: ['BTCUSDT'] }));
      await client.next('SUBSCRIBED');
      await first.context.bus.publish(MARKET_ROWS_CHANNEL, { symbol: 'BTCUSDT', row: row('42.5') });
      expect(await client.next('MARKET')).toEqual({ type: 'MARKET', data: row('42.5') });
      client.socket.terminate();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
