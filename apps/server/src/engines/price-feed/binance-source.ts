import { WebSocket, type RawData } from 'ws';
import type { Clock } from '../../platform/clock';
import { assert } from '../../platform/errors';
import { STREAM_SUFFIXES, parseFrame, streamKeyOf, streamNamesFor } from './binance-frames';
import {
  createSymbolWatch,
  remainingMs,
  systemTimers,
  type BinanceLogger,
  type KlineGap,
  type SymbolWatch,
  type Timers,
} from './binance-symbol-watch';
import type { PriceSource, SourceEvent } from './price-source';

export type { BinanceLogger, KlineGap, Timers } from './binance-symbol-watch';
export { systemTimers } from './binance-symbol-watch';

/** Binance's limit per combined-stream connection; with four streams a symbol, 256 symbols. */
export const MAX_STREAMS_PER_CONNECTION = 1_024;
export const MAX_SYMBOLS_PER_CONNECTION = MAX_STREAMS_PER_CONNECTION / STREAM_SUFFIXES.length;
/** A depth20 frame is a few KiB; anything near this is not a market-data frame. */
export const DEFAULT_MAX_PAYLOAD_BYTES = 1_024 * 1_024;
const HANDSHAKE_TIMEOUT_MS = 10_000;
const MAX_MALFORMED_LOGS_PER_CONNECTION = 20;
const LOGGED_EXCERPT_CHARS = 200;
const SYMBOL_PATTERN = /^[A-Za-z0-9]{2,30}$/;

export interface BinanceSourceOptions {
  /** Base URL, e.g. `wss://fstream.binance.com`; `/stream?streams=…` is appended. */
  url: string;
  clock: Clock;
  /** A symbol without a ticker for this long is reported `stale`. */
  staleAfterMs?: number;
  reconnect?: { initialDelayMs?: number; maxDelayMs?: number };
  logger?: BinanceLogger;
  /** Defaults to `setTimeout`; tests pass timers driven by a `ManualClock`. */
  timers?: Timers;
  /** Jitter source in [0, 1); defaults to `Math.random`. */
  random?: () => number;
  /** An open socket that delivers nothing (not even a ping) for this long is presumed half-open and replaced. */
  idleTimeoutMs?: number;
  maxPayloadBytes?: number;
}

export interface BinanceSource extends PriceSource {
  readonly name: 'binance';
  /** Kline gaps seen since start, oldest first (bounded by `MAX_RECORDED_GAPS`). */
  gaps(): readonly KlineGap[];
}

export const subscribeUrl = (baseUrl: string, symbols: readonly string[]) =>
  `${baseUrl.replace(/\/+$/, '')}/stream?streams=${streamNamesFor(symbols).join('/')}`;

/**
 * Exponential backoff with equal jitter: the ceiling doubles per consecutive failure up to `maxDelayMs`; half of it
 * is fixed so a retry is never instant, half random so many instances do not reconnect in lockstep.
 */
export function reconnectDelayMs(
  consecutiveFailures: number,
  initialDelayMs: number,
  maxDelayMs: number,
  random: () => number,
) {
  assert(consecutiveFailures >= 1, 'backoff starts at the first failure');
  const ceilingMs = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.min(consecutiveFailures - 1, 30));
  return Math.min(ceilingMs, Math.round(ceilingMs / 2 + (random() * ceilingMs) / 2));
}

function resolveSettings(options: BinanceSourceOptions) {
  const settings = {
    baseUrl: options.url.replace(/\/+$/, ''),
    clock: options.clock,
    logger: options.logger,
    timers: options.timers ?? systemTimers,
    random: options.random ?? Math.random,
    staleAfterMs: options.staleAfterMs ?? 10_000,
    initialDelayMs: options.reconnect?.initialDelayMs ?? 500,
    maxDelayMs: options.reconnect?.maxDelayMs ?? 30_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 30_000,
    maxPayloadBytes: options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES,
  };
  assert(
    /^wss?:\/\/[^/?#]+/.test(settings.baseUrl),
    `binance source: ${settings.baseUrl} is not a ws(s):// URL`,
  );
  assert(settings.staleAfterMs > 0, 'binance source: staleAfterMs must be positive');
  assert(settings.initialDelayMs > 0, 'binance source: reconnect.initialDelayMs must be positive');
  assert(
    settings.maxDelayMs >= settings.initialDelayMs,
    'binance source: reconnect.maxDelayMs < initialDelayMs',
  );
  assert(settings.idleTimeoutMs > 0, 'binance source: idleTimeoutMs must be positive');
  assert(settings.maxPayloadBytes > 0, 'binance source: maxPayloadBytes must be positive');
  return settings;
}

/** Stream key → the caller's spelling. One connection only: more symbols than it carries is refused. */
function indexSymbols(symbols: readonly string[]) {
  assert(symbols.length > 0, 'binance source: start() needs at least one symbol');
  const symbolsByStreamKey = new Map<string, string>();
  for (const symbol of symbols) {
    assert(SYMBOL_PATTERN.test(symbol), `binance source: "${symbol}" is not a Binance symbol`);
    if (!symbolsByStreamKey.has(streamKeyOf(symbol))) symbolsByStreamKey.set(streamKeyOf(symbol), symbol);
  }
  assert(
    symbolsByStreamKey.size <= MAX_SYMBOLS_PER_CONNECTION,
    `binance source: ${symbolsByStreamKey.size} symbols need ${symbolsByStreamKey.size * STREAM_SUFFIXES.length} ` +
      `streams; one connection carries at most ${MAX_STREAMS_PER_CONNECTION} (${MAX_SYMBOLS_PER_CONNECTION} symbols)`,
  );
  return symbolsByStreamKey;
}

const rawDataToText = (data: RawData) => {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
};

interface Connection {
  socket: WebSocket;
  attempt: number;
  lastMessageAtMs: number;
  cancelIdleTimer: (() => void) | null;
  malformedLogged: number;
  closed: Promise<void>;
}

type Settings = ReturnType<typeof resolveSettings>;

/**
 * A live `PriceSource` on Binance's combined market streams. One socket at a time; after any close it reconnects
 * with backoff to the same URL (so the same streams) until `stop()`. `attempt` in `connection` events numbers
 * connection attempts since `start()` (1, 2, 3 …), so the connecting/open/closed events of one socket share it.
 */
export function createBinanceSource(options: BinanceSourceOptions): BinanceSource {
  return new BinanceStreamSource(resolveSettings(options));
}

class BinanceStreamSource implements BinanceSource {
  readonly name = 'binance';
  private phase: 'idle' | 'running' | 'stopped' = 'idle';
  private consumer: (event: SourceEvent) => void = () => {};
  private symbolsByStreamKey: ReadonlyMap<string, string> = new Map();
  private url = '';
  private watch: SymbolWatch | null = null;
  private current: Connection | null = null;
  private attempts = 0;
  private consecutiveFailures = 0;
  private cancelReconnect: (() => void) | null = null;

  constructor(private readonly settings: Settings) {}

  async start(symbols: readonly string[], onEvent: (event: SourceEvent) => void) {
    assert(this.phase === 'idle', 'binance source: start() runs once per source');
    this.symbolsByStreamKey = indexSymbols(symbols);
    const watched = [...this.symbolsByStreamKey.values()];
    this.url = subscribeUrl(this.settings.baseUrl, watched);
    this.consumer = onEvent;
    this.phase = 'running';
    const { clock, timers, staleAfterMs, logger } = this.settings;
    this.watch = createSymbolWatch({
      symbols: watched,
      clock,
      timers,
      staleAfterMs,
      logger,
      emit: this.deliver,
    });
    this.connect();
  }

  async stop() {
    if (this.phase === 'stopped') return;
    this.phase = 'stopped';
    this.cancelReconnect?.();
    this.cancelReconnect = null;
    this.watch?.stop();
    const connection = this.current;
    if (!connection) return;
    // Market streams need no closing handshake; terminate() also aborts a socket still connecting.
    connection.socket.terminate();
    await connection.closed;
  }

  gaps() {
    return this.watch?.gaps() ?? [];
  }

  // A throwing consumer must not unwind into the socket's event emitter, where it would kill the process.
  private readonly deliver = (event: SourceEvent) => {
    try {
      this.consumer(event);
    } catch (error) {
      this.settings.logger?.warn({ err: error, kind: event.kind }, 'binance: price event consumer threw');
    }
  };

  private connect() {
    this.cancelReconnect = null;
    this.attempts += 1;
    this.deliver({ kind: 'connection', state: 'connecting', attempt: this.attempts });
    const socket = new WebSocket(this.url, {
      maxPayload: this.settings.maxPayloadBytes,
      handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
    });
    const connection: Connection = {
      socket,
      attempt: this.attempts,
      lastMessageAtMs: this.settings.clock.nowMs(),
      cancelIdleTimer: null,
      malformedLogged: 0,
      closed: new Promise((resolve) => socket.once('close', () => resolve())),
    };
    this.current = connection;
    socket.on('open', () => this.onOpen(connection));
    socket.on('message', (data, isBinary) => this.onMessage(connection, data, isBinary));
    // Binance pings every few minutes; ws answers them, and a ping proves the socket is alive.
    socket.on('ping', () => (connection.lastMessageAtMs = this.settings.clock.nowMs()));
    // Every error is followed by 'close', which owns reconnecting; without this listener ws would throw.
    socket.on('error', (error) =>
      this.settings.logger?.warn({ err: error, attempt: connection.attempt }, 'binance: socket error'),
    );
    socket.on('close', (code) => this.onClose(connection, code));
  }

  private onOpen(connection: Connection) {
    if (this.phase !== 'running' || connection !== this.current) return;
    this.consecutiveFailures = 0;
    connection.lastMessageAtMs = this.settings.clock.nowMs();
    this.armIdleTimer(connection, this.settings.idleTimeoutMs);
    this.deliver({ kind: 'connection', state: 'open', attempt: connection.attempt });
  }

  private onMessage(connection: Connection, data: RawData, isBinary: boolean) {
    if (this.phase !== 'running' || connection !== this.current) return;
    const { clock, logger } = this.settings;
    connection.lastMessageAtMs = clock.nowMs();
    // Binance sends JSON text only; a binary frame is not ours to guess at.
    if (isBinary) return this.logMalformed(connection, 'binary frame', '');
    const text = rawDataToText(data);
    const result = parseFrame(text, this.symbolsByStreamKey, clock.nowMs());
    if (result.status === 'event') {
      this.watch?.observe(result.event);
      this.deliver(result.event);
    } else if (result.status === 'ignored') {
      logger?.debug?.({ stream: result.stream }, 'binance: frame of an unsubscribed stream ignored');
    } else {
      this.logMalformed(connection, result.reason, text);
    }
  }

  private onClose(connection: Connection, code: number) {
    connection.cancelIdleTimer?.();
    connection.cancelIdleTimer = null;
    if (connection !== this.current) return;
    this.current = null;
    this.deliver({ kind: 'connection', state: 'closed', attempt: connection.attempt });
    if (this.phase !== 'running') return;
    this.consecutiveFailures += 1;
    const { initialDelayMs, maxDelayMs, random, timers, logger } = this.settings;
    const delayMs = reconnectDelayMs(this.consecutiveFailures, initialDelayMs, maxDelayMs, random);
    logger?.warn({ attempt: connection.attempt, code, delayMs }, 'binance: socket closed, reconnecting');
    this.cancelReconnect = timers.setTimer(() => this.connect(), delayMs);
  }

  // Like the stale timers: not reset per message, re-armed for the time left when it fires early.
  private armIdleTimer(connection: Connection, delayMs: number) {
    const { clock, timers, idleTimeoutMs, logger } = this.settings;
    connection.cancelIdleTimer = timers.setTimer(() => {
      connection.cancelIdleTimer = null;
      const quietMs = clock.nowMs() - connection.lastMessageAtMs;
      if (quietMs < 0) connection.lastMessageAtMs = clock.nowMs();
      if (quietMs < idleTimeoutMs) return this.armIdleTimer(connection, remainingMs(idleTimeoutMs, quietMs));
      logger?.warn({ attempt: connection.attempt, quietMs }, 'binance: socket silent, presumed half-open');
      connection.socket.terminate();
    }, delayMs);
  }

  private logMalformed(connection: Connection, reason: string, text: string) {
    const { logger } = this.settings;
    connection.malformedLogged += 1;
    if (connection.malformedLogged > MAX_MALFORMED_LOGS_PER_CONNECTION) return;
    logger?.warn(
      { reason, excerpt: text.slice(0, LOGGED_EXCERPT_CHARS) },
      'binance: malformed frame skipped',
    );
    if (connection.malformedLogged === MAX_MALFORMED_LOGS_PER_CONNECTION) {
      logger?.warn(
        { attempt: connection.attempt },
        'binance: further malformed frames on this socket not logged',
      );
    }
  }
}
