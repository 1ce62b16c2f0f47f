import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  aggregateCandles,
  bucketStart,
  mergeIntoOpenCandle,
  nextBucketStart,
  type Candle,
  type KlineInterval,
} from '@exchange/domain';
import type { KlineItem } from '@exchange/contracts';
import { klines, type Db } from '../../platform/db/index';
import { firstTimeMs } from '../../engines/price-feed/simulated/price-path';
import { toDomainCandle, type SimulatedMarket } from '../../engines/price-feed/simulated/simulated-market';
import type { Instrument } from './instrument-catalogue';

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;
/** Buckets a request may walk past (closed stock sessions) before it stops looking further back. */
const MAX_EMPTY_BUCKETS = 20_000;
/** One-minute rows a live-history request reads at most. */
const MAX_LIVE_MINUTES = 100_000;

export const toKlineItem = (candle: Candle): KlineItem => ({
  t: candle.openTime,
  o: candle.open,
  h: candle.high,
  l: candle.low,
  c: candle.close,
  v: candle.volume,
});

export interface KlineService {
  /** Up to `limit` candles opening before `endTimeMs` (default: including the open one), ascending by `t`. */
  list(
    instrument: Instrument,
    interval: KlineInterval,
    limit: number,
    endTimeMs: number | undefined,
    nowMs: number,
  ): Promise<KlineItem[]>;
  /** The open candle of `interval` at `nowMs`, or null when there is none (a closed market, no data yet). */
  openCandle(instrument: Instrument, interval: KlineInterval, nowMs: number): Promise<KlineItem | null>;
  /** A live source's one-minute candle arrived (the open minute, or one that closed). */
  onMinute(instrument: Instrument, minute: Candle & { isClosed: boolean }): void;
}

/**
 * The simulator's klines are its path read at the bucket's bounds (the open bucket up to now), so every interval
 * is the exact aggregate of the finer ones and a restart regenerates the same history: nothing is stored.
 */
export const simulatedKlines = (market: SimulatedMarket): KlineService => {
  const candleOf = (instrument: Instrument, from: number, to: number) => {
    const path = market.pathOf(instrument);
    const candle = path.aggregate(from, to);
    return candle && candle.weightMs > 0
      ? toKlineItem(toDomainCandle({ ...candle, start: from }, path.decimals))
      : null;
  };
  return {
    async list(instrument, interval, limit, endTimeMs, nowMs) {
      const nowEnd = Math.floor(nowMs / SECOND_MS) * SECOND_MS + SECOND_MS;
      const first = firstTimeMs();
      const items: KlineItem[] = [];
      let bucket = bucketStart(Math.min(endTimeMs ?? nowEnd, nowEnd) - 1, interval);
      for (let empty = 0; items.length < limit && bucket >= first && empty < MAX_EMPTY_BUCKETS;) {
        const item = candleOf(instrument, bucket, Math.min(nextBucketStart(bucket, interval), nowEnd));
        if (item) items.push(item);
        else empty += 1;
        bucket = bucketStart(bucket - 1, interval);
      }
      return items.reverse();
    },
    async openCandle(instrument, interval, nowMs) {
      const bucket = bucketStart(nowMs, interval);
      return candleOf(instrument, bucket, Math.floor(nowMs / SECOND_MS) * SECOND_MS + SECOND_MS);
    },
    onMinute() {},
  };
};

/**
 * A live source's klines: the closed minutes the leader stored (table `klines`) aggregated per interval, plus the
 * open minute as it arrives. History starts when the server first ran with the live source; minutes missing
 * while no instance was connected stay missing (Binance's REST backfill is not reachable from here) and show as
 * gaps, never as invented prices.
 */
export const liveKlines = (db: Db): KlineService => {
  const liveMinutes = new Map<number, Candle>();
  /**
   * Per instrument × interval, the open bucket's closed minutes aggregated: read from the table once per bucket,
   * then extended by the closed minutes the feed delivers, so a push does not query the database each batch.
   */
  const closedParts = new Map<string, { bucket: number; candle: Candle | null; throughMs: number }>();
  const readMinutes = async (instrumentId: number, fromMs: number, toMs: number): Promise<Candle[]> => {
    const rows = await db
      .select()
      .from(klines)
      .where(
        and(eq(klines.instrumentId, instrumentId), gte(klines.openTime, fromMs), lt(klines.openTime, toMs)),
      )
      .orderBy(asc(klines.openTime))
      .limit(MAX_LIVE_MINUTES);
    return rows.map((row) => ({
      openTime: row.openTime,
      open: row.open,
      high: row.high,
      low: row.low,
      close: row.close,
      volume: row.volume,
    }));
  };
  const withLive = (instrumentId: number, minutes: Candle[], toMs: number) => {
    const live = liveMinutes.get(instrumentId);
    const last = minutes[minutes.length - 1];
    if (live && live.openTime < toMs && (!last || live.openTime > last.openTime)) return [...minutes, live];
    return minutes;
  };
  const closedPartOf = async (
    instrumentId: number,
    interval: KlineInterval,
    bucket: number,
    nowMs: number,
  ) => {
    const key = `${instrumentId}:${interval}`;
    const cached = closedParts.get(key);
    if (cached?.bucket === bucket) return cached;
    let candle: Candle | null = null;
    let throughMs = bucket - MINUTE_MS;
    for (const minute of await readMinutes(instrumentId, bucket, nowMs + 1)) {
      candle = mergeIntoOpenCandle(candle, minute, interval);
      throughMs = minute.openTime;
    }
    const part = { bucket, candle, throughMs };
    closedParts.set(key, part);
    return part;
  };
  return {
    async list(instrument, interval, limit, endTimeMs, nowMs) {
      const end = Math.min(endTimeMs ?? nowMs + MINUTE_MS, nowMs + MINUTE_MS);
      let from = bucketStart(end - 1, interval);
      for (let count = 1; count < limit && from > MINUTE_MS; count += 1)
        from = bucketStart(from - 1, interval);
      const minutes = withLive(instrument.id, await readMinutes(instrument.id, from, end), end);
      return aggregateCandles(minutes, interval).slice(-limit).map(toKlineItem);
    },
    async openCandle(instrument, interval, nowMs) {
      const bucket = bucketStart(nowMs, interval);
      const part = await closedPartOf(instrument.id, interval, bucket, nowMs);
      const live = liveMinutes.get(instrument.id);
      const open =
        live && live.openTime > part.throughMs && bucketStart(live.openTime, interval) === bucket
          ? mergeIntoOpenCandle(part.candle, live, interval)
          : part.candle;
      return open ? toKlineItem(open) : null;
    },
    onMinute(instrument, minute) {
      if (!minute.isClosed) {
        liveMinutes.set(instrument.id, minute);
        return;
      }
      const live = liveMinutes.get(instrument.id);
      if (live && live.openTime <= minute.openTime) liveMinutes.delete(instrument.id);
      // Each closed minute joins the cached open buckets once (a reconnect replays the current minute).
      for (const [key, part] of closedParts) {
        const [id, interval] = key.split(':') as [string, KlineInterval];
        if (Number(id) !== instrument.id || minute.openTime <= part.throughMs) continue;
        if (bucketStart(minute.openTime, interval) !== part.bucket) continue;
        part.candle = mergeIntoOpenCandle(part.candle, minute, interval);
        part.throughMs = minute.openTime;
      }
    },
  };
};

/** Stores a live source's closed minute (the leader calls it); a repeat of the same minute replaces it. */
export const storeClosedMinute = async (db: Db, instrumentId: number, candle: Candle) => {
  const values = {
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
    volume: candle.volume,
  };
  await db
    .insert(klines)
    .values({ instrumentId, openTime: candle.openTime, ...values })
    .onConflictDoUpdate({ target: [klines.instrumentId, klines.openTime], set: values });
};
