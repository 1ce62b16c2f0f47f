import { MAX_SPARKLINE_SYMBOLS, SPARKLINE_POINTS, type Sparkline } from '@exchange/contracts';
import type { Clock } from '../../platform/clock';
import type { Instrument } from './instrument-catalogue';
import type { MarketRuntime } from './market-state';
import { quoteKey } from './quote-lookup';

/** How long one instrument's line is reused: an hour candle moves little in a minute, and lists ask every minute. */
export const SPARKLINE_CACHE_MS = 60_000;
/** Entries kept at most (a few per listed instrument); past it, expired ones are dropped. */
const MAX_ENTRIES = 2_000;

interface Entry {
  computedAtMs: number;
  closes: Promise<string[]>;
}

/**
 * `market/sparklines`: the last 24 hour closes of many instruments, from the kline service's hour candles (the
 * simulator's path or a live source's stored minutes). Each instrument's line is computed at most once per
 * {@link SPARKLINE_CACHE_MS} on this instance; concurrent requests share the computation.
 */
export const createSparklines = (runtime: MarketRuntime, clock: Clock) => {
  const cache = new Map<string, Entry>();

  const prune = (nowMs: number) => {
    if (cache.size < MAX_ENTRIES) return;
    for (const [key, entry] of cache) if (nowMs - entry.computedAtMs >= SPARKLINE_CACHE_MS) cache.delete(key);
  };

  const closesOf = (instrument: Instrument, nowMs: number): Promise<string[]> => {
    const key = quoteKey(instrument.type, instrument.symbol);
    const cached = cache.get(key);
    if (cached && nowMs - cached.computedAtMs < SPARKLINE_CACHE_MS) return cached.closes;
    prune(nowMs);
    const closes = runtime.klines
      .list(instrument, '60', SPARKLINE_POINTS, undefined, nowMs)
      .then((candles) => candles.map((candle) => candle.c));
    const entry = { computedAtMs: nowMs, closes };
    cache.set(key, entry);
    // A failed read is not kept: the next request tries again.
    closes.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return closes;
  };

  return async (query: { type: number; symbols?: string[] | undefined }): Promise<Sparkline[]> => {
    const instruments = query.symbols
      ? [...new Set(query.symbols)].flatMap(
          (symbol) => runtime.catalogue.findListed(query.type, symbol) ?? [],
        )
      : runtime.catalogue.listed(query.type).slice(0, MAX_SPARKLINE_SYMBOLS);
    const nowMs = clock.nowMs();
    return Promise.all(
      instruments.map(async (instrument) => ({
        symbol: instrument.symbol,
        closes: await closesOf(instrument, nowMs),
      })),
    );
  };
};
