import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { InstrumentType, marketTopic, type FastContractOrder } from '@exchange/contracts';
import { fastContractPrices, queryRows, realNameSubmissions, type Db } from '../../src/platform/db/index';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '../../src/engines/price-feed/market-batch';
import { marketRuntimeOf } from '../../src/modules/market/index';
import { fastContractRuntimeOf } from '../../src/modules/fast-contract/index';
import { createUser } from '../member/member-fixtures';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import { adminCall } from '../support/staff';
import type { TestApp } from '../support/test-app';

export const key = (label = 'fast') => `${label}-${randomBytes(8).toString('hex')}`;

/** A member whose fast wallet holds `usdt` (a deposit to spot, then wallet/any-transfer to fast_contract). */
export const fastTrader = async (t: TestApp, usdt = '1000') => {
  const user = await createUser(t);
  if (new BigNumber(usdt).isGreaterThan(0)) {
    await fund(t.context.db, user.userId, usdt);
    const moved = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      ip: freshIp(),
      headers: { 'idempotency-key': key('fund') },
      body: { fromWallet: 'spot', toWallet: 'fast_contract', coin: 'USDT', amount: usdt },
    });
    if (moved.code !== 0) throw new Error(`funding the fast wallet failed: ${JSON.stringify(moved.body)}`);
  }
  return user;
};

/**
 * Publishes a fast-contract price on the bus at the clock's time, exactly as the feed's leader does (tests run with the
 * feed off), and waits until this instance's quote book has it and the recorder has written it.
 */
export const setFastPrice = async (
  t: TestApp,
  symbol: string,
  price: string,
  options: { isStale?: boolean } = {},
) => {
  const now = t.clock.nowMs();
  const batch = emptyBatch('simulated', now);
  if (options.isStale) batch.stale.push({ type: InstrumentType.fastContract, symbol, lastTime: now });
  else
    batch.ticks.push({
      type: InstrumentType.fastContract,
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
    const quote = runtime?.quotes.get(symbol, InstrumentType.fastContract);
    const isApplied = options.isStale
      ? quote?.status === 2
      : quote?.price === price &&
        runtime?.feed.tickTimes.get(marketTopic(InstrumentType.fastContract, symbol)) === now;
    if (isApplied) {
      await fastContractRuntimeOf(t.context).recorder.idle();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`fast price not applied: ${symbol} ${price}`);
};

/** A recorded second, written straight into the table (settlement scenarios set exactly what was recorded). */
export const recordPrice = async (t: TestApp, symbol: string, tickAtMs: number, price: string) => {
  await t.context.db
    .insert(fastContractPrices)
    .values({ symbol, secondMs: Math.floor(tickAtMs / 1000) * 1000, price, tickAtMs })
    .onConflictDoNothing();
};

export const buyBody = (overrides: Record<string, unknown> = {}) => ({
  symbol: 'BTCUSDT',
  direction: 0,
  amount: '100',
  periodSeconds: 60,
  payoutRate: '0.85',
  ...overrides,
});

export const buy = (t: TestApp, token: string, body: unknown, idempotencyKey = key()) =>
  call<FastContractOrder>(t.app, 'POST', 'pay/quick-contract/buy', {
    token,
    ip: freshIp(),
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });

export const fastGet = <T>(
  t: TestApp,
  token: string,
  path: 'page' | 'detail' | 'config',
  query: Record<string, string | number | undefined> = {},
): Promise<ApiResult<T>> => call<T>(t.app, 'GET', `pay/quick-contract/${path}`, { token, query });

/**
 * Advances the clock by at least `ms`, to the next whole second (a new slot of the every-second settlement job: a slot
 * runs once), and runs every due job.
 */
export const advanceAndSettle = async (t: TestApp, ms: number) => {
  const target = t.clock.nowMs() + ms;
  t.clock.advance(Math.ceil(target / 1000) * 1000 - t.clock.nowMs());
  return t.context.scheduler.runDue();
};

/** The user's fast wallet USDT, as stored. */
export const fastBalance = async (db: Db, userId: number) => {
  const [row] = await queryRows<{ available: string; frozen: string }>(
    db,
    sql`select available::text, frozen::text from ledger_accounts
         where user_id = ${userId} and wallet = 'fast_contract' and asset = 'USDT'`,
  );
  return {
    available: new BigNumber(row?.available ?? 0).toFixed(),
    frozen: new BigNumber(row?.frozen ?? 0).toFixed(),
  };
};

export const houseBookBalance = async (db: Db) => {
  const [row] = await queryRows<{ available: string }>(
    db,
    sql`select available::text from ledger_accounts where house_code = 'fast_contract_book' and asset = 'USDT'`,
  );
  return new BigNumber(row?.available ?? 0).toFixed();
};

/**
 * The module's invariants beside the auditor's: every user's frozen fast USDT is exactly their open stakes; every
 * settled order's payout is what its outcome says; each order's hold was resolved once iff it is settled.
 */
export const expectFastInvariants = async (db: Db) => {
  const mismatched = await queryRows(
    db,
    sql`select a.user_id, a.frozen::text, coalesce(o.staked, 0)::text as staked
          from ledger_accounts a
          left join (select user_id, sum(amount) as staked from fast_contract_orders where status = 0 group by user_id) o
            on o.user_id = a.user_id
         where a.wallet = 'fast_contract' and a.asset = 'USDT' and a.frozen <> coalesce(o.staked, 0)`,
  );
  expect(mismatched).toEqual([]);
  const resolutions = await queryRows(
    db,
    sql`select o.id, o.status, count(t.id)::int as resolutions
          from fast_contract_orders o left join ledger_transfers t on t.pending_id = o.hold_id
         group by o.id, o.status
        having (o.status = 0 and count(t.id) <> 0) or (o.status <> 0 and count(t.id) <> 1)`,
  );
  expect(resolutions).toEqual([]);
  const payouts = await queryRows(
    db,
    sql`select id from fast_contract_orders
         where (status = 1 and payout <> amount * (1 + payout_rate))
            or (status = 2 and payout <> 0)
            or (status in (3, 4) and payout <> amount)`,
  );
  expect(payouts).toEqual([]);
  await expectCleanLedger(db);
};

/** A verified real-name record with `nationality`, written straight into the table (as staff approval leaves it). */
export const verifyNationality = async (t: TestApp, userId: number, nationality: string, status = 2) => {
  const now = new Date(t.clock.nowMs());
  await t.context.db.insert(realNameSubmissions).values({
    userId,
    realName: 'Test Person',
    nationality,
    documentType: 'passport',
    documentNumber: `P${randomBytes(4).toString('hex')}`,
    frontImageKey: 'front',
    backImageKey: 'back',
    status,
    createdAt: now,
    reviewedAt: now,
  });
};

/** The default rules as a PUT body, with `changes` on top (tests put the defaults back when they are done). */
export const settingsBody = (changes: Record<string, unknown> = {}) => ({
  isEnabled: true,
  blockedCountries: [] as string[],
  minStake: '10',
  maxStake: '10000',
  maxOpenStakePerUser: '50000',
  instruments: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BNBUSDT', 'XRPUSDT'].map((symbol) => ({
    symbol,
    exposureLimit: '100000',
    periods: [
      { periodSeconds: 30, payoutRate: '0.85' },
      { periodSeconds: 60, payoutRate: '0.85' },
      { periodSeconds: 120, payoutRate: '0.8' },
      { periodSeconds: 300, payoutRate: '0.75' },
    ],
  })),
  ...changes,
});

export const putSettings = (t: TestApp, staffToken: string, body: unknown) =>
  adminCall(t, 'PUT', 'fast-contract/settings', staffToken, { body });
