import { BigNumber } from 'bignumber.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, type DbOrTx } from '../../platform/db/index';

/** One user balance, decimals in their shortest exact form. */
export interface UserBalance {
  wallet: string;
  asset: string;
  available: string;
  frozen: string;
}

/** Every balance a user holds, as stored. Read-only: only this module writes balances. */
export const userBalances = async (db: DbOrTx, userId: number): Promise<UserBalance[]> => {
  const rows = await db
    .select({
      wallet: ledgerAccounts.wallet,
      asset: ledgerAccounts.asset,
      available: ledgerAccounts.available,
      frozen: ledgerAccounts.frozen,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return rows.map((row) => ({
    ...row,
    available: new BigNumber(row.available).toFixed(),
    frozen: new BigNumber(row.frozen).toFixed(),
  }));
};

/** One account's available balance ('0' when it was never opened). */
export const userAvailable = async (db: DbOrTx, userId: number, wallet: string, asset: string) =>
  (await userBalance(db, userId, wallet, asset)).available;

/** One account's available and held balance ('0' when it was never opened). */
export const userBalance = async (db: DbOrTx, userId: number, wallet: string, asset: string) => {
  const [row] = await db
    .select({ available: ledgerAccounts.available, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.wallet, wallet),
        eq(ledgerAccounts.asset, asset),
      ),
    );
  return {
    available: new BigNumber(row?.available ?? 0).toFixed(),
    frozen: new BigNumber(row?.frozen ?? 0).toFixed(),
  };
};

/**
 * A user's balance movements as SQL to select from, one row per (transfer, own account) where `available`
 * changed: a posted transfer on either side, a hold placed (−, debit side), a hold released (+, debit side) and a
 * hold posted to the user (+, credit side). A transfer between two own wallets gives two rows (`#out`, `#in`).
 * Columns: record_id, business_type, asset, amount (unsigned), ref, created_at, wallet, sign (±1), is_hold.
 */
export const userMovementsSql = (userId: number) => sql`
  select t.id || '#out' as record_id, t.business_type, t.asset, t.amount, t.ref, t.created_at, a.wallet,
         case when t.kind = 4 then 1 else -1 end as sign, t.kind in (2, 4) as is_hold
    from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
   where a.user_id = ${userId} and t.kind in (1, 2, 4)
  union all
  select t.id || '#in', t.business_type, t.asset, t.amount, t.ref, t.created_at, a.wallet, 1, false
    from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
   where a.user_id = ${userId} and t.kind in (1, 3)`;

/**
 * One wallet × asset balance of many users at once, for engines that rebuild their state. Users without the account
 * are absent (their balance is 0).
 */
export const walletBalancesOf = async (
  db: DbOrTx,
  userIds: readonly number[],
  wallet: string,
  asset: string,
) => {
  const rows = await db
    .select({
      userId: ledgerAccounts.userId,
      available: ledgerAccounts.available,
      frozen: ledgerAccounts.frozen,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.wallet, wallet),
        eq(ledgerAccounts.asset, asset),
        inArray(ledgerAccounts.userId, [...userIds]),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.userId as number,
      { available: new BigNumber(row.available).toFixed(), frozen: new BigNumber(row.frozen).toFixed() },
    ]),
  );
};
