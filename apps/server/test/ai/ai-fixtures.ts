import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { aiProducts, queryRows, type Db } from '../../src/platform/db/index';
import { call, freshIp, type ApiResult } from '../support/api';
import type { TestApp } from '../support/test-app';

export const aiKey = (label = 'ai') => `${label}-${randomBytes(8).toString('hex')}`;

/** A grid on BTCUSDT around 100: lines 90, 95, 100, 105, 110 (4 cells). */
export const GRID_PRODUCT = {
  kind: 0,
  symbol: 'BTCUSDT',
  termSeconds: 86_400,
  minAmount: '40',
  maxAmount: '10000',
  managementFeeRate: '0.1',
  earlyExitFeeRate: '0.01',
  riskLevel: 3,
  gridLow: '90',
  gridHigh: '110',
  gridCount: 4,
} as const;

/** An hourly DCA on ETHUSDT in 3 slices over a 3-hour term. */
export const DCA_PRODUCT = {
  kind: 1,
  symbol: 'ETHUSDT',
  termSeconds: 3 * 3_600,
  minAmount: '30',
  maxAmount: '10000',
  managementFeeRate: '0.2',
  earlyExitFeeRate: '0.02',
  riskLevel: 2,
  dcaIntervalSeconds: 3_600,
  dcaSlices: 3,
} as const;

/** A product row as staff would have made it, active. */
export const insertProduct = async (
  db: Db,
  values: Record<string, unknown>,
  name = `AI ${randomBytes(4).toString('hex')}`,
) => {
  const [row] = await db
    .insert(aiProducts)
    .values({
      name,
      description: 'test strategy',
      status: 1,
      updatedBy: 'test',
      ...values,
    } as typeof aiProducts.$inferInsert)
    .returning();
  if (!row) throw new Error('product insert');
  return row;
};

/** A call on `pay/ai-trade/*` with a fresh Idempotency-Key (or the given one; null for none). */
export const ai = <T = unknown>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined>; key?: string | null } = {},
): Promise<ApiResult<T>> =>
  call<T>(t.app, method, `pay/ai-trade/${path}`, {
    token,
    ip: freshIp(),
    ...(options.key === null ? {} : { headers: { 'idempotency-key': options.key ?? aiKey() } }),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
  });

/** A user's balances of one wallet, per asset (zero accounts left out). */
export const walletOf = async (db: Db, userId: number, wallet: string) => {
  const rows = await queryRows<{ asset: string; available: string }>(
    db,
    sql`select asset, available::text from ledger_accounts where user_id = ${userId} and wallet = ${wallet}`,
  );
  return Object.fromEntries(
    rows
      .filter((row) => !new BigNumber(row.available).isZero())
      .map((row) => [row.asset, new BigNumber(row.available).toFixed()]),
  );
};

/** Row counts a refused call must leave alone. */
export const aiCounts = async (db: Db) => {
  const [row] = await queryRows<{ orders: string; children: string; transfers: string }>(
    db,
    sql`select (select count(*) from ai_orders) as orders, (select count(*) from ai_child_orders) as children,
               (select count(*) from ledger_transfers) as transfers`,
  );
  return { orders: Number(row?.orders), children: Number(row?.children), transfers: Number(row?.transfers) };
};

/**
 * The module's invariants: per user and asset the `ai` wallet (nothing frozen) equals the sum of the holdings of
 * their running orders; no holding is negative; every settled order has its payout figures and its payout equals
 * value less fees.
 */
export const expectAiInvariants = async (db: Db) => {
  const mismatched = await queryRows(
    db,
    sql`with wallet as (
          select user_id, asset, available, frozen from ledger_accounts where wallet = 'ai' and user_id is not null
        ), held as (
          select o.user_id, h.asset, sum(h.amount) as amount
            from ai_order_holdings h join ai_orders o on o.id = h.order_id
           where o.status = 0 group by o.user_id, h.asset
        )
        select coalesce(w.user_id, h.user_id) as user_id, coalesce(w.asset, h.asset) as asset,
               coalesce(w.available, 0)::text as wallet, coalesce(h.amount, 0)::text as held
          from wallet w full join held h on h.user_id = w.user_id and h.asset = w.asset
         where coalesce(w.available, 0) <> coalesce(h.amount, 0) or coalesce(w.frozen, 0) <> 0`,
  );
  expect(mismatched).toEqual([]);
  const badSettled = await queryRows(
    db,
    sql`select id from ai_orders
         where status <> 0 and (payout is null or final_value is null
                                or payout <> final_value - management_fee - early_exit_fee
                                or (status = 1 and early_exit_fee <> 0))`,
  );
  expect(badSettled).toEqual([]);
};

/** A new access token for the user's session (after the clock moved past the old one's lifetime). */
export const reissue = async (t: TestApp, user: { userId: number; sessionId: string }) =>
  (
    await t.context.tokens.issue({
      userId: user.userId,
      sessionId: user.sessionId,
      userKind: 2,
      type: 'access',
      audience: 'app',
    })
  ).token;
