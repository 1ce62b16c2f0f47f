import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { eq, sql } from 'drizzle-orm';
import { queryRows, users, type Db } from '../../src/platform/db/index';
import {
  HouseAccount,
  Wallet,
  createTransfer,
  houseAccountId,
  userAccountId,
} from '../../src/modules/ledger/index';
import { DAY_MS, dayOf, dayStartMs } from '../../src/modules/invite/invite-rules';
import { runRebateJob } from '../../src/modules/invite/rebate-job';
import { fund } from '../ledger/ledger-fixtures';
import { call, freshIp, signUp, type ApiResult } from '../support/api';
import type { TestApp } from '../support/test-app';

/** A member registered through the real endpoints, with their own registration code; with an invite code if given. */
export const member = async (t: TestApp, inviteCode?: string) => {
  const { tokens } = await signUp(t.app, t.context, inviteCode ? { inviteCode } : {});
  const [row] = await t.context.db
    .select({ code: users.inviteCode })
    .from(users)
    .where(eq(users.id, tokens.userId));
  return { userId: tokens.userId, token: tokens.accessToken, code: row!.code! };
};

/** An app call under /api/app-api from its own address. */
export const inviteCall = <T = unknown>(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined> } = {},
): Promise<ApiResult<T>> =>
  call<T>(t.app, method, path, { ...(token ? { token } : {}), ip: freshIp(), ...options });

/**
 * A fee the user pays, as every product posts one: a transfer from the user's spot wallet to the house `fees`
 * account (business type 1201, the spot fee). The user is funded with it first.
 */
export const payFee = async (
  t: TestApp,
  userId: number,
  amount: string,
  asset = 'USDT',
  businessType = 1201,
) => {
  await fund(t.context.db, userId, amount, asset);
  const id = `fee-${randomBytes(8).toString('hex')}`;
  await t.context.db.transaction(async (tx) =>
    createTransfer(tx, {
      id,
      debitAccountId: await userAccountId(tx, userId, Wallet.spot, asset),
      creditAccountId: await houseAccountId(tx, HouseAccount.fees, asset),
      asset,
      amount,
      businessType,
      actor: `user:${userId}`,
    }),
  );
  return id;
};

/** The daily job as the scheduler fires it the next UTC day at 00:10 (fees are stamped with the database's time). */
export const runNextDayRebates = async (t: TestApp) => {
  const [row] = await queryRows<{ now: Date }>(t.context.db, sql`select now() as now`);
  const fireAtMs = dayStartMs(dayOf(new Date(row!.now).getTime())) + DAY_MS + 10 * 60_000;
  return runRebateJob(t.context, fireAtMs);
};

/** Rebate detail rows and payouts in the ledger: a refused call changes neither. */
export const inviteCounts = async (db: Db) => {
  const [row] = await queryRows<{ codes: number; links: number; details: number; payouts: number }>(
    db,
    sql`select (select count(*)::int from invite_codes) as codes,
               (select count(*)::int from invite_links) as links,
               (select count(*)::int from rebate_details) as details,
               (select count(*)::int from ledger_transfers where business_type in (500, 501, 504)) as payouts`,
  );
  return row!;
};

export const spotBalance = async (db: Db, userId: number, asset = 'USDT') => {
  const [row] = await queryRows<{ available: string }>(
    db,
    sql`select available::text from ledger_accounts where user_id = ${userId} and wallet = 'spot' and asset = ${asset}`,
  );
  return new BigNumber(row?.available ?? 0).toFixed();
};
