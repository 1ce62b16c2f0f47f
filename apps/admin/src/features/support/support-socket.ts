import {
  IM_INVALID_TOKEN_CLOSE_CODE,
  IM_INVALID_TOKEN_TEXT,
  IM_PING_INTERVAL_MS,
  IM_PING_TEXT,
  IM_PONG_TEXT,
  IM_SOCKET_PATH,
  imServerMessageSchema,
} from '@exchange/contracts/ws/im-socket';
import type { ImServerMessage } from '@exchange/contracts/ws/im-socket';

/**
 * The agent's chat socket (`/im-websocket` on the admin app's own host, the staff access token in the query): it
 * only listens — agents answer over HTTP. Pings every 6 s, reconnects with backoff (a limited number of times, then
 * waits for the agent's Retry), and stops for good on a refused token, leaving the session to the app.
 */
export type SupportSocketState = 'connecting' | 'open' | 'reconnecting' | 'stopped';

const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** Failed connects in a row before waiting for the agent's Retry. */
const RECONNECT_LIMIT = 8;
const CLOSE_NORMAL = 1000;
const OPEN = 1;
const SOCKET_ID_KEY = 'admin.imSocketId';

export interface SupportSocketOptions {
  /** The staff access token, read at each connect; null stops the socket. */
  token: () => string | null;
  onMessage: (message: ImServerMessage) => void;
  onState: (state: SupportSocketState) => void;
  /** The server refused the token (`Invalid token`, TOKEN_INVALID or close 4401). */
  onTokenRefused: () => void;
}

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`
  );
}

/** One socket id per tab, so a reload replaces the tab's socket instead of adding one. */
function tabSocketId(): string {
  try {
    const stored = window.sessionStorage.getItem(SOCKET_ID_KEY);
    if (stored) return stored;
    const id = randomId();
    window.sessionStorage.setItem(SOCKET_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

export function supportSocketUrl(token: string, socketId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ Authorization: token, socketId });
  return `${scheme}://${window.location.host}${IM_SOCKET_PATH}?${query.toString()}`;
}

/** A frame as the contract defines it, or null (the heartbeat's answer, a malformed or unknown frame). */
export function parseFrame(text: string): ImServerMessage | null {
  if (text === IM_PONG_TEXT) return null;
  try {
    const parsed = imServerMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export class SupportSocket {
  private socket: WebSocket | null = null;
  private failures = 0;
  private isRunning = false;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: SupportSocketOptions) {}

  start(): void {
    this.isRunning = true;
    this.failures = 0;
    this.connect();
  }

  stop(): void {
    this.isRunning = false;
    clearTimeout(this.reconnectTimer);
    this.drop();
  }

  /** The agent's Retry after the socket gave up. */
  retry(): void {
    if (!this.isRunning) return;
    clearTimeout(this.reconnectTimer);
    this.drop();
    this.failures = 0;
    this.connect();
  }

  private connect(): void {
    const token = this.options.token();
    if (token === null) {
      this.options.onState('stopped');
      return;
    }
    this.options.onState(this.failures === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(supportSocketUrl(token, tabSocketId()));
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.options.onState('open');
      this.pingTimer = setInterval(() => {
        if (socket.readyState === OPEN) socket.send(IM_PING_TEXT);
      }, IM_PING_INTERVAL_MS);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.receive(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (event.code === IM_INVALID_TOKEN_CLOSE_CODE) this.refuseToken();
      else this.closed();
    };
  }

  private receive(text: string): void {
    if (text === IM_INVALID_TOKEN_TEXT) {
      this.refuseToken();
      return;
    }
    const message = parseFrame(text);
    if (!message) return;
    if (message.type === 'TOKEN_INVALID') {
      this.refuseToken();
      return;
    }
    this.options.onMessage(message);
  }

  private refuseToken(): void {
    this.stop();
    this.options.onState('stopped');
    this.options.onTokenRefused();
  }

  private closed(): void {
    this.drop();
    if (!this.isRunning) return;
    this.failures += 1;
    if (this.failures > RECONNECT_LIMIT) {
      this.options.onState('stopped');
      return;
    }
    this.options.onState('reconnecting');
    const delayMs = Math.min(RECONNECT_BASE_MS * 2 ** (this.failures - 1), RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => this.connect(), delayMs);
  }

  /** Closes the current socket without reacting to its close event. */
  private drop(): void {
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    try {
      socket.close(CLOSE_NORMAL);
    } catch {
      // Already closed.
    }
  }
}
