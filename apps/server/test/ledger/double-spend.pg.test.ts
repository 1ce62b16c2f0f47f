import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '../../src/platform/errors';
import { ledgerAccounts, type Db } from '../../src/platform/db/index';
import {
  HouseAccount,
  Wallet,
  createPending,
  createTransfer,
  houseAccountId,
  userAccountId,
} from '../../src/modules/ledger/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCleanLedger, fund, key, newUser } from './ledger-fixtures';

// Concurrency on PostgreSQL (PGlite has one connection): 50 clients race for the same 100 USDT.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CLIENTS = 50;
const OPERATIONS = 1000;

/** One money operation of 60 USDT from the user's spot wallet: a transfer, a withdrawal hold or a swap. */
const operation = (db: Db, userId: number, spot: number, index: number) =>
  db.transaction(async (tx) => {
    const kind = index % 3;
    if (kind === 0) {
      const contract = await userAccountId(tx, userId, Wallet.contract, 'USDT');
      return createTransfer(tx, {
        id: key('storm-transfer'),
        debitAccountId: spot,
        creditAccountId: contract,
        asset: 'USDT',
        amount: '60',
        businessType: 3,
        actor: `user:${userId}`,
      });
    }
    if (kind === 1) {
      return createPending(tx, {
        id: key('storm-withdrawal'),
        debitAccountId: spot,
        creditAccountId: await houseAccountId(tx, HouseAccount.withdrawalClearing, 'USDT'),
        asset: 'USDT',
        amount: '60',
        businessType: 106,
        actor: `user:${userId}`,
      });
    }
    const swapId = key('storm-swap');
    const book = await houseAccountId(tx, HouseAccount.swapBook, 'USDT');
    await createTransfer(tx, {
      id: `${swapId}:pay`,
      debitAccountId: spot,
      creditAccountId: book,
      asset: 'USDT',
      amount: '60',
      businessType: 26,
      actor: `user:${userId}`,
    });
    return createTransfer(tx, {
      id: `${swapId}:receive`,
      debitAccountId: await houseAccountId(tx, HouseAccount.swapBook, 'BTC'),
      creditAccountId: await userAccountId(tx, userId, Wallet.spot, 'BTC'),
      asset: 'BTC',
      amount: '0.0006',
      businessType: 26,
      actor: `user:${userId}`,
    });
  });

describe('double-spend storm', () => {
  it('lets at most one of 1,000 concurrent 60 USDT operations on a 100 USDT balance succeed', async () => {
    const db = t.context.db;
    const userId = await newUser(db);
    const spot = await fund(db, userId, '100');
    // Open the accounts first so the race is about money, not about who creates an account row.
    await db.transaction(async (tx) => {
      await userAccountId(tx, userId, Wallet.contract, 'USDT');
      await userAccountId(tx, userId, Wallet.spot, 'BTC');
      await houseAccountId(tx, HouseAccount.withdrawalClearing, 'USDT');
      await houseAccountId(tx, HouseAccount.swapBook, 'USDT');
      await houseAccountId(tx, HouseAccount.swapBook, 'BTC');
    });
    let next = 0;
    const outcomes = { succeeded: 0, refused: 0 };
    const client = async () => {
      while (next < OPERATIONS) {
        const index = next++;
        try {
          await operation(db, userId, spot, index);
          outcomes.succeeded += 1;
        } catch (error) {
          if (!(error instanceof AppError) || error.errorName !== 'INSUFFICIENT_BALANCE') throw error;
          outcomes.refused += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(outcomes.succeeded + outcomes.refused).toBe(OPERATIONS);
    expect(outcomes.succeeded).toBe(1);
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, spot));
    // Whichever operation won (transfer, hold or swap), 40 of the 100 remain available.
    expect(account?.available).toBe('40.000000000000000000');
    await expectCleanLedger(db);
  });

  it('applies one key sent five times at once exactly once', async () => {
    const db = t.context.db;
    const userId = await newUser(db);
    const spot = await fund(db, userId, '100');
    const contract = await db.transaction((tx) => userAccountId(tx, userId, Wallet.contract, 'USDT'));
    const request = {
      id: key('concurrent-key'),
      debitAccountId: spot,
      creditAccountId: contract,
      asset: 'USDT',
      amount: '30',
      businessType: 3,
      actor: `user:${userId}`,
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => db.transaction((tx) => createTransfer(tx, request))),
    );
    expect(results.filter((result) => !result.isDuplicate)).toHaveLength(1);
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, spot));
    expect(account?.available).toBe('70.000000000000000000');
    await expectCleanLedger(db);
  });
});
