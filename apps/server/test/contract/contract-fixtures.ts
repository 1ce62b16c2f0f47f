import type { ContractPosition } from '@exchange/contracts';
import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '../../src/platform/db/index';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '../../src/engines/price-feed/market-batch';
import { contractPriceOf } from '../../src/modules/market/index';
import { riskEngineOf } from '../../src/modules/contract/index';
import type { RiskEngine } from '../../src/engines/risk/risk-engine';
import { createUser } from '../member/member-fixtures';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';

/** The real app with the risk engine leading but stepped by hand (no timers), so a test decides when it sweeps. */
export const createTradingApp = (config: Record<string, string> = {}) =>
  createTestApp({
    config: { RISK_ENGINE_ENABLED: 'true', ...config },
    overrides: { isRiskEngineManual: true },
  });

export const key = (label = 'op') => `${label}-${randomBytes(8).toString('hex')}`;

/** A member whose contract wallet holds `usdt` (a deposit to spot, then a transfer through the API). */
export const trader = async (t: TestApp, usdt = '10000') => {
  const user = await createUser(t);
  if (new BigNumber(usdt).isGreaterThan(0)) {
    await fund(t.context.db, user.userId, usdt);
    const moved = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      ip: freshIp(),
      headers: { 'idempotency-key': key('fund') },
      body: { fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: usdt },
    });
    if (moved.code !== 0)
      throw new Error(`funding the contract wallet failed: ${JSON.stringify(moved.body)}`);
  }
  return user;
};

export interface ScriptedPrice {
  symbol: string;
  price: string;
  /** Defaults to `price`. */
  mark?: string;
  fundingRate?: string;
  isStale?: boolean;
}

/**
 * Publishes contract prices on the bus exactly as the price feed's leader does (tests run with the feed off), then
 * waits until this instance's market runtime and its risk engine have both taken them in.
 */
export const setPrices = async (
  t: TestApp,
  prices: readonly ScriptedPrice[],
  engine: Pick<RiskEngine, 'priceSnapshot'> | null = riskEngineOf(t.context),
) => {
  const now = t.clock.nowMs();
  const batch = emptyBatch('simulated', now);
  for (const entry of prices) {
    if (entry.isStale) {
      batch.stale.push({ type: 2, symbol: entry.symbol, lastTime: now });
      continue;
    }
    batch.ticks.push({
      type: 2,
      tick: {
        symbol: entry.symbol,
        price: entry.price,
        bid: null,
        ask: null,
        open24h: entry.price,
        high24h: entry.price,
        low24h: entry.price,
        volume24h: '0',
        time: now,
      },
    });
    batch.marks.push({
      type: 2,
      mark: {
        symbol: entry.symbol,
        markPrice: entry.mark ?? entry.price,
        indexPrice: entry.mark ?? entry.price,
        fundingRate: entry.fundingRate ?? '0.0001',
        nextFundingTime: now + 8 * 3_600_000,
        time: now,
      },
    });
  }
  await t.context.bus.publish(MARKET_TICKS_CHANNEL, batch);
  for (let waited = 0; waited < 5_000; waited += 5) {
    const isApplied = prices.every((entry) => {
      const price = contractPriceOf(t.context, entry.symbol);
      const engineMark = engine?.priceSnapshot(entry.symbol);
      const isEngineCurrent = !engine || engineMark?.markTime === now;
      return entry.isStale
        ? price?.isLive === false
        : price?.markTime === now && price.markPrice === (entry.mark ?? entry.price) && isEngineCurrent;
    });
    if (isApplied) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`prices not applied: ${JSON.stringify(prices)}`);
};

export const setPrice = (t: TestApp, symbol: string, price: string, mark?: string) =>
  setPrices(t, [{ symbol, price, ...(mark ? { mark } : {}) }]);

/** One engine turn, then everything it started, finished. */
/** The member's open positions as the app shows them (live PnL). */
export const positionsOf = async (t: TestApp, token: string) =>
  (await call<ContractPosition[]>(t.app, 'GET', 'pay/order-contract/positions', { token })).data;

export const stepEngine = async (t: TestApp) => {
  const engine = riskEngineOf(t.context);
  if (!engine) throw new Error('risk engine off');
  await engine.step();
  await engine.idle();
};

/** A money call with a fresh Idempotency-Key (or the given one). */
export const trade = <T = unknown>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined>; key?: string } = {},
): Promise<ApiResult<T>> =>
  call<T>(t.app, method, `pay/order-contract/${path}`, {
    token,
    // Each call from its own loopback address: tests exercise trading, not the per-IP rate limit.
    ip: freshIp(),
    headers: { 'idempotency-key': options.key ?? key() },
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
  });

export const marketLong = (overrides: Record<string, unknown> = {}) => ({
  symbol: 'BTCUSDT',
  direction: 1,
  orderType: 1,
  marginMode: 2,
  lever: 10,
  quantity: '0.1',
  ...overrides,
});

/** A user's contract-related balances, straight from the ledger. */
export const balancesOf = async (db: Db, userId: number) => {
  const rows = await queryRows<{ wallet: string; available: string; frozen: string }>(
    db,
    sql`select wallet, available::text, frozen::text from ledger_accounts
         where user_id = ${userId} and asset = 'USDT' and wallet in ('contract', 'contract_margin')`,
  );
  const of = (wallet: string) => rows.find((row) => row.wallet === wallet);
  return {
    available: new BigNumber(of('contract')?.available ?? 0).toFixed(),
    frozen: new BigNumber(of('contract')?.frozen ?? 0).toFixed(),
    margin: new BigNumber(of('contract_margin')?.available ?? 0).toFixed(),
  };
};

export const houseBalance = async (db: Db, code: string) => {
  const [row] = await queryRows<{ available: string }>(
    db,
    sql`select available::text from ledger_accounts where house_code = ${code} and asset = 'USDT'`,
  );
  return new BigNumber(row?.available ?? 0).toFixed();
};

/**
 * Every contract test ends here: the ledger auditor is clean, and each user's margin account holds exactly the margin
 * of their open positions.
 */
export const expectContractInvariants = async (db: Db) => {
  await expectCleanLedger(db);
  const mismatches = await queryRows(
    db,
    sql`select a.user_id, a.available::text as held, coalesce(p.margin, 0)::text as positions
          from ledger_accounts a
          left join (select user_id, sum(margin) as margin from contract_positions where status = 1 group by user_id) p
            on p.user_id = a.user_id
         where a.wallet = 'contract_margin' and a.available <> coalesce(p.margin, 0)`,
  );
  expect(mismatches).toEqual([]);
};
