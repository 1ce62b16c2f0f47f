import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { UserKind, type Loan } from '@exchange/contracts';
import { queryRows, type Db } from '../../src/platform/db/index';
import { createUser } from '../member/member-fixtures';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import type { TestApp } from '../support/test-app';
import { setSpot } from '../spot/spot-fixtures';

export const key = (label = 'loan') => `${label}-${randomBytes(8).toString('hex')}`;

/** The seeded BTC terms: 65 / 80 / 90 %, 0.0000095 an hour, 7/30/90 days, 10 to 500 000 USDT, fee 2 %. */
export const SEEDED_RATE = '0.0000095';

export const borrower = async (t: TestApp, holdings: Record<string, string> = { BTC: '1' }) => {
  const user = await createUser(t);
  for (const [asset, amount] of Object.entries(holdings))
    if (new BigNumber(amount).isGreaterThan(0)) await fund(t.context.db, user.userId, amount, asset);
  return user;
};

export const setPrice = (t: TestApp, coin: string, price: string) =>
  setSpot(t, [{ symbol: `${coin}USDT`, last: price }]);

export const borrowBody = (overrides: Record<string, unknown> = {}) => ({
  collateralCoin: 'BTC',
  collateralAmount: '1',
  loanAmount: '30000',
  termDays: 30,
  hourlyRate: SEEDED_RATE,
  ...overrides,
});

export const loanCall = <T = Loan>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined>; key?: string | null } = {},
): Promise<ApiResult<T>> =>
  call<T>(t.app, method, `pay/loan/${path}`, {
    token,
    ip: freshIp(),
    ...(options.key === null ? {} : { headers: { 'idempotency-key': options.key ?? key() } }),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
  });

export const borrow = (t: TestApp, token: string, body: unknown = borrowBody(), idempotencyKey?: string) =>
  loanCall(t, token, 'POST', 'loan', { body, ...(idempotencyKey ? { key: idempotencyKey } : {}) });

/** The user's balances per wallet:asset (zero rows left out). */
export const balancesOf = async (db: Db, userId: number) => {
  const rows = await queryRows<{ wallet: string; asset: string; available: string; frozen: string }>(
    db,
    sql`select wallet, asset, available::text, frozen::text from ledger_accounts
         where user_id = ${userId} order by wallet, asset`,
  );
  return Object.fromEntries(
    rows
      .filter((row) => !new BigNumber(row.available).isZero() || !new BigNumber(row.frozen).isZero())
      .map((row) => [`${row.wallet}:${row.asset}`, new BigNumber(row.available).plus(row.frozen).toFixed()]),
  );
};

export const loanCounts = async (db: Db) => {
  const [row] = await queryRows<{ loans: number; events: number; transfers: number }>(
    db,
    sql`select (select count(*)::int from loans) as loans, (select count(*)::int from loan_events) as events,
               (select count(*)::int from ledger_transfers) as transfers`,
  );
  return row;
};

/**
 * The module's invariants, then the ledger auditor: each user's `loan_collateral` balance per coin is the sum of their
 * open loans' collateral, and no closed loan holds collateral.
 */
export const expectLoanInvariants = async (db: Db) => {
  const mismatches = await queryRows(
    db,
    sql`with held as (select user_id, collateral_coin as asset, sum(collateral_amount) as amount from loans
                       where status = 0 group by 1, 2),
             wallet as (select user_id, asset, available + frozen as amount from ledger_accounts
                         where wallet = 'loan_collateral')
        select * from held full join wallet using (user_id, asset)
         where coalesce(held.amount, 0) <> coalesce(wallet.amount, 0)`,
  );
  if (mismatches.length > 0) throw new Error(`collateral mismatch: ${JSON.stringify(mismatches)}`);
  await expectCleanLedger(db);
};

/** Advances the clock to the next whole second past `ms` and runs every due job. */
export const advance = async (t: TestApp, ms: number) => {
  const target = t.clock.nowMs() + ms;
  t.clock.advance(Math.ceil(target / 1000) * 1000 - t.clock.nowMs());
  return t.context.scheduler.runDue();
};

/** A new access token for the user's session (the clock moved past the old one's 30 minutes). */
export const freshToken = async (t: TestApp, user: { userId: number; sessionId: string }) =>
  (
    await t.context.tokens.issue({
      userId: user.userId,
      sessionId: user.sessionId,
      userKind: UserKind.real,
      type: 'access',
      audience: 'app',
    })
  ).token;
