import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { InstrumentType, marketTopic, type AdminBlockOffer, type BlockOrder } from '@exchange/contracts';
import { queryRows, type Db } from '../../src/platform/db/index';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '../../src/engines/price-feed/market-batch';
import { marketRuntimeOf } from '../../src/modules/market/index';
import { createUser } from '../member/member-fixtures';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import { adminCall } from '../support/staff';
import type { TestApp } from '../support/test-app';

export const key = (label = 'block') => `${label}-${randomBytes(8).toString('hex')}`;

/** A member whose spot wallet holds `usdt`. */
export const blockBuyer = async (t: TestApp, usdt = '100000') => {
  const user = await createUser(t);
  if (new BigNumber(usdt).isGreaterThan(0)) await fund(t.context.db, user.userId, usdt);
  return user;
};

/**
 * Publishes a spot (coin) price on the bus at the clock's time, as the feed's leader does (tests run with the feed
 * off), and waits until this instance's quote book has it. `isStale` reports the pair stale instead.
 */
export const setSpotPrice = async (
  t: TestApp,
  symbol: string,
  price: string,
  options: { isStale?: boolean } = {},
) => {
  const now = t.clock.nowMs();
  const batch = emptyBatch('simulated', now);
  if (options.isStale) batch.stale.push({ type: InstrumentType.coin, symbol, lastTime: now });
  else
    batch.ticks.push({
      type: InstrumentType.coin,
      tick: {
        symbol,
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
  await t.context.bus.publish(MARKET_TICKS_CHANNEL, batch);
  const runtime = marketRuntimeOf(t.context);
  for (let waited = 0; waited < 5_000; waited += 5) {
    const quote = runtime?.quotes.get(symbol, InstrumentType.coin);
    const isApplied = options.isStale
      ? quote?.status === 2
      : quote?.price === price &&
        runtime?.feed.tickTimes.get(marketTopic(InstrumentType.coin, symbol)) === now;
    if (isApplied) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`spot price not applied: ${symbol} ${price}`);
};

export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  symbol: 'BTCUSDT',
  rate: '-0.02',
  minQuantity: '0.001',
  maxQuantity: '1',
  totalQuantity: '10',
  lockupSeconds: 7 * 86_400,
  status: 1,
  ...overrides,
});

/** Creates an offer through the staff API and returns it. */
export const createOffer = async (
  t: TestApp,
  staffToken: string,
  overrides: Record<string, unknown> = {},
) => {
  const created = await adminCall<AdminBlockOffer>(t, 'POST', 'block-trade/offers', staffToken, {
    body: offerBody(overrides),
  });
  if (created.status !== 200) throw new Error(`offer create failed: ${JSON.stringify(created.body)}`);
  return created.data;
};

export const updateOffer = (t: TestApp, staffToken: string, id: number, body: object) =>
  adminCall<AdminBlockOffer>(t, 'PUT', 'block-trade/offers/update', staffToken, { body: { id, ...body } });

export const buy = (t: TestApp, token: string, body: unknown, idempotencyKey = key()) =>
  call<BlockOrder>(t.app, 'POST', 'pay/bulk-order/buy', {
    token,
    ip: freshIp(),
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });

export const blockGet = <T>(
  t: TestApp,
  token: string | undefined,
  path: 'bulk-config/page' | 'bulk-config/get' | 'bulk-order/page' | 'bulk-order/detail',
  query: Record<string, string | number | undefined> = {},
): Promise<ApiResult<T>> => call<T>(t.app, 'GET', `pay/${path}`, { ...(token ? { token } : {}), query });

/** One of the user's ledger balances, as stored. */
export const balanceOf = async (db: Db, userId: number, wallet: string, asset: string) => {
  const [row] = await queryRows<{ available: string; frozen: string }>(
    db,
    sql`select available::text, frozen::text from ledger_accounts
         where user_id = ${userId} and wallet = ${wallet} and asset = ${asset}`,
  );
  return new BigNumber(row?.available ?? 0).plus(row?.frozen ?? 0).toFixed();
};

/**
 * The module's invariants beside the auditor's: each user's block_locked balance of an asset is exactly the quantity
 * of their locked orders; each offer's sold quantity is the sum of its orders; each order has its buy transfers, and
 * its release transfer exactly when it is released.
 */
export const expectBlockInvariants = async (db: Db) => {
  const lockedMismatch = await queryRows(
    db,
    sql`select a.user_id, a.asset from ledger_accounts a
          left join (select user_id, base_asset, sum(quantity) as held from block_trade_orders
                      where status = 1 group by user_id, base_asset) o
            on o.user_id = a.user_id and o.base_asset = a.asset
         where a.wallet = 'block_locked' and a.available + a.frozen <> coalesce(o.held, 0)`,
  );
  expect(lockedMismatch).toEqual([]);
  const soldMismatch = await queryRows(
    db,
    sql`select f.id from block_trade_offers f
          left join (select offer_id, sum(quantity) as sold from block_trade_orders group by offer_id) o
            on o.offer_id = f.id
         where f.sold_quantity <> coalesce(o.sold, 0) or f.sold_quantity > f.total_quantity`,
  );
  expect(soldMismatch).toEqual([]);
  const transferMismatch = await queryRows(
    db,
    sql`select o.id from block_trade_orders o
         where (select count(*) from ledger_transfers t where t.id in ('block:' || o.no || ':pay', 'block:' || o.no || ':deliver')) <> 2
            or (select count(*) from ledger_transfers t where t.id = 'block:' || o.no || ':release') <> (case when o.status = 2 then 1 else 0 end)`,
  );
  expect(transferMismatch).toEqual([]);
  await expectCleanLedger(db);
};

/** Advances the clock by at least `ms` to the next whole minute (a new slot of the release job) and runs what is due. */
export const advanceAndRelease = async (t: TestApp, ms: number) => {
  const target = t.clock.nowMs() + ms;
  t.clock.advance(Math.ceil(target / 60_000) * 60_000 - t.clock.nowMs());
  return t.context.scheduler.runDue();
};
