import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DUPLICATE_SEND_WINDOW_MS,
  DataSocket,
  HEARTBEAT_INTERVAL_MS,
  RECONNECT_LIMIT,
  SILENCE_LIMIT_MS,
  SOCKET_ID_KEY,
} from './data-socket';
import type { LanguageSource, WebSocketLike } from './data-socket';
import { emitSessionEvent } from './session-events';
import { clearTokens, setTokens } from './token-store';

class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  ready(): void {
    this.open();
    this.receive(
      JSON.stringify({ type: 'READY', data: { socketId: 's', version: 1, isAuthenticated: false } }),
    );
  }

  /** The server or network ends the connection. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  frames(): unknown[] {
    return this.sent.filter((text) => text !== 'ping').map((text) => JSON.parse(text) as unknown);
  }
}

const latest = (): FakeSocket => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};

function fakeLanguage(): LanguageSource & { change(code: string): void } {
  let listener: ((code: string) => void) | null = null;
  let current = 'en';
  return {
    current: () => current,
    onChange: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    change: (code) => {
      current = code;
      listener?.(code);
    },
  };
}

function makeClient(probeSession = vi.fn(() => Promise.resolve())) {
  const language = fakeLanguage();
  const client = new DataSocket({ WebSocketImpl: FakeSocket, probeSession, language });
  return { client, probeSession, language };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DataSocket', () => {
  it('connects with the access token, a stable socket id and the protocol version', () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const { client } = makeClient();
    const release = client.retain();
    const url = new URL(latest().url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`ws://${window.location.host}/app-websocket`);
    expect(url.searchParams.get('Authorization')).toBe('access-1');
    expect(url.searchParams.get('version')).toBe('1');
    const socketId = url.searchParams.get('socketId');
    expect(socketId).toBeTruthy();
    expect(window.sessionStorage.getItem(SOCKET_ID_KEY)).toBe(socketId);
    client.reconnect();
    expect(new URL(latest().url).searchParams.get('socketId')).toBe(socketId);
    release();
  });

  it('leaves Authorization out for a visitor', () => {
    const { client } = makeClient();
    const release = client.retain();
    expect(new URL(latest().url).searchParams.has('Authorization')).toBe(false);
    release();
  });

  it('reports ready on READY and not ready on close', () => {
    const { client } = makeClient();
    const changes: boolean[] = [];
    client.onReadyChange((isReady) => changes.push(isReady));
    const release = client.retain();
    latest().open();
    expect(client.isReady).toBe(false);
    latest().ready();
    expect(client.isReady).toBe(true);
    latest().drop();
    expect(client.isReady).toBe(false);
    expect(changes).toEqual([true, false]);
    release();
  });

  it('sends the text heartbeat every 2 s while open', () => {
    const { client } = makeClient();
    const release = client.retain();
    latest().ready();
    const pings = () => latest().sent.filter((text) => text === 'ping').length;
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(pings()).toBe(0);
    latest().receive('pong');
    vi.advanceTimersByTime(1);
    expect(pings()).toBe(1);
    latest().receive('pong');
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(pings()).toBe(3);
    release();
    expect(latest().closedWith).toBe(1000);
  });

  it('treats 6 s without a frame as a dead connection and reconnects', () => {
    const { client } = makeClient();
    const release = client.retain();
    const first = latest();
    first.ready();
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1);
    first.receive('pong');
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(first.closedWith).toBe(1000);
    expect(client.isReady).toBe(false);
    vi.runOnlyPendingTimers();
    expect(FakeSocket.instances).toHaveLength(2);
    release();
  });

  it('backs off between failures, stops after 5 and resumes when the page is shown', () => {
    const { client } = makeClient();
    const release = client.retain();
    const delays: number[] = [];
    for (let failure = 1; failure < RECONNECT_LIMIT; failure += 1) {
      const count = FakeSocket.instances.length;
      latest().drop();
      const started = Date.now();
      while (FakeSocket.instances.length === count) vi.advanceTimersByTime(100);
      delays.push(Date.now() - started);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000]);
    latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(RECONNECT_LIMIT);
    expect(client.hasGivenUp).toBe(true);
    expect(client.isReady).toBe(false);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.instances).toHaveLength(RECONNECT_LIMIT + 1);
    expect(client.hasGivenUp).toBe(false);
    latest().ready();
    expect(client.isReady).toBe(true);
    release();
  });

  it('starts over on an explicit reconnect() after giving up', () => {
    const { client } = makeClient();
    const release = client.retain();
    for (let failure = 0; failure < RECONNECT_LIMIT; failure += 1) {
      latest().drop();
      vi.advanceTimersByTime(10_000);
    }
    expect(client.hasGivenUp).toBe(true);
    client.reconnect();
    expect(FakeSocket.instances).toHaveLength(RECONNECT_LIMIT + 1);
    release();
  });

  it('sends the language and resubscribes its symbols after every (re)connect', () => {
    const { client, language } = makeClient();
    const release = client.retain();
    // Topics name the instrument type (contracts/ws/data-socket.ts); blanks around one are trimmed.
    client.subscribe([' 1:BTCUSDT ', '1:ETHUSDT']);
    latest().ready();
    expect(latest().frames()).toEqual([
      { type: 'language', data: 'en' },
      { type: 'SUB', data: ['1:BTCUSDT', '1:ETHUSDT'] },
    ]);
    client.unsubscribe(['1:ETHUSDT']);
    language.change('de');
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().ready();
    expect(latest().frames()).toEqual([
      { type: 'language', data: 'de' },
      { type: 'SUB', data: ['1:BTCUSDT'] },
    ]);
    release();
  });

  it('counts holds per topic: a second holder shares the subscription and only the last release unsubscribes', () => {
    const { client } = makeClient();
    const release = client.retain();
    latest().ready();
    const releaseList = client.holdTopics(['1:BTCUSDT', '1:ETHUSDT']);
    const releaseChart = client.holdTopics(['1:BTCUSDT', '1:BTCUSDT:kline:30']);
    releaseList();
    releaseList();
    expect(latest().frames().slice(1)).toEqual([
      { type: 'SUB', data: ['1:BTCUSDT', '1:ETHUSDT'] },
      { type: 'SUB', data: ['1:BTCUSDT:kline:30'] },
      { type: 'UNSUB', data: ['1:ETHUSDT'] },
    ]);
    releaseChart();
    expect(latest().frames().at(-1)).toEqual({ type: 'UNSUB', data: ['1:BTCUSDT', '1:BTCUSDT:kline:30'] });
    release();
  });

  it('blocks an identical repeated send for 2 s', () => {
    const { client } = makeClient();
    const release = client.retain();
    latest().ready();
    client.subscribe(['1:BTCUSDT']);
    client.subscribe(['1:BTCUSDT']);
    expect(latest().frames()).toHaveLength(2);
    vi.advanceTimersByTime(DUPLICATE_SEND_WINDOW_MS - 1);
    latest().receive('pong');
    client.subscribe(['1:BTCUSDT']);
    expect(latest().frames()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    client.subscribe(['1:BTCUSDT']);
    expect(latest().frames()).toHaveLength(3);
    // A different frame in between is not a repeat: the symbol really is followed again.
    client.unsubscribe(['1:BTCUSDT']);
    client.subscribe(['1:BTCUSDT']);
    expect(latest().frames().slice(-2)).toEqual([
      { type: 'UNSUB', data: ['1:BTCUSDT'] },
      { type: 'SUB', data: ['1:BTCUSDT'] },
    ]);
    release();
  });

  it('delivers typed server messages to their handlers', () => {
    const { client } = makeClient();
    const reasons: string[] = [];
    client.onMessage('FORCE_LOGOUT', (data) => reasons.push(data.reason));
    const release = client.retain();
    latest().ready();
    latest().receive(JSON.stringify({ type: 'FORCE_LOGOUT', data: { reason: 'otherLogin' } }));
    latest().receive(JSON.stringify({ type: 'FORCE_LOGOUT', data: { reason: 'bogus' } }));
    latest().receive('not json');
    expect(reasons).toEqual(['otherLogin']);
    release();
  });

  it('probes the session once per token when an authenticated upgrade fails', () => {
    setTokens({ accessToken: 'stale', refreshToken: 'refresh' });
    const { client, probeSession } = makeClient();
    const release = client.retain();
    latest().drop();
    vi.advanceTimersByTime(500);
    latest().drop();
    expect(probeSession).toHaveBeenCalledTimes(1);
    release();
  });

  it('reconnects with the new token after a refresh and follows a logout', () => {
    setTokens({ accessToken: 'old', refreshToken: 'refresh' });
    const { client } = makeClient();
    const release = client.retain();
    latest().ready();
    setTokens({ accessToken: 'new', refreshToken: 'refresh-2' });
    emitSessionEvent('tokensRefreshed');
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.instances[0]?.closedWith).toBe(1000);
    expect(new URL(latest().url).searchParams.get('Authorization')).toBe('new');
    clearTokens();
    emitSessionEvent('sessionEnded');
    expect(FakeSocket.instances).toHaveLength(3);
    expect(new URL(latest().url).searchParams.has('Authorization')).toBe(false);
    release();
    expect(latest().closedWith).toBe(1000);
    setTokens({ accessToken: 'after-release', refreshToken: 'r' });
    expect(FakeSocket.instances).toHaveLength(3);
  });
});
