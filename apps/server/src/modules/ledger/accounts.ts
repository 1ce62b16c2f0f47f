import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { ledgerAccounts, type DbOrTx } from '../../platform/db/index';
import { assert } from '../../platform/errors';
import { HOUSE_WALLET, type HouseAccount, type Wallet } from './chart-of-accounts';

const ASSET_PATTERN = /^[A-Z0-9]{2,16}$/;

/**
 * The account's id, opening it at zero on first use (the unique indexes decide between racing openers). One read when
 * it exists, which is nearly always.
 */
const openAccount = async (
  tx: DbOrTx,
  values: typeof ledgerAccounts.$inferInsert,
  owner: SQL | undefined,
) => {
  assert(ASSET_PATTERN.test(values.asset), `ledger: asset ${values.asset} is not an asset code`);
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(owner, eq(ledgerAccounts.wallet, values.wallet), eq(ledgerAccounts.asset, values.asset)));
  const [existing] = await find();
  if (existing) return existing.id;
  await tx.insert(ledgerAccounts).values(values).onConflictDoNothing();
  const [row] = await find();
  assert(row, 'ledger: account missing after insert');
  return row.id;
};

/** The id of a user's account for `wallet` × `asset`, opened (at zero) on first use. */
export const userAccountId = (tx: DbOrTx, userId: number, wallet: Wallet, asset: string) =>
  openAccount(tx, { userId, wallet, asset, isHouse: false }, eq(ledgerAccounts.userId, userId));

/**
 * House account ids this process has handed out. Balance updates lock user accounts before house accounts (one global
 * order, so no two transactions wait on each other in a cycle, and the hot house rows are held only at the end);
 * every house id a caller holds came from `houseAccountId`, so this set knows it.
 */
const houseAccountIds = new Set<number>();
export const isHouseAccountId = (accountId: number) => houseAccountIds.has(accountId);

/** The id of a house account for `asset`, opened on first use. */
export const houseAccountId = async (tx: DbOrTx, code: HouseAccount, asset: string) => {
  const id = await openAccount(
    tx,
    { houseCode: code, wallet: HOUSE_WALLET, asset, isHouse: true },
    and(eq(ledgerAccounts.houseCode, code), isNull(ledgerAccounts.userId)),
  );
  houseAccountIds.add(id);
  return id;
};

/**
 * Several accounts of one asset at once — a user's `wallets` and the house accounts `houses` — in one read, opening
 * any that do not exist yet. For operations that move money between many of them (contract settlement).
 */
export const accountIdsFor = async <W extends Wallet, H extends HouseAccount>(
  tx: DbOrTx,
  asset: string,
  userId: number,
  wallets: readonly W[],
  houses: readonly H[],
): Promise<{ user: Record<W, number>; house: Record<H, number> }> => {
  const rows = await tx
    .select({ id: ledgerAccounts.id, houseCode: ledgerAccounts.houseCode, wallet: ledgerAccounts.wallet })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.asset, asset),
        or(
          and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.wallet, [...wallets])),
          and(isNull(ledgerAccounts.userId), inArray(ledgerAccounts.houseCode, [...houses])),
        ),
      ),
    );
  const user = {} as Record<W, number>;
  const house = {} as Record<H, number>;
  for (const wallet of wallets)
    user[wallet] =
      rows.find((row) => row.houseCode === null && row.wallet === wallet)?.id ??
      (await userAccountId(tx, userId, wallet, asset));
  for (const code of houses) {
    const id = rows.find((row) => row.houseCode === code)?.id ?? (await houseAccountId(tx, code, asset));
    houseAccountIds.add(id);
    house[code] = id;
  }
  return { user, house };
};
