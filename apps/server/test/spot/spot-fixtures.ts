import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/platform/db/index';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '../../src/engines/price-feed/market-batch';
import { spotMatcherOf } from '../../src/modules/spot/index';
import { spotMarketOf } from '../../src/modules/spot/spot-market';
import { createUser } from '../member/member-fixtures';
import { fund } from '../ledger/ledger-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';

/** The real app with the trading engines leading but stepped by hand (no timers). */
export const createSpotApp = (config: Record<string, string> = {}) =>
  createTestApp({
    config: { RISK_ENGINE_ENABLED: 'true', ...config },
    overrides: { isRiskEngineManual: true },
  });

export const key = (label = 'spot') => `${label}-${randomBytes(8).toString('hex')}`;

/** A member whose spot wallet holds these assets (deposits, as an approved deposit credits them). */
export const spotTrader = async (t: TestApp, holdings: Record<string, string> = { USDT: '10000' }) => {
  const user = await createUser(t);
  for (const [asset, amount] of Object.entries(holdings))
    if (new BigNumber(amount).isGreaterThan(0)) await fund(t.context.db, user.userId, amount, asset);
  return user;
};

export type Level = readonly [price: string, quantity: string];

export interface ScriptedSpot {
  symbol: string;
  last: string;
  /** Best first. Default: one deep level a tick either side of the last price. */
  asks?: readonly Level[];
  bids?: readonly Level[];
  isStale?: boolean;
  /** Publish the tick without a book (the book stays what it was). */
  isBookless?: boolean;
}

const tickOf = (symbol: string, price: string, time: number) => ({
  symbol,
  price,
  bid: null,
  ask: null,
  open24h: price,
  high24h: price,
  low24h: price,
  volume24h: '0',
  time,
});

/**
 * Publishes spot prices and books on the bus exactly as the price feed's leader does (type 1 ticks and depths), then
 * waits until this instance's market runtime and the spot matcher have both taken them in.
 */
export const setSpot = async (t: TestApp, entries: readonly ScriptedSpot[]) => {
  const now = t.clock.nowMs();
  const batch = emptyBatch('simulated', now);
  for (const entry of entries) {
    if (entry.isStale) {
      batch.stale.push({ type: 1, symbol: entry.symbol, lastTime: now });
      continue;
    }
    batch.ticks.push({ type: 1, tick: tickOf(entry.symbol, entry.last, now) });
    if (entry.isBookless) continue;
    const toLevels = (levels: readonly Level[]) => levels.map(([price, quantity]) => ({ price, quantity }));
    batch.depths.push({
      type: 1,
      depth: {
        symbol: entry.symbol,
        asks: toLevels(entry.asks ?? [[entry.last, '1000']]),
        bids: toLevels(entry.bids ?? [[entry.last, '1000']]),
        time: now,
      },
    });
  }
  await t.context.bus.publish(MARKET_TICKS_CHANNEL, batch);
  const matcher = spotMatcherOf(t.context);
  for (let waited = 0; waited < 5_000; waited += 5) {
    const isApplied = entries.every((entry) => {
      const market = spotMarketOf(t.context, entry.symbol);
      const seen = matcher?.lastPriceOf(entry.symbol);
      if (entry.isStale) return market?.isLive === false && (!matcher || seen?.isLive === false);
      return market?.lastTime === now && market.lastPrice === entry.last && (!matcher || seen?.time === now);
    });
    if (isApplied) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`spot prices not applied: ${JSON.stringify(entries)}`);
};

/** One matcher turn, then everything it started, finished. */
export const stepMatcher = async (t: TestApp) => {
  const matcher = spotMatcherOf(t.context);
  if (!matcher) throw new Error('spot matcher off');
  await matcher.step();
  await matcher.idle();
};

/** A spot call with a fresh Idempotency-Key (or the given one), from its own loopback address. */
export const spot = <T = unknown>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined>; key?: string | null } = {},
): Promise<ApiResult<T>> =>
  call<T>(t.app, method, `pay/order-coin/${path}`, {
    token,
    ip: freshIp(),
    ...(options.key === null ? {} : { headers: { 'idempotency-key': options.key ?? key() } }),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
  });

export const PLACE = 'purchase-actual-commodities';

/** The user's spot balances per asset, straight from the ledger. */
export const spotBalances = async (db: Db, userId: number) => {
  const rows = await queryRows<{ asset: string; available: string; frozen: string }>(
    db,
    sql`select asset, available::text, frozen::text from ledger_accounts
         where user_id = ${userId} and wallet = 'spot' order by asset`,
  );
  // Accounts the account lock opened at zero (the order's other asset) are left out.
  return Object.fromEntries(
    rows
      .filter((row) => !new BigNumber(row.available).isZero() || !new BigNumber(row.frozen).isZero())
      .map((row) => [
        row.asset,
        { available: new BigNumber(row.available).toFixed(), frozen: new BigNumber(row.frozen).toFixed() },
      ]),
  );
};

/** Row counts of the spot tables and of the ledger's transfers: a refused call changes none of them. */
export const spotCounts = async (db: Db) => {
  const [row] = await queryRows<{ orders: string; fills: string; transfers: string }>(
    db,
    sql`select (select count(*) from spot_orders) as orders, (select count(*) from spot_fills) as fills,
               (select count(*) from ledger_transfers) as transfers`,
  );
  return { orders: Number(row?.orders), fills: Number(row?.fills), transfers: Number(row?.transfers) };
};

/** A house account's balance in one asset. */
export const houseBalanceOf = async (db: Db, code: string, asset: string) => {
  const [row] = await queryRows<{ available: string }>(
    db,
    sql`select available::text from ledger_accounts where house_code = ${code} and asset = ${asset}`,
  );
  return new BigNumber(row?.available ?? 0).toFixed();
};
