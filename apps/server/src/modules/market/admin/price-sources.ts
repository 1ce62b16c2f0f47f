import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { QuoteStatus, type PriceSourceState } from '@exchange/contracts';

type SourceState = (typeof PriceSourceState)[number];
import { instruments, queryRows } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { PRICE_FEED_LOCK_KEY } from '../../../engines/price-feed/price-feed-engine';
import { RISK_ENGINE_LOCK_KEY } from '../../../engines/risk/risk-engine';
import { marketRuntimeOf } from '../market-state';
import { quoteKey } from '../quote-lookup';
import { leadsHere } from './leadership';

interface LockHolder {
  backendPid: number;
  clientAddress: string | null;
  connectedAt: number | null;
}

/**
 * Who holds a singleton's advisory lock, read from PostgreSQL's own lock table: the leader's database session (its
 * backend pid, client address and connection time identify the instance). Nothing records the leader elsewhere, and
 * this cannot drift from the truth, since the lock IS the leadership. On the embedded database the one process
 * leads, so there is nothing to look up (null).
 */
const lockHolder = async (context: AppContext, lockKey: number): Promise<LockHolder | null> => {
  if (context.database.driver !== 'postgres') return null;
  // A bigint advisory key is stored as classid = high 32 bits, objid = low 32 bits, objsubid = 1.
  const rows = await queryRows<{ pid: number; client_addr: string | null; connected_ms: string | null }>(
    context.db,
    sql`select l.pid, host(a.client_addr) as client_addr,
               (extract(epoch from a.backend_start) * 1000)::bigint as connected_ms
          from pg_locks l left join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'advisory' and l.granted and l.classid::bigint = 0
           and l.objid::bigint = ${lockKey} and l.objsubid = 1
         limit 1`,
  );
  const [row] = rows;
  if (!row) return null;
  return {
    backendPid: Number(row.pid),
    clientAddress: row.client_addr,
    connectedAt: row.connected_ms === null ? null : Number(row.connected_ms),
  };
};

const stateOf = (
  status: number | undefined,
  lastTickTime: number | undefined,
  nowMs: number,
  staleAfterMs: number,
): SourceState => {
  if (status === undefined || lastTickTime === undefined) return 'none';
  // Stale when the source said so, or when nothing arrived for the window (a dead leader sends no stale event).
  if (status === QuoteStatus.stale || nowMs - lastTickTime > staleAfterMs) return 'stale';
  return 'live';
};

/** `market/price-sources`: this instance's view of the feed, per instrument, and who leads feed and risk engine. */
export const getPriceSources = async (context: AppContext) => {
  const runtime = marketRuntimeOf(context);
  const nowMs = context.clock.nowMs();
  const staleAfterMs = context.config.PRICE_STALE_AFTER_MS;
  const rows = await context.db
    .select({
      id: instruments.id,
      type: instruments.type,
      symbol: instruments.symbol,
      isListed: instruments.isListed,
    })
    .from(instruments)
    .orderBy(instruments.type, instruments.sort, instruments.id);
  const [feedHolder, riskHolder] = await Promise.all([
    lockHolder(context, PRICE_FEED_LOCK_KEY),
    lockHolder(context, RISK_ENGINE_LOCK_KEY),
  ]);
  return {
    source: context.config.PRICE_SOURCE,
    isDemo: context.config.PRICE_SOURCE === 'simulated',
    lastBatchTime: runtime?.feed.lastTickTime ?? null,
    staleAfterMs,
    instance: { host: hostname(), pid: process.pid, database: context.database.driver },
    priceFeed: {
      isEnabledHere: context.config.PRICE_FEED_ENABLED,
      isThisInstance: runtime?.engine?.isLeader ?? false,
      holder: feedHolder,
    },
    riskEngine: {
      isEnabledHere: context.config.RISK_ENGINE_ENABLED,
      isThisInstance: leadsHere(context, 'riskEngine'),
      holder: riskHolder,
    },
    instruments: rows.map((row) => {
      const key = quoteKey(row.type, row.symbol);
      const lastTickTime = runtime?.feed.tickTimes.get(key);
      const status = runtime?.quotes.get(row.symbol, row.type)?.status;
      return {
        ...row,
        state: stateOf(status, lastTickTime, nowMs, staleAfterMs),
        lastTickTime: lastTickTime ?? null,
      };
    }),
  };
};
