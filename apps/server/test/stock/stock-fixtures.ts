import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { appSettings, queryRows, type Db } from '../../src/platform/db/index';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '../../src/engines/price-feed/market-batch';
import { marketRuntimeOf } from '../../src/modules/market/index';
import { STOCK_SETTINGS_KEY } from '../../src/modules/stock/index';
import { createUser } from '../member/member-fixtures';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import type { TestApp } from '../support/test-app';

/** Stocks are type 3 instruments. */
const STOCK = 3;

export const key = (label = 'stock') => `${label}-${randomBytes(8).toString('hex')}`;

/** Moves the app's manual clock to an instant (forwards or back); tokens made before a move may be stale after it. */
export const setTime = (t: TestApp, iso: string) => {
  t.clock.advance(Date.parse(iso) - t.clock.nowMs());
};

/**
 * Publishes stock quotes on the bus exactly as the price feed's leader does (tests run with the feed off), stamped
 * with the clock's now, then waits until this instance's quote book has them. `isStale` marks a quote stale.
 */
export const setStockPrices = async (
  t: TestApp,
  prices: readonly { symbol: string; price?: string; isStale?: boolean }[],
) => {
  const now = t.clock.nowMs();
  const batch = emptyBatch('simulated', now);
  for (const entry of prices) {
    if (entry.isStale) {
      batch.stale.push({ type: STOCK, symbol: entry.symbol, lastTime: now });
      continue;
    }
    const price = entry.price ?? '100';
    batch.ticks.push({
      type: STOCK,
      tick: {
        symbol: entry.symbol,
        price,
        bid: null,
        ask: null,
        open24h: price,
        high24h: price,
        low24h: price,
        volume24h: '0',
        time: now,
      },
    });
  }
  await t.context.bus.publish(MARKET_TICKS_CHANNEL, batch);
  const runtime = marketRuntimeOf(t.context);
  for (let waited = 0; waited < 5_000; waited += 5) {
    const isApplied = prices.every((entry) => {
      const quote = runtime?.quotes.get(entry.symbol, STOCK);
      if (entry.isStale) return quote?.status === 2;
      return (
        quote?.price === (entry.price ?? '100') &&
        runtime?.feed.tickTimes.get(`${STOCK}:${entry.symbol}`) === now
      );
    });
    if (isApplied) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`stock prices not applied: ${JSON.stringify(prices)}`);
};

export const setStockPrice = (t: TestApp, symbol: string, price: string) =>
  setStockPrices(t, [{ symbol, price }]);

/** Stock settings as staff would store them (the admin API test covers the route itself). */
export const enableStocks = async (
  db: Db,
  settings: { isEnabled?: boolean; feeRate?: string; minOrderAmount?: string } = {},
) => {
  const value = JSON.stringify({
    isEnabled: settings.isEnabled ?? true,
    feeRate: settings.feeRate ?? '0.001',
    minOrderAmount: settings.minOrderAmount ?? '1',
    updatedAt: null,
  });
  await db
    .insert(appSettings)
    .values({ key: STOCK_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
};

/** A signed-in member whose spot wallet holds `usdt` (a deposit from deposit clearing). */
export const stockTrader = async (t: TestApp, usdt = '10000') => {
  const user = await createUser(t);
  if (new BigNumber(usdt).isGreaterThan(0)) await fund(t.context.db, user.userId, usdt);
  return user;
};

/** A stock call (pay/order-stock/<path>) with a fresh Idempotency-Key (or the given one), from its own address. */
export const stockCall = <T = unknown>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined>; key?: string } = {},
): Promise<ApiResult<T>> =>
  call<T>(t.app, method, `pay/order-stock/${path}`, {
    token,
    ip: freshIp(),
    headers: { 'idempotency-key': options.key ?? key() },
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
  });

/** The user's spot USDT, straight from the ledger. */
export const spotUsdt = async (db: Db, userId: number) => {
  const [row] = await queryRows<{ available: string; frozen: string }>(
    db,
    sql`select available::text, frozen::text from ledger_accounts
         where user_id = ${userId} and wallet = 'spot' and asset = 'USDT'`,
  );
  return {
    available: new BigNumber(row?.available ?? 0).toFixed(),
    frozen: new BigNumber(row?.frozen ?? 0).toFixed(),
  };
};

export const houseUsdt = async (db: Db, code: string) => {
  const [row] = await queryRows<{ available: string }>(
    db,
    sql`select available::text from ledger_accounts where house_code = ${code} and asset = 'USDT'`,
  );
  return new BigNumber(row?.available ?? 0).toFixed();
};

/** A user's holding of `symbol` as stored (zeros when none). */
export const holdingOf = async (db: Db, userId: number, symbol: string) => {
  const [row] = await queryRows<{ quantity: string; reserved: string; cost: string }>(
    db,
    sql`select quantity::text, reserved_quantity::text as reserved, cost_basis::text as cost
          from stock_holdings where user_id = ${userId} and symbol = ${symbol}`,
  );
  return {
    quantity: new BigNumber(row?.quantity ?? 0).toFixed(),
    reserved: new BigNumber(row?.reserved ?? 0).toFixed(),
    costBasis: new BigNumber(row?.cost ?? 0).toFixed(),
  };
};

/**
 * The ledger transfers of stock order `no`, oldest first: id, kind (1 posted, 2 pending, 3 post, 4 void), the two
 * accounts by name (a user's wallet or a house code), amount and business type.
 */
export const orderTransfers = async (db: Db, no: string) =>
  (
    await queryRows<{
      id: string;
      kind: number;
      debit: string;
      credit: string;
      amount: string;
      type: number;
    }>(
      db,
      sql`select t.id, t.kind::int as kind,
                 coalesce(d.house_code, d.wallet) as debit, coalesce(c.house_code, c.wallet) as credit,
                 t.amount::text as amount, t.business_type as type
            from ledger_transfers t
            join ledger_accounts d on d.id = t.debit_account_id
            join ledger_accounts c on c.id = t.credit_account_id
           where t.ref = ${`stock:${no}`}
           order by t.created_at, t.id`,
    )
  ).map((row) => ({ ...row, amount: new BigNumber(row.amount).toFixed() }));

/** A count of rows, for "nothing changed" checks. */
export const tableCounts = async (db: Db) => {
  const [row] = await queryRows<{ orders: number; holdings: number; transfers: number; requests: number }>(
    db,
    sql`select (select count(*)::int from stock_orders) as orders,
               (select count(*)::int from stock_holdings) as holdings,
               (select count(*)::int from ledger_transfers) as transfers,
               (select count(*)::int from money_requests) as requests`,
  );
  return row;
};

/**
 * Every stock test ends here: the ledger auditor is clean, and the stock tables agree with it — each user's frozen
 * spot USDT is the holds of their waiting buys, each holding's reservation is its waiting sells, and the book holds
 * exactly what filled buys paid minus what filled sales received.
 */
export const expectStockInvariants = async (db: Db) => {
  await expectCleanLedger(db);
  const frozen = await queryRows(
    db,
    sql`select a.user_id, a.frozen::text, coalesce(o.held, 0)::text as held
          from ledger_accounts a
          left join (select user_id, sum(held_amount) as held from stock_orders
                      where status = 0 and direction = 0 group by user_id) o on o.user_id = a.user_id
         where a.wallet = 'spot' and a.asset = 'USDT' and a.frozen <> coalesce(o.held, 0)`,
  );
  expect(frozen).toEqual([]);
  const reserved = await queryRows(
    db,
    sql`select h.user_id, h.symbol, h.reserved_quantity::text, coalesce(o.quantity, 0)::text as waiting
          from stock_holdings h
          left join (select user_id, instrument_id, sum(quantity) as quantity from stock_orders
                      where status = 0 and direction = 1 group by user_id, instrument_id) o
            on o.user_id = h.user_id and o.instrument_id = h.instrument_id
         where h.reserved_quantity <> coalesce(o.quantity, 0)`,
  );
  expect(reserved).toEqual([]);
  const [book] = await queryRows<{ flows: string; balance: string }>(
    db,
    sql`select coalesce((select sum(case when direction = 0 then deal_amount else -deal_amount end)
                           from stock_orders where status = 1), 0)::text as flows,
               coalesce((select available from ledger_accounts where house_code = 'stock_book' and asset = 'USDT'),
                        0)::text as balance`,
  );
  expect(new BigNumber(book?.balance ?? 0).toFixed()).toBe(new BigNumber(book?.flows ?? 0).toFixed());
};
