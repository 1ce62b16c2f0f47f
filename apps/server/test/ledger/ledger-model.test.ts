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
import { propertyOptions } from '../support/property';
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
        /** Runs one operation on the ledger and, unless the model expects `refusal`, on the model too. */
        const step = async (
          work: () => Promise<unknown>,
          refusal: string | null,
          applyToModel: () => void,
        ) => {
          const refused = await work().then(
            () => null,
            (error: unknown) => (error instanceof AppError ? error.errorName : Promise.reject(error)),
          );
          expect(refused).toBe(refusal);
          if (refusal === null) applyToModel();
        };
        const debit = (from: number, cents: number) => ({
          id: key('model'),
          debitAccountId: accounts.wallets[from]!,
          asset: 'USDT',
          amount: toAmount(cents),
          actor: 'user:model',
        });
        const shortOf = (from: number, cents: number) =>
          model.available[from]! < cents ? 'INSUFFICIENT_BALANCE' : null;
        for (const operation of operations) {
          if (operation.kind === 'transfer' && operation.from !== operation.to) {
            const { from, to, cents } = operation;
            const request = {
              ...debit(from, cents),
              creditAccountId: accounts.wallets[to]!,
              businessType: 3,
            };
            await step(
              () => db.transaction((tx) => createTransfer(tx, request)),
              shortOf(from, cents),
              () => {
                model.available[from]! -= cents;
                model.available[to]! += cents;
              },
            );
          } else if (operation.kind === 'hold') {
            const { from, cents } = operation;
            const request = { ...debit(from, cents), creditAccountId: accounts.clearing, businessType: 106 };
            await step(
              () => db.transaction((tx) => createPending(tx, request)),
              shortOf(from, cents),
              () => {
                model.available[from]! -= cents;
                model.frozen[from]! += cents;
                holds.push({ id: request.id, from, cents, isOpen: true });
              },
            );
          } else if (operation.kind === 'post' || operation.kind === 'void') {
            const hold = holds[operation.hold];
            if (!hold) continue;
            const resolve = operation.kind === 'post' ? postPending : voidPending;
            const request = { id: key('model-resolve'), pendingId: hold.id, actor: 'staff:model' };
            await step(
              () => db.transaction((tx) => resolve(tx, request)),
              hold.isOpen ? null : 'HOLD_NOT_PENDING',
              () => {
                hold.isOpen = false;
                model.frozen[hold.from]! -= hold.cents;
                if (operation.kind === 'void') model.available[hold.from]! += hold.cents;
              },
            );
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
      propertyOptions(25),
    );
    await expectCleanLedger(t.context.db);
  });
});
