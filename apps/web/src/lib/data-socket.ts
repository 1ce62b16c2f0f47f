import i18next from 'i18next';
import {
  DATA_SOCKET_PATH,
  DATA_SOCKET_VERSION,
  HEARTBEAT_REPLY,
  HEARTBEAT_TEXT,
  MAX_SUBSCRIPTIONS,
  TOPIC_PATTERN,
  serverMessageSchema,
} from '@exchange/contracts/ws/data-socket';
import type { ClientMessage, ServerMessage } from '@exchange/contracts/ws/data-socket';
import { callOperation } from './api-client';
import { operations } from './operations';
import { onSessionEvent } from './session-events';
import { getAccessToken, tokenStore } from './token-store';

/**
 * The data socket client (spec §§4, 7 Sockets, 9): one connection to `/app-websocket` with heartbeat, silence
 * detection, reconnect with backoff (stopping after 5 failures until the page is shown again), resubscription and
 * the 2 s duplicate-send guard. It imports zod through the protocol schemas, so screens load it lazily
 * (`import('@/lib/data-socket')`) to keep it out of the /login entry.
 */
export const HEARTBEAT_INTERVAL_MS = 2_000;
export const SILENCE_LIMIT_MS = 6_000;
export const RECONNECT_LIMIT = 5;
export const RECONNECT_BASE_DELAY_MS = 500;
export const RECONNECT_MAX_DELAY_MS = 8_000;
export const DUPLICATE_SEND_WINDOW_MS = 2_000;
export const SOCKET_ID_KEY = 'data_socket_id';

const OPEN = 1;
/** Normal closure: the only code (with 3000-4999) a browser lets a page send. */
const CLOSE_NORMAL = 1000;

/** The part of the browser WebSocket the client uses, so tests can inject a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface LanguageSource {
  current(): string;
  onChange(listener: (code: string) => void): () => void;
}

export interface DataSocketOptions {
  WebSocketImpl?: WebSocketConstructor;
  /**
   * Called once per token whose connection closed before READY. A browser cannot read the failed upgrade's HTTP
   * status, so an authenticated API call lets the API client do what it does for that status: refresh on 401
   * (the new token then reconnects this socket), forced logout on 409.
   */
  probeSession?: () => Promise<unknown>;
  language?: LanguageSource;
}

type MessageType = ServerMessage['type'];
type MessageData<T extends MessageType> = Extract<ServerMessage, { type: T }>['data'];
type Handler<T extends MessageType> = (data: MessageData<T>) => void;

const i18nextLanguage: LanguageSource = {
  current: () => i18next.language || 'en',
  onChange: (listener) => {
    i18next.on('languageChanged', listener);
    return () => i18next.off('languageChanged', listener);
  },
};

/** Random per tab and kept in session storage, so a reload reconnects as the same socket; a logout clears it. */
function stableSocketId(): string {
  try {
    const stored = window.sessionStorage.getItem(SOCKET_ID_KEY);
    if (stored) return stored;
    const id =
      globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    window.sessionStorage.setItem(SOCKET_ID_KEY, id);
    return id;
  } catch {
    return Math.random().toString(36).slice(2);
  }
}

export function dataSocketUrl(token: string | null, socketId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams();
  if (token) query.set('Authorization', token);
  query.set('socketId', socketId);
  query.set('version', String(DATA_SOCKET_VERSION));
  return `${scheme}://${window.location.host}${DATA_SOCKET_PATH}?${query.toString()}`;
}

/** Valid topics (`1:BTCUSDT`, `1:BTCUSDT:depth`, …), unique and sorted, so the same set always makes the same
 * frame (for the duplicate guard). */
function normalizeSymbols(symbols: readonly string[]): string[] {
  const valid = symbols.map((symbol) => symbol.trim()).filter((s) => TOPIC_PATTERN.test(s));
  return [...new Set(valid)].sort();
}

export class DataSocket {
  private readonly WebSocketImpl: WebSocketConstructor;
  private readonly probeSession: () => Promise<unknown>;
  private readonly language: LanguageSource;
  private readonly handlers = new Map<MessageType, Set<(data: never) => void>>();
  private readonly readyListeners = new Set<(isReady: boolean) => void>();
  private readonly symbols = new Set<string>();
  private readonly topicHolds = new Map<string, number>();
  private holders = 0;
  private detachers: (() => void)[] = [];
  private socket: WebSocketLike | null = null;
  private socketToken: string | null = null;
  private ready = false;
  private failures = 0;
  private gaveUp = false;
  private probedToken: string | null = null;
  private lastFrame: { text: string; at: number } | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: DataSocketOptions = {}) {
    this.WebSocketImpl = options.WebSocketImpl ?? (window.WebSocket as WebSocketConstructor);
    this.probeSession = options.probeSession ?? (() => callOperation(operations.keepOnline, { noMsg: true }));
    this.language = options.language ?? i18nextLanguage;
  }

  get isReady(): boolean {
    return this.ready;
  }

  /** Whether reconnecting stopped after {@link RECONNECT_LIMIT} failures (until shown again or `reconnect()`). */
  get hasGivenUp(): boolean {
    return this.gaveUp;
  }

  /** Keeps the connection open while anyone holds it; returns the release. */
  retain(): () => void {
    this.holders += 1;
    if (this.holders === 1) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) this.stop();
    };
  }

  onMessage<T extends MessageType>(type: T, handler: Handler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set();
    set.add(handler as (data: never) => void);
    this.handlers.set(type, set);
    return () => set.delete(handler as (data: never) => void);
  }

  onReadyChange(listener: (isReady: boolean) => void): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  subscribe(symbols: readonly string[]): void {
    const added = normalizeSymbols(symbols).filter((symbol) => {
      if (this.symbols.has(symbol)) return true;
      if (this.symbols.size >= MAX_SUBSCRIPTIONS) return false;
      this.symbols.add(symbol);
      return true;
    });
    if (added.length > 0) this.send({ type: 'SUB', data: added });
  }

  /**
   * Follows topics on behalf of one holder. Holds are counted per topic across the whole app, so two screens (a
   * market list and the chart) following the same topic share one subscription and one's release never cancels
   * the other's. Newly held topics go out in one SUB; pair every call with one `releaseTopics` of the same topics.
   */
  acquireTopics(topics: readonly string[]): void {
    const added = normalizeSymbols(topics).filter((topic) => {
      const count = (this.topicHolds.get(topic) ?? 0) + 1;
      this.topicHolds.set(topic, count);
      return count === 1;
    });
    if (added.length > 0) this.subscribe(added);
  }

  /** Ends one holder's interest; topics nobody holds any more go out in one UNSUB. */
  releaseTopics(topics: readonly string[]): void {
    const dropped = normalizeSymbols(topics).filter((topic) => {
      const count = (this.topicHolds.get(topic) ?? 0) - 1;
      if (count > 0) this.topicHolds.set(topic, count);
      else this.topicHolds.delete(topic);
      return count <= 0;
    });
    if (dropped.length > 0) this.unsubscribe(dropped);
  }

  /** `acquireTopics` with its release: call the returned function once, when the holder stops following. */
  holdTopics(topics: readonly string[]): () => void {
    const held = normalizeSymbols(topics);
    this.acquireTopics(held);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.releaseTopics(held);
    };
  }

  unsubscribe(symbols: readonly string[]): void {
    const removed = normalizeSymbols(symbols).filter((symbol) => this.symbols.delete(symbol));
    if (removed.length > 0) this.send({ type: 'UNSUB', data: removed });
  }

  /** Starts over now: resets the failure count (a user's retry, or the page shown again after giving up). */
  reconnect(): void {
    if (this.holders === 0) return;
    this.failures = 0;
    this.gaveUp = false;
    this.dropSocket();
    this.connect();
  }

  private start(): void {
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && this.gaveUp) this.reconnect();
    };
    document.addEventListener('visibilitychange', onVisibility);
    // Login, refresh (also in another tab) and logout all change the stored token; reconnect with the new one.
    const followToken = () => {
      if (getAccessToken() !== this.socketToken) this.reconnect();
    };
    this.detachers = [
      () => document.removeEventListener('visibilitychange', onVisibility),
      tokenStore.subscribe(followToken),
      onSessionEvent('tokensRefreshed', followToken),
      onSessionEvent('sessionEnded', followToken),
      this.language.onChange((code) => this.send({ type: 'language', data: code })),
    ];
    this.failures = 0;
    this.gaveUp = false;
    this.connect();
  }

  private stop(): void {
    for (const detach of this.detachers) detach();
    this.detachers = [];
    clearTimeout(this.reconnectTimer);
    this.dropSocket();
    this.gaveUp = false;
  }

  private connect(): void {
    clearTimeout(this.reconnectTimer);
    const token = getAccessToken();
    const socket = new this.WebSocketImpl(dataSocketUrl(token, stableSocketId()));
    this.socket = socket;
    this.socketToken = token;
    this.lastFrame = null;
    let wasReady = false;
    this.armSilenceTimer();
    socket.onopen = () => {
      this.armSilenceTimer();
      this.heartbeatTimer = setInterval(() => {
        if (socket.readyState === OPEN) socket.send(HEARTBEAT_TEXT);
      }, HEARTBEAT_INTERVAL_MS);
      // The server keeps no state across connections: tell it the language and the symbols again.
      this.send({ type: 'language', data: this.language.current() });
      if (this.symbols.size > 0) this.send({ type: 'SUB', data: [...this.symbols].sort() });
    };
    socket.onmessage = (event) => {
      this.armSilenceTimer();
      const message = this.parse(event.data);
      if (message?.type === 'READY') {
        wasReady = true;
        this.failures = 0;
        this.setReady(true);
      }
      if (message) this.dispatch(message);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => this.handleClosed(wasReady, token);
  }

  private parse(data: unknown): ServerMessage | null {
    if (typeof data !== 'string' || data === HEARTBEAT_REPLY) return null;
    try {
      const parsed = serverMessageSchema.safeParse(JSON.parse(data));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private dispatch(message: ServerMessage): void {
    for (const handler of this.handlers.get(message.type) ?? []) {
      (handler as (data: ServerMessage['data']) => void)(message.data);
    }
  }

  private armSilenceTimer(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      // A dead connection may take minutes to report its close; treat the silence as the close.
      const wasReady = this.ready;
      const token = this.socketToken;
      this.dropSocket();
      this.handleClosed(wasReady, token);
    }, SILENCE_LIMIT_MS);
  }

  private handleClosed(wasReady: boolean, token: string | null): void {
    this.dropSocket();
    if (this.holders === 0) return;
    if (!wasReady && token && this.probedToken !== token) {
      this.probedToken = token;
      void this.probeSession().catch(() => undefined);
    }
    this.failures = wasReady ? 1 : this.failures + 1;
    if (this.failures >= RECONNECT_LIMIT) {
      this.gaveUp = true;
      return;
    }
    const delay = Math.min(RECONNECT_BASE_DELAY_MS * 2 ** (this.failures - 1), RECONNECT_MAX_DELAY_MS);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  /** Closes the current connection without reacting to its close event. */
  private dropSocket(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.silenceTimer);
    const socket = this.socket;
    this.socket = null;
    this.setReady(false);
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(CLOSE_NORMAL);
    } catch {
      // Already closed.
    }
  }

  /** Sends when open; identical consecutive frames within 2 s are dropped (spec §5). State replays on connect. */
  private send(message: ClientMessage): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    const text = JSON.stringify(message);
    const now = Date.now();
    if (this.lastFrame?.text === text && now - this.lastFrame.at < DUPLICATE_SEND_WINDOW_MS) return;
    this.lastFrame = { text, at: now };
    socket.send(text);
  }

  private setReady(isReady: boolean): void {
    if (this.ready === isReady) return;
    this.ready = isReady;
    for (const listener of this.readyListeners) listener(isReady);
  }
}

let shared: DataSocket | null = null;

/** The app's one data socket. */
export function getDataSocket(): DataSocket {
  shared ??= new DataSocket();
  return shared;
}
