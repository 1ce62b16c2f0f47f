import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { users, type Db } from '../../src/platform/db/index';
import {
  HouseAccount,
  Wallet,
  auditLedger,
  createTransfer,
  houseAccountId,
  userAccountId,
} from '../../src/modules/ledger/index';

/** A member row straight in the table: the ledger needs an owner, not a signed-in session. */
export const newUser = async (db: Db) => {
  const [user] = await db
    .insert(users)
    .values({ kind: 2, nickname: `ledger-${randomBytes(3).toString('hex')}` })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  return user.id;
};

export const key = (label: string) => `${label}:${randomBytes(6).toString('hex')}`;

/** Credits a user's spot wallet from deposit clearing, as an approved deposit will. Returns the account id. */
export const fund = async (db: Db, userId: number, amount: string, asset = 'USDT') =>
  db.transaction(async (tx) => {
    const account = await userAccountId(tx, userId, Wallet.spot, asset);
    await createTransfer(tx, {
      id: key('deposit'),
      debitAccountId: await houseAccountId(tx, HouseAccount.depositClearing, asset),
      creditAccountId: account,
      asset,
      amount,
      businessType: 105,
      actor: 'system:test',
    });
    return account;
  });

/** Every money test ends here (DESIGN.md §6). */
export const expectCleanLedger = async (db: Db) => {
  const audit = await auditLedger(db);
  expect(audit.problems).toEqual([]);
  expect(audit.isClean).toBe(true);
};
