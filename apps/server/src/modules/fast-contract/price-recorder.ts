import { BigNumber } from 'bignumber.js';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { InstrumentType } from '@exchange/contracts';
import { fastContractPrices, queryRows, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { MARKET_TICKS_CHANNEL, type MarketTickBatch } from '../../engines/price-feed/market-batch';
import { CLOSE_PRICE_WINDOW_MS, PRICE_RETENTION_MS } from './fast-contract-rules';

/** Rows waiting for the database at most (a stalled database must not grow memory without bound). */
export const RECORDER_QUEUE_LIMIT = 10_000;
/** Rows per insert statement. */
const INSERT_BATCH = 500;

type PriceRow = typeof fastContractPrices.$inferInsert;

const secondOf = (timeMs: number) => Math.floor(timeMs / 1000) * 1000;

/**
 * Keeps the source's price of every fast-contract instrument for every second (the first tick of the second), so a
 * contract settles at the price recorded for its expiry second. It reads the `market.ticks` batches every instance
 * receives but writes only while this instance leads the scheduler — the one writer; a failover overlap writes the same
 * keys and `ON CONFLICT DO NOTHING` keeps the first. Writes go one statement at a time, in order.
 */
export class PriceRecorder {
  private readonly lastSecond = new Map<string, number>();
  private queue: PriceRow[] = [];
  private writing: Promise<void> | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly context: AppContext,
    private readonly isWriter: () => boolean,
  ) {}

  async start() {
    this.unsubscribe = await this.context.bus.subscribe(MARKET_TICKS_CHANNEL, (message) =>
      this.take(message as MarketTickBatch),
    );
  }

  async stop() {
    await this.unsubscribe?.();
    this.unsubscribe = null;
    await this.idle();
  }

  /** Takes one batch's fast-contract ticks (stale instruments have none) and starts writing them. */
  take(batch: MarketTickBatch) {
    if (!this.isWriter()) {
      this.lastSecond.clear();
      return;
    }
    for (const { type, tick } of batch.ticks) {
      if (type !== InstrumentType.fastContract || !new BigNumber(tick.price).isGreaterThan(0)) continue;
      const secondMs = secondOf(tick.time);
      if ((this.lastSecond.get(tick.symbol) ?? -1) >= secondMs) continue;
      this.lastSecond.set(tick.symbol, secondMs);
      this.queue.push({ symbol: tick.symbol, secondMs, price: tick.price, tickAtMs: tick.time });
    }
    if (this.queue.length > RECORDER_QUEUE_LIMIT) {
      this.context.logger.warn(
        { dropped: this.queue.length - RECORDER_QUEUE_LIMIT },
        'fast contract: price queue full',
      );
      this.queue = this.queue.slice(-RECORDER_QUEUE_LIMIT);
    }
    void this.flush();
  }

  /** Resolves once everything taken so far is written (tests wait on it). */
  async idle() {
    while (this.writing) await this.writing;
  }

  private flush() {
    this.writing ??= this.drain().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  private async drain() {
    while (this.queue.length > 0) {
      const rows = this.queue.splice(0, INSERT_BATCH);
      try {
        await this.context.db.insert(fastContractPrices).values(rows).onConflictDoNothing();
      } catch (error) {
        // A lost second settles its contracts as "no price" (refunded), never at a made-up price.
        this.context.logger.error({ err: error, rows: rows.length }, 'fast contract: prices not recorded');
      }
    }
  }
}

export interface RecordedPrice {
  price: string;
  timeMs: number;
}

/**
 * The settlement price of a contract expiring at `expiresAtMs`: the latest recorded tick at or before the expiry and
 * no more than CLOSE_PRICE_WINDOW_MS before it; null when there is none (the stake is refunded).
 */
export const closePriceFor = async (
  db: DbOrTx,
  symbol: string,
  expiresAtMs: number,
): Promise<RecordedPrice | null> => {
  const fromMs = expiresAtMs - CLOSE_PRICE_WINDOW_MS;
  const [row] = await db
    .select({ price: fastContractPrices.price, tickAtMs: fastContractPrices.tickAtMs })
    .from(fastContractPrices)
    .where(
      and(
        eq(fastContractPrices.symbol, symbol),
        gte(fastContractPrices.secondMs, secondOf(fromMs)),
        lte(fastContractPrices.secondMs, expiresAtMs),
        gte(fastContractPrices.tickAtMs, fromMs),
        lte(fastContractPrices.tickAtMs, expiresAtMs),
      ),
    )
    .orderBy(desc(fastContractPrices.tickAtMs))
    .limit(1);
  return row ? { price: new BigNumber(row.price).toFixed(), timeMs: row.tickAtMs } : null;
};

/** Deletes recorded prices older than the retention (the pruning job); returns how many went. */
export const prunePrices = async (context: AppContext, nowMs: number) => {
  const [row] = await queryRows<{ count: number }>(
    context.db,
    sql`with gone as (delete from fast_contract_prices where second_ms < ${nowMs - PRICE_RETENTION_MS} returning 1)
        select count(*)::int as count from gone`,
  );
  return row?.count ?? 0;
};
