import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { AppError } from '../../src/platform/errors';
import { ledgerAccounts } from '../../src/platform/db/index';
import {
  HouseAccount,
  Wallet,
  createPending,
  createTransfer,
  houseAccountId,
  postPending,
  userAccountId,
  voidPending,
} from '../../src/modules/ledger/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCleanLedger, fund, key, newUser } from './ledger-fixtures';

// The ledger against a model a child could check: integer cents in a Map. Same operations, same outcomes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WALLETS = [Wallet.spot, Wallet.contract, Wallet.fastContract] as const;
type Operation =
  | { kind: 'transfer'; from: number; to: number; cents: number }
  | { kind: 'hold'; from: number; cents: number }
  | { kind: 'post' | 'void'; hold: number };

const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('transfer' as const),
    from: fc.integer({ min: 0, max: 2 }),
    to: fc.integer({ min: 0, max: 2 }),
    cents: fc.integer({ min: 1, max: 6000 }),
  }),
  fc.record({
    kind: fc.constant('hold' as const),
    from: fc.integer({ min: 0, max: 2 }),
    cents: fc.integer({ min: 1, max: 6000 }),
  }),
  fc.record({
    kind: fc.constantFrom('post' as const, 'void' as const),
    hold: fc.integer({ min: 0, max: 5 }),
  }),
);

const toAmount = (cents: number) => (cents / 100).toFixed(2);

describe('the ledger against an in-memory model', () => {
  it('agrees on every balance and every refusal (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary, { minLength: 1, maxLength: 12 }), async (operations) => {
        const db = t.context.db;
        const userId = await newUser(db);
        await fund(db, userId, '100');
        const accounts = await db.transaction(async (tx) => ({
          wallets: await Promise.all(WALLETS.map((wallet) => userAccountId(tx, userId, wallet, 'USDT'))),
          clearing: await houseAccountId(tx, HouseAccount.withdrawalClearing, 'USDT'),
        }));
        const model = { available: [10_000, 0, 0], frozen: [0, 0, 0] };
        const holds: { id: string; from: number; cents: number; isOpen: boolean }[] = [];
        for (const operation of operations) {
          const expectRefusal = async (work: () => Promise<unknown>, name: string) => {
            const refused = await work().then(
              () => null,
              (error: unknown) => (error instanceof AppError ? error.errorName : Promise.reject(error)),
            );
            expect(refused).toBe(name);
          };
          const run =
            <T>(work: Parameters<typeof db.transaction<T>>[0]) =>
            () =>
              db.transaction(work);
          if (operation.kind === 'transfer' && operation.from !== operation.to) {
            const work = run((tx) =>
              createTransfer(tx, {
                id: key('model'),
                debitAccountId: accounts.wallets[operation.from]!,
                creditAccountId: accounts.wallets[operation.to]!,
                asset: 'USDT',
                amount: toAmount(operation.cents),
                businessType: 3,
                actor: 'user:model',
              }),
            );
            if (model.available[operation.from]! < operation.cents)
              await expectRefusal(work, 'INSUFFICIENT_BALANCE');
            else {
              await work();
              model.available[operation.from]! -= operation.cents;
              model.available[operation.to]! += operation.cents;
            }
          } else if (operation.kind === 'hold') {
            const id = key('model-hold');
            const work = run((tx) =>
              createPending(tx, {
                id,
                debitAccountId: accounts.wallets[operation.from]!,
                creditAccountId: accounts.clearing,
                asset: 'USDT',
                amount: toAmount(operation.cents),
                businessType: 106,
                actor: 'user:model',
              }),
            );
            if (model.available[operation.from]! < operation.cents)
              await expectRefusal(work, 'INSUFFICIENT_BALANCE');
            else {
              await work();
              model.available[operation.from]! -= operation.cents;
              model.frozen[operation.from]! += operation.cents;
              holds.push({ id, from: operation.from, cents: operation.cents, isOpen: true });
            }
          } else if (operation.kind === 'post' || operation.kind === 'void') {
            const hold = holds[operation.hold];
            if (!hold) continue;
            const resolve = operation.kind === 'post' ? postPending : voidPending;
            const work = run((tx) =>
              resolve(tx, { id: key('model-resolve'), pendingId: hold.id, actor: 'staff:model' }),
            );
            if (!hold.isOpen) await expectRefusal(work, 'HOLD_NOT_PENDING');
            else {
              await work();
              hold.isOpen = false;
              model.frozen[hold.from]! -= hold.cents;
              if (operation.kind === 'void') model.available[hold.from]! += hold.cents;
            }
          }
        }
        const rows = await db
          .select()
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.id, accounts.wallets));
        for (const [index, accountId] of accounts.wallets.entries()) {
          const row = rows.find((entry) => entry.id === accountId);
          expect(Math.round(Number(row?.available) * 100)).toBe(model.available[index]);
          expect(Math.round(Number(row?.frozen) * 100)).toBe(model.frozen[index]);
        }
      }),
      { numRuns: 25 },
    );
    await expectCleanLedger(t.context.db);
  });
});
