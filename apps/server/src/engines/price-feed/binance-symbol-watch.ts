import type { Clock } from '../../platform/clock';
import { KLINE_INTERVAL_MS } from './binance-frames';
import type { SourceEvent } from './price-source';

/** Injected so tests move time by hand; `setTimer` returns its own cancel function. */
export interface Timers {
  setTimer(callback: () => void, delayMs: number): () => void;
}

export const systemTimers: Timers = {
  setTimer(callback, delayMs) {
    const handle = setTimeout(callback, delayMs);
    return () => clearTimeout(handle);
  },
};

/** The slice of pino the source uses, so tests can pass a recorder and the server its Fastify logger. */
export interface BinanceLogger {
  warn(details: object, message: string): void;
  debug?(details: object, message: string): void;
}

/** One-minute candles that never arrived closed, inclusive open times; the kline store backfills them. */
export interface KlineGap {
  symbol: string;
  firstMissingOpenTime: number;
  lastMissingOpenTime: number;
}

/** Time left in a window, clamped to [1, window] so a re-armed timer is never due at once nor beyond one window. */
export const remainingMs = (windowMs: number, elapsedMs: number) =>
  Math.min(windowMs, Math.max(1, windowMs - elapsedMs));

/** Oldest gaps are dropped past this: the list is a diagnostic, the kline store is the record. */
export const MAX_RECORDED_GAPS = 1_000;

interface SymbolState {
  symbol: string;
  /** Receive time (injected clock) of the last ticker, or of start(): staleness is judged on our clock. */
  lastFreshAtMs: number;
  /** Source time of the last ticker, reported in `stale`. */
  lastTickTime: number | null;
  isStale: boolean;
  cancelStaleTimer: (() => void) | null;
  lastClosedOpenTime: number | null;
}

export interface SymbolWatchOptions {
  symbols: readonly string[];
  clock: Clock;
  timers: Timers;
  staleAfterMs: number;
  emit: (event: SourceEvent) => void;
  logger?: BinanceLogger | undefined;
}

/**
 * Per-symbol rules that do not care about the socket: staleness and one-minute kline gaps. Staleness is measured
 * from the last ticker (the only stream carrying a last price), so a dropped connection makes symbols stale after
 * the same window as a silent one — and nothing here ever emits a price.
 */
export function createSymbolWatch(options: SymbolWatchOptions) {
  const { clock, timers, staleAfterMs, emit, logger } = options;
  const states = new Map<string, SymbolState>();
  const gaps: KlineGap[] = [];

  // One timer per symbol that is not stale. It is not reset on every tick: when it fires early it re-arms for the
  // time left, so a busy feed costs no timer churn.
  const armStaleTimer = (state: SymbolState, delayMs: number) => {
    state.cancelStaleTimer = timers.setTimer(() => checkStale(state), delayMs);
  };
  const checkStale = (state: SymbolState) => {
    state.cancelStaleTimer = null;
    const quietMs = clock.nowMs() - state.lastFreshAtMs;
    // A wall clock stepped backwards would otherwise hold the symbol fresh until it caught up again.
    if (quietMs < 0) state.lastFreshAtMs = clock.nowMs();
    if (quietMs < staleAfterMs) {
      armStaleTimer(state, remainingMs(staleAfterMs, quietMs));
      return;
    }
    state.isStale = true;
    emit({ kind: 'stale', symbol: state.symbol, lastTime: state.lastTickTime });
  };

  for (const symbol of options.symbols) {
    const state: SymbolState = {
      symbol,
      lastFreshAtMs: clock.nowMs(),
      lastTickTime: null,
      isStale: false,
      cancelStaleTimer: null,
      lastClosedOpenTime: null,
    };
    states.set(symbol, state);
    armStaleTimer(state, staleAfterMs);
  }

  const recordGap = (gap: KlineGap) => {
    if (gaps.length >= MAX_RECORDED_GAPS) gaps.shift();
    gaps.push(gap);
    logger?.warn({ ...gap }, 'binance: one-minute klines missing, to be backfilled');
  };

  const observeClosedCandle = (state: SymbolState, openTime: number) => {
    const previous = state.lastClosedOpenTime;
    // Replays and out-of-order candles never move the watermark back, so they cannot fake a gap.
    if (previous !== null && openTime <= previous) return;
    if (previous !== null && openTime - previous > KLINE_INTERVAL_MS) {
      recordGap({
        symbol: state.symbol,
        firstMissingOpenTime: previous + KLINE_INTERVAL_MS,
        lastMissingOpenTime: openTime - KLINE_INTERVAL_MS,
      });
    }
    state.lastClosedOpenTime = openTime;
  };

  return {
    /** Called for every parsed event before it is delivered. */
    observe(event: SourceEvent) {
      if (event.kind === 'tick') {
        const state = states.get(event.tick.symbol);
        if (!state) return;
        state.lastFreshAtMs = clock.nowMs();
        state.lastTickTime = event.tick.time;
        if (state.isStale) {
          state.isStale = false;
          armStaleTimer(state, staleAfterMs);
        }
      } else if (event.kind === 'candle' && event.candle.isClosed) {
        const state = states.get(event.candle.symbol);
        if (state) observeClosedCandle(state, event.candle.openTime);
      }
    },
    gaps: (): readonly KlineGap[] => [...gaps],
    stop() {
      for (const state of states.values()) {
        state.cancelStaleTimer?.();
        state.cancelStaleTimer = null;
      }
    },
  };
}

export type SymbolWatch = ReturnType<typeof createSymbolWatch>;
