import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { ledgerAccounts, type DbOrTx } from '../../platform/db/index';
import { assert } from '../../platform/errors';
import { HOUSE_WALLET, type HouseAccount, type Wallet } from './chart-of-accounts';

const ASSET_PATTERN = /^[A-Z0-9]{2,16}$/;

/** Opens an account at zero unless it exists (the unique indexes decide), then reads its id. */
const openAccount = async (
  tx: DbOrTx,
  values: typeof ledgerAccounts.$inferInsert,
  owner: SQL | undefined,
) => {
  assert(ASSET_PATTERN.test(values.asset), `ledger: asset ${values.asset} is not an asset code`);
  await tx.insert(ledgerAccounts).values(values).onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(owner, eq(ledgerAccounts.wallet, values.wallet), eq(ledgerAccounts.asset, values.asset)));
  assert(row, 'ledger: account missing after insert');
  return row.id;
};

/** The id of a user's account for `wallet` × `asset`, opened (at zero) on first use. */
export const userAccountId = (tx: DbOrTx, userId: number, wallet: Wallet, asset: string) =>
  openAccount(tx, { userId, wallet, asset, isHouse: false }, eq(ledgerAccounts.userId, userId));

/** The id of a house account for `asset`, opened on first use. */
export const houseAccountId = (tx: DbOrTx, code: HouseAccount, asset: string) =>
  openAccount(
    tx,
    { houseCode: code, wallet: HOUSE_WALLET, asset, isHouse: true },
    and(eq(ledgerAccounts.houseCode, code), isNull(ledgerAccounts.userId)),
  );
