import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/index';

/** One house account's balance in one asset (house accounts may be negative). */
export interface HouseBalance {
  account: string;
  asset: string;
  available: string;
  frozen: string;
}

/** Every house account that was ever opened, by code and asset. Read-only. */
export const houseBalances = async (db: DbOrTx): Promise<HouseBalance[]> => {
  const rows = await queryRows<{ account: string; asset: string; available: string; frozen: string }>(
    db,
    sql`select house_code as account, asset, available::text as available, frozen::text as frozen
          from ledger_accounts where is_house order by house_code, asset`,
  );
  return rows.map((row) => ({
    account: row.account,
    asset: row.asset,
    available: new BigNumber(row.available).toFixed(),
    frozen: new BigNumber(row.frozen).toFixed(),
  }));
};

/**
 * What users hold per asset: available + frozen (held by withdrawals and orders) over every user account, every
 * wallet (margin included). Assets no user ever held are absent.
 */
export const userLiabilities = async (db: DbOrTx): Promise<Map<string, string>> => {
  const rows = await queryRows<{ asset: string; total: string }>(
    db,
    sql`select asset, sum(available + frozen)::text as total from ledger_accounts
         where not is_house group by asset order by asset`,
  );
  return new Map(rows.map((row) => [row.asset, new BigNumber(row.total).toFixed()]));
};
