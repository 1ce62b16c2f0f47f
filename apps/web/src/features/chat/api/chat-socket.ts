import i18next from 'i18next';
import type { ImClientMessage, ImServerMessage } from '@exchange/contracts/ws/im-socket';
import { paths } from '@/config/paths';
import type { LanguageSource, WebSocketConstructor, WebSocketLike } from '@/lib/data-socket';
import { currentPathname } from '@/lib/navigation';
import type { ChatConnectionState } from '../stores/chat-store';
import {
  IM_INVALID_TOKEN_TEXT,
  IM_PING_INTERVAL_MS,
  IM_PING_TEXT,
  IM_PONG_TEXT,
  IM_SOCKET_PATH,
} from '../utils/chat-rules';
import { chatToken, onChatTokenChange, refreshChatSession } from './chat-session';

/**
 * The chat socket client (`/im-websocket`, spec §4, §7 Sockets, §9): connects with the chat's token and a socket id,
 * says the language on open, pings every 6 s, reconnects with backoff, and on `Invalid token` / TOKEN_INVALID
 * refreshes the token (at most once per 20 s, never on a login-type page) and reconnects. Frames are parsed with the
 * contract's schema, loaded on first connect so zod stays out of the screens' chunk. What the frames mean for the
 * conversation is chat-sync's business; this class only moves them.
 */
export const CHAT_RECONNECT_BASE_MS = 1_000;
export const CHAT_RECONNECT_MAX_MS = 30_000;
/** Failed connects in a row before giving up (until the page is shown again, goes online or the user retries). */
export const CHAT_RECONNECT_LIMIT = 10;
/** Spec §8, §9: the chat refreshes its token at most this often. */
export const CHAT_REFRESH_INTERVAL_MS = 20_000;
/** Spec §4, §9: the connected flag goes off after this long without a frame from the server (pong included). */
export const CHAT_IDLE_MS = 600_000;
/** Identical control frames (language, MSG_ACK) within this window are sent once (spec §5). */
export const CHAT_DUPLICATE_WINDOW_MS = 2_000;
export const CHAT_SOCKET_ID_KEY = 'im_socket_id';
/** The close code of a refused token (the contract's IM_INVALID_TOKEN_CLOSE_CODE). */
const INVALID_TOKEN_CLOSE_CODE = 4401;
const OPEN = 1;
const CLOSE_NORMAL = 1000;

/** Spec §8: no token refresh on these pages (the user is signing in anyway). */
const LOGIN_TYPE_PAGES: readonly string[] = [paths.login.path, paths.register.path, paths.forgot.path];

export interface ChatFrame {
  direction: 'in' | 'out';
  text: string;
  at: number;
}

type Parse = (value: unknown) => ImServerMessage | null;

export interface ChatSocketOptions {
  WebSocketImpl?: WebSocketConstructor;
  /** A fixed socket id (the inspector's own connection); by default one per tab, kept in session storage. */
  socketId?: string;
  token?: () => string | null;
  /**
   * The token the socket URL carries, from the session's token: the app asks `im/token` for a chat-only one (spec
   * "temporary IM token"), so a URL proxies may log never holds a token that moves money. The same token by default.
   */
  socketToken?: (token: string | null) => Promise<string | null>;
  refreshToken?: () => Promise<boolean>;
  onTokenChange?: (listener: () => void) => () => void;
  isLoginPage?: () => boolean;
  language?: LanguageSource;
}

const i18nextLanguage: LanguageSource = {
  current: () => i18next.language || 'en',
  onChange: (listener) => {
    i18next.on('languageChanged', listener);
    return () => i18next.off('languageChanged', listener);
  },
};

let parserLoad: Promise<Parse> | null = null;

/** The contract's frame schema, loaded once (a failed chunk load is retried by the next connect). */
function loadParser(): Promise<Parse> {
  parserLoad ??= import('@exchange/contracts/ws/im-socket').then(
    ({ imServerMessageSchema }) =>
      (value: unknown) => {
        const parsed = imServerMessageSchema.safeParse(value);
        return parsed.success ? parsed.data : null;
      },
    (error: unknown) => {
      parserLoad = null;
      throw error;
    },
  );
  return parserLoad;
}

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

function tabSocketId(): string {
  try {
    const stored = window.sessionStorage.getItem(CHAT_SOCKET_ID_KEY);
    if (stored) return stored;
    const id = randomId();
    window.sessionStorage.setItem(CHAT_SOCKET_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

export function chatSocketUrl(token: string | null, socketId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams();
  if (token) query.set('Authorization', token);
  query.set('socketId', socketId);
  return `${scheme}://${window.location.host}${IM_SOCKET_PATH}?${query.toString()}`;
}

export class ChatSocket {
  private readonly WebSocketImpl: WebSocketConstructor;
  private readonly socketId: () => string;
  private readonly token: () => string | null;
  private readonly urlToken: (token: string | null) => Promise<string | null>;
  private readonly refreshToken: () => Promise<boolean>;
  private readonly onTokenChange: (listener: () => void) => () => void;
  private readonly isLoginPage: () => boolean;
  private readonly language: LanguageSource;
  private readonly messageListeners = new Set<(message: ImServerMessage) => void>();
  private readonly frameListeners = new Set<(frame: ChatFrame) => void>();
  private readonly stateListeners = new Set<(state: ChatConnectionState) => void>();
  private readonly liveListeners = new Set<(isLive: boolean) => void>();
  private holders = 0;
  private detachers: (() => void)[] = [];
  private socket: WebSocketLike | null = null;
  private socketToken: string | null = null;
  private parse: Parse | null = null;
  private current: ChatConnectionState = 'idle';
  private live = false;
  private failures = 0;
  private lastRefreshAt = Number.NEGATIVE_INFINITY;
  private lastControlFrame: { text: string; at: number } | null = null;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: ChatSocketOptions = {}) {
    this.WebSocketImpl = options.WebSocketImpl ?? (window.WebSocket as WebSocketConstructor);
    const fixedId = options.socketId;
    this.socketId = fixedId ? () => fixedId : tabSocketId;
    this.token = options.token ?? chatToken;
    this.urlToken = options.socketToken ?? (async (token) => token);
    this.refreshToken = options.refreshToken ?? refreshChatSession;
    this.onTokenChange = options.onTokenChange ?? onChatTokenChange;
    this.isLoginPage = options.isLoginPage ?? (() => LOGIN_TYPE_PAGES.includes(currentPathname()));
    this.language = options.language ?? i18nextLanguage;
  }

  get state(): ChatConnectionState {
    return this.current;
  }

  /** Spec §4's connected flag: frames arrive (off after {@link CHAT_IDLE_MS} without one, and while closed). */
  get isLive(): boolean {
    return this.live;
  }

  /** Keeps the connection open while anyone holds it; returns the release. */
  retain(): () => void {
    this.holders += 1;
    if (this.holders === 1) this.start();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.holders -= 1;
      if (this.holders === 0) this.stop();
    };
  }

  onMessage(listener: (message: ImServerMessage) => void): () => void {
    return subscribe(this.messageListeners, listener);
  }

  /** Every frame in and out as its text (the socket inspector). */
  onFrame(listener: (frame: ChatFrame) => void): () => void {
    return subscribe(this.frameListeners, listener);
  }

  onState(listener: (state: ChatConnectionState) => void): () => void {
    return subscribe(this.stateListeners, listener);
  }

  onLive(listener: (isLive: boolean) => void): () => void {
    return subscribe(this.liveListeners, listener);
  }

  /** Sends a frame when open; identical control frames within 2 s go once (a message always goes: resends). */
  send(message: ImClientMessage): boolean {
    const text = JSON.stringify(message);
    if (message.type !== 'SEND_MESSAGE') {
      const now = Date.now();
      const last = this.lastControlFrame;
      if (last?.text === text && now - last.at < CHAT_DUPLICATE_WINDOW_MS) return true;
      this.lastControlFrame = { text, at: now };
    }
    return this.sendText(text);
  }

  /** Sends raw text when open (the heartbeat, the inspector); false when not open. */
  sendText(text: string): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(text);
    this.emitFrame('out', text);
    return true;
  }

  /** Starts over now (the user's retry, the page shown again, a new token). */
  reconnectNow(): void {
    if (this.holders === 0) return;
    this.failures = 0;
    this.dropSocket();
    this.connect();
  }

  private start(): void {
    const resume = () => {
      if (document.visibilityState === 'visible' && this.current === 'stopped') this.reconnectNow();
    };
    const followToken = () => {
      if (this.token() !== this.socketToken) this.reconnectNow();
    };
    document.addEventListener('visibilitychange', resume);
    window.addEventListener('online', resume);
    this.detachers = [
      () => document.removeEventListener('visibilitychange', resume),
      () => window.removeEventListener('online', resume),
      this.onTokenChange(followToken),
      this.language.onChange((code) => void this.send({ type: 'language', data: code })),
    ];
    this.failures = 0;
    this.connect();
  }

  private stop(): void {
    for (const detach of this.detachers) detach();
    this.detachers = [];
    clearTimeout(this.reconnectTimer);
    this.dropSocket();
    this.setState('idle');
  }

  private connect(): void {
    clearTimeout(this.reconnectTimer);
    this.setState('connecting');
    const token = this.token();
    Promise.all([loadParser(), token ? this.urlToken(token) : null]).then(
      ([parse, urlToken]) => {
        this.parse = parse;
        if (this.holders > 0 && this.current === 'connecting' && !this.socket) this.open(token, urlToken);
      },
      () => this.handleClosed(),
    );
  }

  /** `token` is the session's (followed for changes), `urlToken` what the socket URL carries. */
  private open(token: string | null, urlToken: string | null): void {
    const socket = new this.WebSocketImpl(chatSocketUrl(urlToken, this.socketId()));
    this.socket = socket;
    this.socketToken = token;
    this.lastControlFrame = null;
    socket.onopen = () => {
      this.failures = 0;
      this.setState('open');
      this.pingTimer = setInterval(() => this.sendText(IM_PING_TEXT), IM_PING_INTERVAL_MS);
      this.send({ type: 'language', data: this.language.current() });
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (event.code === INVALID_TOKEN_CLOSE_CODE) this.handleInvalidToken();
      else this.handleClosed();
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    this.emitFrame('in', data);
    this.markLive();
    if (data === IM_PONG_TEXT) return;
    if (data === IM_INVALID_TOKEN_TEXT) {
      this.handleInvalidToken();
      return;
    }
    let message: ImServerMessage | null = null;
    try {
      message = this.parse?.(JSON.parse(data)) ?? null;
    } catch {
      message = null;
    }
    if (!message) return;
    for (const listener of this.messageListeners) listener(message);
    if (message.type === 'TOKEN_INVALID') this.handleInvalidToken();
  }

  /** Refreshes (once per 20 s, the wait spent closed) and reconnects; stays closed on a login-type page. */
  private handleInvalidToken(): void {
    this.dropSocket();
    if (this.holders === 0) return;
    if (this.isLoginPage()) {
      this.setState('stopped');
      return;
    }
    const waitMs = Math.max(0, this.lastRefreshAt + CHAT_REFRESH_INTERVAL_MS - Date.now());
    this.setState('waiting');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.refreshAndReconnect(), waitMs);
  }

  private async refreshAndReconnect(): Promise<void> {
    if (this.holders === 0 || this.current !== 'waiting') return;
    if (this.isLoginPage()) {
      this.setState('stopped');
      return;
    }
    this.lastRefreshAt = Date.now();
    const tokenRefused = this.socketToken;
    const isRefreshed = await this.refreshToken().catch(() => false);
    // A new token may already have reconnected the socket (the token listener).
    if (this.holders === 0 || this.current !== 'waiting') return;
    if (isRefreshed || this.token() !== tokenRefused) this.connect();
    else this.setState('stopped');
  }

  private handleClosed(): void {
    const wasOpen = this.current === 'open';
    this.dropSocket();
    if (this.holders === 0) return;
    this.failures = wasOpen ? 1 : this.failures + 1;
    if (this.failures > CHAT_RECONNECT_LIMIT) {
      this.setState('stopped');
      return;
    }
    const delayMs = Math.min(CHAT_RECONNECT_BASE_MS * 2 ** (this.failures - 1), CHAT_RECONNECT_MAX_MS);
    this.setState('waiting');
    this.reconnectTimer = setTimeout(() => this.connect(), delayMs);
  }

  private markLive(): void {
    this.setLive(true);
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      // Ten minutes without a frame, not even a pong: the connection is gone without saying so.
      this.setLive(false);
      if (this.socket) this.handleClosed();
    }, CHAT_IDLE_MS);
  }

  /** Closes the current connection without reacting to its close event. */
  private dropSocket(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.idleTimer);
    this.setLive(false);
    const socket = this.socket;
    this.socket = null;
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

  private emitFrame(direction: ChatFrame['direction'], text: string): void {
    if (this.frameListeners.size === 0) return;
    const frame = { direction, text, at: Date.now() };
    for (const listener of this.frameListeners) listener(frame);
  }

  private setState(state: ChatConnectionState): void {
    if (this.current === state) return;
    this.current = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private setLive(isLive: boolean): void {
    if (this.live === isLive) return;
    this.live = isLive;
    for (const listener of this.liveListeners) listener(isLive);
  }
}

function subscribe<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  return () => set.delete(listener);
}
