import type { WebSocket } from 'ws';
import { HEARTBEAT_REPLY, HEARTBEAT_TEXT, MAX_SUBSCRIPTIONS, type ServerMessage } from '@exchange/contracts';
import type { ListedCheck } from './subscription-request';

/** A client whose unsent bytes exceed this is too slow to keep up: it is dropped, not allowed to grow memory. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A connection that sends nothing (not even the 2 s text heartbeat or a pong) for this long is closed. */
export const SILENCE_LIMIT_MS = 15_000;
/** Protocol-level ping interval (spec §9: ping every 6 s). */
export const PING_INTERVAL_MS = 6_000;
/** Bursts of ticks for one symbol within this window go out once, with the latest value. */
export const COALESCE_MS = 50;

export interface Client {
  socket: WebSocket;
  socketId: string;
  userId: number | null;
  sessionId: string | null;
  language: string;
  symbols: Set<string>;
  lastHeardMs: number;
}

/**
 * Fan-out for the data socket (DESIGN.md §7): each market message is serialised once per flush and the same string
 * is written to every subscriber; per-user pushes go to the user's (or one session's) connections. No I/O of its
 * own beyond the sockets; the bus feeds it (see data-socket-route.ts).
 */
export class DataSocketHub {
  private readonly clients = new Set<Client>();
  private readonly bySymbol = new Map<string, Set<Client>>();
  private readonly byUser = new Map<number, Set<Client>>();
  private readonly pendingBySymbol = new Map<string, ServerMessage>();
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly pingTimer: NodeJS.Timeout;
  // Nothing is listed until the market module says what is: a SUB never reaches a topic no catalogue vouches for.
  private listedCheck: ListedCheck = () => false;
  droppedSlowClients = 0;

  constructor(private readonly nowMs: () => number = Date.now) {
    this.pingTimer = setInterval(() => this.checkLiveness(), PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  add(client: Client) {
    this.clients.add(client);
    if (client.userId === null) return;
    const set = this.byUser.get(client.userId) ?? new Set<Client>();
    set.add(client);
    this.byUser.set(client.userId, set);
  }

  remove(client: Client) {
    this.clients.delete(client);
    for (const symbol of client.symbols) this.unsubscribeOne(client, symbol);
    if (client.userId === null) return;
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.byUser.delete(client.userId);
  }

  /** Users with at least one signed-in connection to this instance. */
  connectedUserIds(): number[] {
    return [...this.byUser.keys()];
  }

  get size() {
    return this.clients.size;
  }

  /** The market module tells the hub which instruments are listed (the hub knows no catalogue of its own). */
  setListedCheck(check: ListedCheck) {
    this.listedCheck = check;
  }

  isListed(type: number, symbol: string): boolean {
    return this.listedCheck(type, symbol);
  }

  subscribe(client: Client, symbols: readonly string[]): string[] {
    for (const symbol of symbols) {
      if (client.symbols.size >= MAX_SUBSCRIPTIONS) break;
      client.symbols.add(symbol);
      const set = this.bySymbol.get(symbol) ?? new Set<Client>();
      set.add(client);
      this.bySymbol.set(symbol, set);
    }
    return [...client.symbols];
  }

  unsubscribe(client: Client, symbols: readonly string[]): string[] {
    for (const symbol of symbols) this.unsubscribeOne(client, symbol);
    return [...client.symbols];
  }

  private unsubscribeOne(client: Client, symbol: string) {
    client.symbols.delete(symbol);
    const set = this.bySymbol.get(symbol);
    set?.delete(client);
    if (set?.size === 0) this.bySymbol.delete(symbol);
  }

  /** Whether any client follows `topic` (callers skip building messages nobody would receive). */
  hasSubscribers(topic: string) {
    return this.bySymbol.has(topic);
  }

  /** Topics with at least one subscriber. */
  activeTopics(): IterableIterator<string> {
    return this.bySymbol.keys();
  }

  /**
   * Queues the latest message for `topic`; a flush shortly after sends each topic's latest once. `isImmediate`
   * (a whole batch from the feed, already coalesced upstream) flushes on the next turn instead of waiting.
   */
  publishMarket(topic: string, message: ServerMessage, isImmediate = false) {
    if (!this.bySymbol.has(topic)) return;
    this.pendingBySymbol.set(topic, message);
    if (isImmediate && this.flushTimer === null) {
      this.flushTimer = setTimeout(() => this.flush(), 0);
      return;
    }
    this.flushTimer ??= setTimeout(() => this.flush(), COALESCE_MS);
  }

  /** Sends everything queued now (tests and shutdown call it directly). */
  flush() {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    for (const [topic, message] of this.pendingBySymbol) {
      // Serialised once into one buffer; ws writes the same bytes to every subscriber without copying.
      const frame = Buffer.from(JSON.stringify(message));
      for (const client of this.bySymbol.get(topic) ?? []) this.write(client, frame);
    }
    this.pendingBySymbol.clear();
  }

  /** A push to every connection of a user, or of one of the user's sessions. Returns how many got it. */
  sendToUser(target: { userId: number; sessionId?: string }, message: ServerMessage): number {
    const clients = this.byUser.get(target.userId);
    if (!clients) return 0;
    const frame = JSON.stringify(message);
    let delivered = 0;
    for (const client of clients) {
      if (target.sessionId && client.sessionId !== target.sessionId) continue;
      this.write(client, frame);
      delivered += 1;
    }
    return delivered;
  }

  /** A message for every connection (version notices): serialised once, the same bytes to each. */
  broadcast(message: ServerMessage): number {
    const frame = Buffer.from(JSON.stringify(message));
    for (const client of this.clients) this.write(client, frame);
    return this.clients.size;
  }

  send(client: Client, message: ServerMessage) {
    this.write(client, JSON.stringify(message));
  }

  /** Records that the client spoke; answers the text heartbeat. Returns true when the frame was the heartbeat. */
  heard(client: Client, text: string): boolean {
    client.lastHeardMs = this.nowMs();
    if (text !== HEARTBEAT_TEXT) return false;
    this.write(client, HEARTBEAT_REPLY);
    return true;
  }

  private write(client: Client, frame: string | Buffer) {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.droppedSlowClients += 1;
      client.socket.terminate();
      return;
    }
    client.socket.send(frame, { binary: false });
  }

  private checkLiveness() {
    const now = this.nowMs();
    for (const client of this.clients) {
      if (now - client.lastHeardMs > SILENCE_LIMIT_MS) client.socket.terminate();
      else if (client.socket.readyState === client.socket.OPEN) client.socket.ping();
    }
  }

  close() {
    clearInterval(this.pingTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    for (const client of this.clients) client.socket.close(1001, 'server shutting down');
    this.clients.clear();
    this.bySymbol.clear();
    this.byUser.clear();
  }
}
