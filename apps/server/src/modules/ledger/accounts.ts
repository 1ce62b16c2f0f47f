import { and, eq, isNull } from 'drizzle-orm';
import { ledgerAccounts, type DbOrTx } from '../../platform/db/index';
import { assert } from '../../platform/errors';
import { HOUSE_WALLET, type HouseAccount, type Wallet } from './chart-of-accounts';

const ASSET_PATTERN = /^[A-Z0-9]{2,16}$/;

/** The id of a user's account for `wallet` × `asset`, opened (at zero) on first use. */
export const userAccountId = async (tx: DbOrTx, userId: number, wallet: Wallet, asset: string) => {
  assert(ASSET_PATTERN.test(asset), `ledger: asset ${asset} is not an asset code`);
  await tx.insert(ledgerAccounts).values({ userId, wallet, asset, isHouse: false }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.wallet, wallet),
        eq(ledgerAccounts.asset, asset),
      ),
    );
  assert(row, 'ledger: user account missing after insert');
  return row.id;
};

/** The id of a house account for `asset`, opened on first use. */
export const houseAccountId = async (tx: DbOrTx, code: HouseAccount, asset: string) => {
  assert(ASSET_PATTERN.test(asset), `ledger: asset ${asset} is not an asset code`);
  await tx
    .insert(ledgerAccounts)
    .values({ houseCode: code, wallet: HOUSE_WALLET, asset, isHouse: true })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.houseCode, code),
        eq(ledgerAccounts.wallet, HOUSE_WALLET),
        eq(ledgerAccounts.asset, asset),
        isNull(ledgerAccounts.userId),
      ),
    );
  assert(row, 'ledger: house account missing after insert');
  return row.id;
};
