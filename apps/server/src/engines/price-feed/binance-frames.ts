import { z } from 'zod';
import type { SourceEvent } from './price-source';

/**
 * Binance combined-stream frames → `SourceEvent`s. Pure: no socket, no clock (the receive time is passed in), so
 * every rule here is unit-testable from a string. A frame either becomes exactly one complete event, or is
 * reported as ignored (a stream we did not ask for) or malformed (anything that fails validation): never half.
 */

/** The four streams subscribed per symbol, in URL order. `depth20` fixes the level bound below. */
export const STREAM_SUFFIXES = ['ticker', 'depth20@100ms', 'kline_1m', 'markPrice@1s'] as const;
export type StreamSuffix = (typeof STREAM_SUFFIXES)[number];
export const DEPTH_LEVELS = 20;
export const KLINE_INTERVAL_MS = 60_000;

/** Binance stream names use the lower-cased symbol; events carry the caller's spelling of it back. */
export const streamKeyOf = (symbol: string) => symbol.toLowerCase();

export const streamNamesFor = (symbols: readonly string[]) =>
  symbols.flatMap((symbol) => STREAM_SUFFIXES.map((suffix) => `${streamKeyOf(symbol)}@${suffix}`));

// Prices stay the exchange's own decimal text: a float would round them before they reach the ledger.
const unsignedDecimal = z.string().regex(/^\d{1,30}(\.\d{1,30})?$/);
const signedDecimal = z.string().regex(/^-?\d{1,30}(\.\d{1,30})?$/);
const epochMs = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const level = z.tuple([unsignedDecimal, unsignedDecimal]);
const levels = z.array(level).max(DEPTH_LEVELS);

const envelopeSchema = z.object({ stream: z.string().max(100), data: z.unknown() });

const tickerSchema = z.object({
  e: z.literal('24hrTicker'),
  E: epochMs,
  s: z.string(),
  c: unsignedDecimal,
  o: unsignedDecimal,
  h: unsignedDecimal,
  l: unsignedDecimal,
  v: unsignedDecimal,
  // Spot tickers carry the best bid/ask; USDⓈ-M futures tickers do not.
  b: unsignedDecimal.optional(),
  a: unsignedDecimal.optional(),
});

// Spot partial depth has no event time or symbol; the futures variant of the same stream does.
const spotDepthSchema = z.object({ lastUpdateId: z.number().int(), bids: levels, asks: levels });
const futuresDepthSchema = z.object({
  e: z.literal('depthUpdate'),
  E: epochMs,
  s: z.string(),
  b: levels,
  a: levels,
});

const klineSchema = z.object({
  e: z.literal('kline'),
  E: epochMs,
  s: z.string(),
  k: z.object({
    t: epochMs.refine((openTime) => openTime % KLINE_INTERVAL_MS === 0, 'open time is not on a minute'),
    o: unsignedDecimal,
    h: unsignedDecimal,
    l: unsignedDecimal,
    c: unsignedDecimal,
    v: unsignedDecimal,
    x: z.boolean(),
  }),
});

const markPriceSchema = z.object({
  e: z.literal('markPriceUpdate'),
  E: epochMs,
  s: z.string(),
  p: unsignedDecimal,
  i: unsignedDecimal,
  r: signedDecimal,
  T: epochMs,
});

export type FrameResult =
  | { status: 'event'; event: SourceEvent }
  | { status: 'ignored'; stream: string }
  | { status: 'malformed'; reason: string };

const malformed = (reason: string): FrameResult => ({ status: 'malformed', reason });
const toLevels = (rows: z.infer<typeof levels>) => rows.map(([price, quantity]) => ({ price, quantity }));

/**
 * `symbolsByStreamKey` maps `btcusdt` → the caller's `BTCUSDT`; streams of any other symbol or kind are ignored.
 * `receivedAtMs` stamps spot depth, which carries no time of its own.
 */
export function parseFrame(
  text: string,
  symbolsByStreamKey: ReadonlyMap<string, string>,
  receivedAtMs: number,
): FrameResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return malformed('not JSON');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return malformed('not a combined-stream envelope');
  const { stream, data } = envelope.data;
  const separator = stream.indexOf('@');
  if (separator < 0) return { status: 'ignored', stream };
  const symbol = symbolsByStreamKey.get(stream.slice(0, separator));
  const suffix = stream.slice(separator + 1);
  if (symbol === undefined || !isStreamSuffix(suffix)) return { status: 'ignored', stream };
  return parsePayload(suffix, symbol, data, receivedAtMs);
}

const isStreamSuffix = (suffix: string): suffix is StreamSuffix =>
  (STREAM_SUFFIXES as readonly string[]).includes(suffix);

/** A payload naming another symbol than its stream is corrupt, not a bonus event for that symbol. */
const namesSymbol = (payloadSymbol: string, symbol: string) =>
  payloadSymbol.toLowerCase() === streamKeyOf(symbol);

function parsePayload(
  suffix: StreamSuffix,
  symbol: string,
  data: unknown,
  receivedAtMs: number,
): FrameResult {
  switch (suffix) {
    case 'ticker':
      return parseTicker(symbol, data);
    case 'depth20@100ms':
      return parseDepth(symbol, data, receivedAtMs);
    case 'kline_1m':
      return parseKline(symbol, data);
    case 'markPrice@1s':
      return parseMarkPrice(symbol, data);
  }
}

function parseTicker(symbol: string, data: unknown): FrameResult {
  const parsed = tickerSchema.safeParse(data);
  if (!parsed.success) return malformed(`ticker: ${z.prettifyError(parsed.error)}`);
  const ticker = parsed.data;
  if (!namesSymbol(ticker.s, symbol)) return malformed(`ticker: symbol ${ticker.s} on the ${symbol} stream`);
  const tick = {
    symbol,
    price: ticker.c,
    bid: ticker.b ?? null,
    ask: ticker.a ?? null,
    open24h: ticker.o,
    high24h: ticker.h,
    low24h: ticker.l,
    volume24h: ticker.v,
    time: ticker.E,
  };
  return { status: 'event', event: { kind: 'tick', tick } };
}

function parseDepth(symbol: string, data: unknown, receivedAtMs: number): FrameResult {
  const spot = spotDepthSchema.safeParse(data);
  if (spot.success) {
    const depth = {
      symbol,
      bids: toLevels(spot.data.bids),
      asks: toLevels(spot.data.asks),
      time: receivedAtMs,
    };
    return { status: 'event', event: { kind: 'depth', depth } };
  }
  const futures = futuresDepthSchema.safeParse(data);
  if (!futures.success) return malformed(`depth: ${z.prettifyError(spot.error)}`);
  if (!namesSymbol(futures.data.s, symbol))
    return malformed(`depth: symbol ${futures.data.s} on the ${symbol} stream`);
  const depth = {
    symbol,
    bids: toLevels(futures.data.b),
    asks: toLevels(futures.data.a),
    time: futures.data.E,
  };
  return { status: 'event', event: { kind: 'depth', depth } };
}

function parseKline(symbol: string, data: unknown): FrameResult {
  const parsed = klineSchema.safeParse(data);
  if (!parsed.success) return malformed(`kline: ${z.prettifyError(parsed.error)}`);
  if (!namesSymbol(parsed.data.s, symbol))
    return malformed(`kline: symbol ${parsed.data.s} on the ${symbol} stream`);
  const { t, o, h, l, c, v, x } = parsed.data.k;
  const candle = { symbol, openTime: t, open: o, high: h, low: l, close: c, volume: v, isClosed: x };
  return { status: 'event', event: { kind: 'candle', candle } };
}

function parseMarkPrice(symbol: string, data: unknown): FrameResult {
  const parsed = markPriceSchema.safeParse(data);
  if (!parsed.success) return malformed(`markPrice: ${z.prettifyError(parsed.error)}`);
  const update = parsed.data;
  if (!namesSymbol(update.s, symbol))
    return malformed(`markPrice: symbol ${update.s} on the ${symbol} stream`);
  const mark = {
    symbol,
    markPrice: update.p,
    indexPrice: update.i,
    fundingRate: update.r,
    nextFundingTime: update.T,
    time: update.E,
  };
  return { status: 'event', event: { kind: 'mark', mark } };
}
