import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '../../src/platform/errors';
import { ledgerAccounts, ledgerTransfers } from '../../src/platform/db/index';
import {
  HouseAccount,
  Wallet,
  auditLedger,
  createPending,
  createTransfer,
  houseAccountId,
  postPending,
  userAccountId,
  voidPending,
} from '../../src/modules/ledger/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCleanLedger, fund, key, newUser } from './ledger-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const balance = async (accountId: number) => {
  const [row] = await t.context.db
    .select({ available: ledgerAccounts.available, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return { available: Number(row?.available), frozen: Number(row?.frozen) };
};

const errorName = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
  return null;
};

const contractAccount = (userId: number) =>
  t.context.db.transaction((tx) => userAccountId(tx, userId, Wallet.contract, 'USDT'));

describe('the ledger', () => {
  it('moves money between accounts and keeps every asset summing to zero', async () => {
    const userId = await newUser(t.context.db);
    const spot = await fund(t.context.db, userId, '100');
    const contract = await contractAccount(userId);
    await t.context.db.transaction((tx) =>
      createTransfer(tx, {
        id: key('transfer'),
        debitAccountId: spot,
        creditAccountId: contract,
        asset: 'USDT',
        amount: '40.5',
        businessType: 3,
        actor: `user:${userId}`,
      }),
    );
    expect(await balance(spot)).toEqual({ available: 59.5, frozen: 0 });
    expect(await balance(contract)).toEqual({ available: 40.5, frozen: 0 });
    await expectCleanLedger(t.context.db);
  });

  it('refuses to overdraw a user account and changes nothing', async () => {
    const userId = await newUser(t.context.db);
    const spot = await fund(t.context.db, userId, '10');
    const contract = await contractAccount(userId);
    const id = key('overdraw');
    const attempt = t.context.db.transaction((tx) =>
      createTransfer(tx, {
        id,
        debitAccountId: spot,
        creditAccountId: contract,
        asset: 'USDT',
        amount: '10.000000000000000001',
        businessType: 3,
        actor: `user:${userId}`,
      }),
    );
    expect(await errorName(attempt)).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(spot)).toEqual({ available: 10, frozen: 0 });
    const stored = await t.context.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
    expect(stored).toEqual([]);
    await expectCleanLedger(t.context.db);
  });

  it('applies a key once: a repeat returns the first result, another body is refused', async () => {
    const userId = await newUser(t.context.db);
    const spot = await fund(t.context.db, userId, '100');
    const contract = await contractAccount(userId);
    const request = {
      id: key('idempotent'),
      debitAccountId: spot,
      creditAccountId: contract,
      asset: 'USDT',
      amount: '25',
      businessType: 3,
      actor: `user:${userId}`,
    };
    const first = await t.context.db.transaction((tx) => createTransfer(tx, request));
    for (let repeat = 0; repeat < 3; repeat += 1) {
      const again = await t.context.db.transaction((tx) =>
        createTransfer(tx, { ...request, amount: '25.000' }),
      );
      expect(again.isDuplicate).toBe(true);
      expect(again.transfer.id).toBe(first.transfer.id);
    }
    expect(await balance(spot)).toEqual({ available: 75, frozen: 0 });
    const mismatch = t.context.db.transaction((tx) => createTransfer(tx, { ...request, amount: '26' }));
    expect(await errorName(mismatch)).toBe('IDEMPOTENCY_MISMATCH');
    expect(await balance(spot)).toEqual({ available: 75, frozen: 0 });
    await expectCleanLedger(t.context.db);
  });

  it('holds, then posts or voids each hold exactly once', async () => {
    const userId = await newUser(t.context.db);
    const spot = await fund(t.context.db, userId, '100');
    const clearing = await t.context.db.transaction((tx) =>
      houseAccountId(tx, HouseAccount.withdrawalClearing, 'USDT'),
    );
    const hold = (id: string, amount: string) =>
      t.context.db.transaction((tx) =>
        createPending(tx, {
          id,
          debitAccountId: spot,
          creditAccountId: clearing,
          asset: 'USDT',
          amount,
          businessType: 106,
          actor: `user:${userId}`,
        }),
      );
    const first = key('hold');
    const second = key('hold');
    await hold(first, '30');
    await hold(second, '50');
    expect(await balance(spot)).toEqual({ available: 20, frozen: 80 });
    expect(await errorName(hold(key('hold'), '20.01'))).toBe('INSUFFICIENT_BALANCE');

    await t.context.db.transaction((tx) =>
      postPending(tx, { id: `${first}:post`, pendingId: first, actor: 'staff:1' }),
    );
    await t.context.db.transaction((tx) =>
      voidPending(tx, { id: `${second}:void`, pendingId: second, actor: 'user:1' }),
    );
    expect(await balance(spot)).toEqual({ available: 70, frozen: 0 });
    expect(await balance(clearing)).toMatchObject({ available: 30 });

    const lateVoid = t.context.db.transaction((tx) =>
      voidPending(tx, { id: `${first}:void`, pendingId: first, actor: 'user:1' }),
    );
    expect(await errorName(lateVoid)).toBe('HOLD_NOT_PENDING');
    const repeatPost = await t.context.db.transaction((tx) =>
      postPending(tx, { id: `${first}:post`, pendingId: first, actor: 'staff:1' }),
    );
    expect(repeatPost.isDuplicate).toBe(true);
    expect(await balance(spot)).toEqual({ available: 70, frozen: 0 });
    await expectCleanLedger(t.context.db);
  });

  it('lets no user balance go negative even past the code: the CHECK refuses a direct write', async () => {
    const userId = await newUser(t.context.db);
    const spot = await fund(t.context.db, userId, '5');
    await expect(
      t.context.db.update(ledgerAccounts).set({ available: '-1' }).where(eq(ledgerAccounts.id, spot)),
    ).rejects.toThrow();
  });

  it('audits: a balance edited behind the ledger is reported', async () => {
    const userId = await newUser(t.context.db);
    const spot = await fund(t.context.db, userId, '5');
    await t.context.db.update(ledgerAccounts).set({ available: '6' }).where(eq(ledgerAccounts.id, spot));
    const audit = await auditLedger(t.context.db);
    expect(audit.isClean).toBe(false);
    expect(audit.problems.map((problem) => problem.check).sort()).toEqual([
      'balance-mismatch',
      'conservation',
    ]);
    await t.context.db.update(ledgerAccounts).set({ available: '5' }).where(eq(ledgerAccounts.id, spot));
    await expectCleanLedger(t.context.db);
  });
});
