import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { ledgerAccounts, type DbOrTx } from '../../platform/db/index';
import { assert } from '../../platform/errors';
import { HOUSE_WALLET, type HouseAccount, type Wallet } from './chart-of-accounts';

const ASSET_PATTERN = /^[A-Z0-9]{2,16}$/;

/**
 * Whether an account is a house account, by id: balance updates lock user accounts before house accounts (one global
 * order, so no two transactions wait on each other in a cycle, and the hot house rows are held only at the end).
 * An account never changes sides and ids are never reused, so what this process has learned stays true; ids it has
 * not met (a hold posted by another instance) are read from `is_house` before the locks are taken.
 */
const isHouseById = new Map<number, boolean>();

const remember = (accountId: number, isHouse: boolean) => {
  isHouseById.set(accountId, isHouse);
  return accountId;
};

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
  if (existing) return remember(existing.id, values.isHouse === true);
  await tx.insert(ledgerAccounts).values(values).onConflictDoNothing();
  const [row] = await find();
  assert(row, 'ledger: account missing after insert');
  return remember(row.id, values.isHouse === true);
};

/** The id of a user's account for `wallet` × `asset`, opened (at zero) on first use. */
export const userAccountId = (tx: DbOrTx, userId: number, wallet: Wallet, asset: string) =>
  openAccount(tx, { userId, wallet, asset, isHouse: false }, eq(ledgerAccounts.userId, userId));

/** The house flag of each id, read from the database for the ids this process has not met yet. */
export const houseFlagsOf = async (tx: DbOrTx, accountIds: readonly number[]) => {
  const unknown = accountIds.filter((id) => !isHouseById.has(id));
  if (unknown.length > 0) {
    const rows = await tx
      .select({ id: ledgerAccounts.id, isHouse: ledgerAccounts.isHouse })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, unknown));
    for (const row of rows) isHouseById.set(row.id, row.isHouse);
  }
  return (accountId: number) => isHouseById.get(accountId) === true;
};

/** The id of a house account for `asset`, opened on first use. */
export const houseAccountId = (tx: DbOrTx, code: HouseAccount, asset: string) =>
  openAccount(
    tx,
    { houseCode: code, wallet: HOUSE_WALLET, asset, isHouse: true },
    and(eq(ledgerAccounts.houseCode, code), isNull(ledgerAccounts.userId)),
  );

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
  for (const wallet of wallets) {
    const found = rows.find((row) => row.houseCode === null && row.wallet === wallet)?.id;
    user[wallet] =
      found === undefined ? await userAccountId(tx, userId, wallet, asset) : remember(found, false);
  }
  for (const code of houses) {
    const found = rows.find((row) => row.houseCode === code)?.id;
    house[code] = found === undefined ? await houseAccountId(tx, code, asset) : remember(found, true);
  }
  return { user, house };
};
