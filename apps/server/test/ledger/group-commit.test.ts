import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '../../src/platform/errors';
import { countRoundTrips, ledgerAccounts } from '../../src/platform/db/index';
import { TransferBatcher, Wallet, userAccountId } from '../../src/modules/ledger/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCleanLedger, fund, key, newUser } from './ledger-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const available = async (accountId: number) => {
  const [row] = await t.context.db
    .select({ available: ledgerAccounts.available })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return Number(row?.available);
};

/** A user with `amount` USDT in spot, and the ids of their spot and contract accounts. */
const funded = async (amount: string) => {
  const userId = await newUser(t.context.db);
  await fund(t.context.db, userId, amount);
  const [spot, contract] = await t.context.db.transaction(async (tx) => [
    await userAccountId(tx, userId, Wallet.spot, 'USDT'),
    await userAccountId(tx, userId, Wallet.contract, 'USDT'),
  ]);
  return { spot, contract };
};

const move = (from: number, to: number, amount: string, id = key('gc')) => ({
  id,
  debitAccountId: from,
  creditAccountId: to,
  asset: 'USDT',
  amount,
  businessType: 3,
  actor: 'system:test',
});

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.errorName : 'crash'),
  );

describe('group commit', () => {
  it('carries requests that arrive together in one transaction and one statement', async () => {
    const users = await Promise.all([funded('10'), funded('10'), funded('10'), funded('10')]);
    const batcher = new TransferBatcher(t.context.db, { windowMs: 60_000 });
    const { value, statements } = await countRoundTrips(() => {
      const answers = Promise.all(users.map((user) => batcher.submit(move(user.spot, user.contract, '4'))));
      batcher.flush();
      return answers;
    });
    expect(value.every((result) => !result.isDuplicate)).toBe(true);
    expect(statements).toEqual(['begin', 'with', 'commit']);
    for (const user of users) expect(await available(user.contract)).toBe(4);
  });

  it('answers each request on its own when one is refused: its neighbours still commit', async () => {
    const rich = await funded('10');
    const poor = await funded('1');
    const batcher = new TransferBatcher(t.context.db, { windowMs: 60_000 });
    const pending = Promise.all([
      outcome(batcher.submit(move(rich.spot, rich.contract, '3'))),
      outcome(batcher.submit(move(poor.spot, poor.contract, '5'))),
      outcome(batcher.submit(move(rich.spot, rich.contract, '3'))),
    ]);
    batcher.flush();
    const answers = await pending;
    expect(answers).toEqual(['ok', 'INSUFFICIENT_BALANCE', 'ok']);
    expect(await available(rich.contract)).toBe(6);
    expect(await available(poor.spot)).toBe(1);
  });

  it('keeps exactly-once: a repeat in a later batch and the same id twice in one batch move money once', async () => {
    const user = await funded('10');
    const batcher = new TransferBatcher(t.context.db, { windowMs: 60_000 });
    const id = key('once');
    const together = Promise.all([
      batcher.submit(move(user.spot, user.contract, '2', id)),
      batcher.submit(move(user.spot, user.contract, '2', id)),
    ]);
    batcher.flush();
    const first = await together;
    expect(first.map((result) => result.isDuplicate).sort()).toEqual([false, true]);
    const later = batcher.submit(move(user.spot, user.contract, '2', id));
    batcher.flush();
    const again = await later;
    expect(again.isDuplicate).toBe(true);
    const reused = outcome(batcher.submit(move(user.spot, user.contract, '3', id)));
    batcher.flush();
    expect(await reused).toBe('IDEMPOTENCY_MISMATCH');
    expect(await available(user.contract)).toBe(2);
  });
});
