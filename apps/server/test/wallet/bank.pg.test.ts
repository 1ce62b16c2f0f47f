import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BigNumber } from 'bignumber.js';
import pg from 'pg';
import { and, eq, inArray, like } from 'drizzle-orm';
import { ErrorCodes, WALLET_CODES, type WalletCode } from '@exchange/contracts';
import { buildApp } from '../../src/app';
import { ManualClock } from '../../src/platform/clock';
import { ledgerAccounts, ledgerTransfers, openPostgres, type Database } from '../../src/platform/db/index';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { createUser } from '../member/member-fixtures';
import { call, freshIp } from '../support/api';
import { createTestDatabaseUrl, type TestApp } from '../support/test-app';
import { testConfig } from '../support/test-config';
import { idempotencyKey } from './wallet-fixtures';

/*
 * The bank test (PostgreSQL only): 20 users × 3 wallets, money moving at random between each user's own wallets
 * through POST wallet/any-transfer while readers take snapshots of every user's total. Whatever interleaving
 * PostgreSQL picks, a user's total never changes, no balance goes negative, an overdraft is refused with nothing
 * moved, and the ledger auditor is clean at the end.
 *
 * Duration: WALLET_BANK_TEST_MS (default 15 s so CI stays fast); the full run is WALLET_BANK_TEST_MS=60000.
 */
const DURATION_MS = Number(process.env.WALLET_BANK_TEST_MS ?? 15_000);
const USERS = 20;
const TRANSFER_CLIENTS = 12;
const READER_CLIENTS = 4;
/** Enough connections for every client at once, plus the readers' own transactions. */
const POOL_SIZE = TRANSFER_CLIENTS + READER_CLIENTS + 4;
/** Share of transfers that ask for more than the user owns in total: always refused. */
const OVERDRAFT_SHARE = 0.2;

interface BankUser {
  userId: number;
  token: string;
  /** What the user owns across the three wallets; conserved by every transfer. */
  total: BigNumber;
}

interface Violation {
  userId: number;
  via: 'statistic' | 'repeatable-read';
  expected: string;
  seen: string;
  rows?: unknown;
}

let t: TestApp;
let database: Database;
let dataDirectory: string;
let databaseUrl: string;
const bank: BankUser[] = [];

/** One app on a fresh PostgreSQL clone, with a pool large enough that the clients really run at once. */
beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-bank-'));
  databaseUrl = await createTestDatabaseUrl();
  database = await openPostgres(databaseUrl, POOL_SIZE);
  const clock = new ManualClock(Date.now());
  const built = await buildApp(testConfig(dataDirectory), { database, clock, isPrepared: true });
  await built.app.ready();
  t = {
    ...built,
    clock,
    dataDirectory,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
  // Each user: a known total (1,000 + 37.5 × i USDT) credited to spot, then split over the wallets by the API.
  for (let index = 0; index < USERS; index += 1) {
    const user = await createUser(t);
    const total = new BigNumber(1000).plus(new BigNumber('37.5').times(index));
    await fund(t.context.db, user.userId, total.toFixed());
    const split = [
      { toWallet: 'contract', amount: total.times('0.3').toFixed(6) },
      { toWallet: 'fast_contract', amount: total.times('0.2').toFixed(6) },
    ];
    for (const { toWallet, amount } of split) {
      const moved = await call(t.app, 'POST', 'wallet/any-transfer', {
        token: user.token,
        ip: freshIp(),
        headers: { 'idempotency-key': idempotencyKey('split') },
        body: { fromWallet: 'spot', toWallet, coin: 'USDT', amount },
      });
      if (moved.status !== 200) throw new Error(`split failed: ${JSON.stringify(moved.body)}`);
    }
    bank.push({ userId: user.userId, token: user.token, total });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
  if (dataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
});

/** Drops this file's database clone (the run's teardown only finds clones named after the main process's pid). */
const dropDatabase = async (url: string) => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  } finally {
    await admin.end();
  }
};

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

/** A random amount with up to 6 decimals in (0, max]. */
const randomAmount = (max: BigNumber) => {
  const micros = max.times(1_000_000).integerValue(BigNumber.ROUND_DOWN).toNumber();
  return new BigNumber(randomInt(1, Math.max(2, micros + 1))).dividedBy(1_000_000).toFixed();
};

describe('bank test: transfers between own wallets conserve every user total (PostgreSQL)', () => {
  it(
    'keeps every snapshot total equal to the conserved total while transfers race',
    async () => {
      const deadline = Date.now() + DURATION_MS;
      const stats = {
        succeeded: 0,
        refusedInsufficient: 0,
        refusedOverdraft: 0,
        snapshots: 0,
        statisticReads: 0,
        repeatableReads: 0,
      };
      const unexpected: { status: number; body: unknown }[] = [];
      const violations: Violation[] = [];
      const negatives: unknown[] = [];
      const overdraftsAccepted: { id: string; amount: string }[] = [];
      const acknowledged = new Map<string, { userId: number; amount: string }>();
      const refused = new Set<string>();

      const transferClient = async () => {
        while (Date.now() < deadline) {
          const user = pick(bank);
          const fromWallet = pick(WALLET_CODES);
          const toWallet = pick(WALLET_CODES.filter((wallet) => wallet !== fromWallet));
          const isOverdraft = Math.random() < OVERDRAFT_SHARE;
          const amount = isOverdraft
            ? user.total.plus(randomAmount(new BigNumber(50))).toFixed()
            : randomAmount(user.total.times('0.45'));
          const key = idempotencyKey('bank');
          const result = await call<{ id: string; amount: string }>(t.app, 'POST', 'wallet/any-transfer', {
            token: user.token,
            // A fresh loopback address per request: the per-IP money-call limit is not what this test is about.
            ip: freshIp(),
            headers: { 'idempotency-key': key },
            body: { fromWallet, toWallet, coin: 'USDT', amount },
          });
          const id = `transfer:${user.userId}:${key}`;
          if (result.status === 200 && result.code === 0) {
            stats.succeeded += 1;
            acknowledged.set(id, { userId: user.userId, amount });
            if (isOverdraft) overdraftsAccepted.push({ id, amount });
          } else if (result.status === 422 && result.code === ErrorCodes.INSUFFICIENT_BALANCE.code) {
            refused.add(id);
            if (isOverdraft) stats.refusedOverdraft += 1;
            else stats.refusedInsufficient += 1;
          } else unexpected.push({ status: result.status, body: result.body });
        }
      };

      /** Three separate reads of the user's wallets inside ONE repeatable-read snapshot. */
      const snapshotTotal = (userId: number) =>
        database.db.transaction(
          async (tx) => {
            const rows = [];
            for (const wallet of WALLET_CODES) {
              const [row] = await tx
                .select({
                  wallet: ledgerAccounts.wallet,
                  available: ledgerAccounts.available,
                  frozen: ledgerAccounts.frozen,
                })
                .from(ledgerAccounts)
                .where(
                  and(
                    eq(ledgerAccounts.userId, userId),
                    eq(ledgerAccounts.wallet, wallet),
                    eq(ledgerAccounts.asset, 'USDT'),
                  ),
                );
              if (row) rows.push(row);
            }
            return rows;
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );

      const readerClient = async () => {
        while (Date.now() < deadline) {
          const user = pick(bank);
          const viaApi = Math.random() < 0.5;
          if (viaApi) {
            const statistic = await call<{
              total: string;
              wallets: { wallet: WalletCode; available: string; frozen: string }[];
            }>(t.app, 'GET', 'wallet/statistic', { token: user.token });
            if (statistic.status !== 200) {
              unexpected.push({ status: statistic.status, body: statistic.body });
              continue;
            }
            stats.statisticReads += 1;
            if (!new BigNumber(statistic.data.total).isEqualTo(user.total))
              violations.push({
                userId: user.userId,
                via: 'statistic',
                expected: user.total.toFixed(),
                seen: statistic.data.total,
                rows: statistic.data.wallets,
              });
            for (const wallet of statistic.data.wallets)
              if (new BigNumber(wallet.available).isNegative() || new BigNumber(wallet.frozen).isNegative())
                negatives.push({ userId: user.userId, ...wallet });
          } else {
            const rows = await snapshotTotal(user.userId);
            stats.repeatableReads += 1;
            const seen = rows.reduce(
              (sum, row) => sum.plus(row.available).plus(row.frozen),
              new BigNumber(0),
            );
            if (!seen.isEqualTo(user.total))
              violations.push({
                userId: user.userId,
                via: 'repeatable-read',
                expected: user.total.toFixed(),
                seen: seen.toFixed(),
                rows,
              });
            for (const row of rows)
              if (new BigNumber(row.available).isNegative() || new BigNumber(row.frozen).isNegative())
                negatives.push({ userId: user.userId, ...row });
          }
          stats.snapshots += 1;
        }
      };

      await Promise.all([
        ...Array.from({ length: TRANSFER_CLIENTS }, transferClient),
        ...Array.from({ length: READER_CLIENTS }, readerClient),
      ]);
      console.warn(
        `bank test (${DURATION_MS} ms): ${JSON.stringify({ ...stats, violations: violations.length, unexpected: unexpected.length })}`,
      );

      expect(unexpected.slice(0, 5)).toEqual([]);
      expect(violations.slice(0, 5)).toEqual([]);
      expect(negatives.slice(0, 5)).toEqual([]);
      expect(overdraftsAccepted).toEqual([]);
      expect(stats.succeeded).toBeGreaterThan(0);
      expect(stats.refusedOverdraft).toBeGreaterThan(0);
      expect(stats.snapshots).toBeGreaterThan(0);

      // Every acknowledged transfer is in the ledger exactly once; every refused one left nothing behind.
      const userIds = bank.map((user) => user.userId);
      const stored = await t.context.db
        .select({ id: ledgerTransfers.id, amount: ledgerTransfers.amount })
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.id, 'transfer:%:bank-%'));
      const storedIds = new Map(stored.map((row) => [row.id, row.amount]));
      expect(stored.length).toBe(acknowledged.size);
      for (const [id, { amount }] of acknowledged) {
        expect(storedIds.has(id), `acknowledged ${id} missing`).toBe(true);
        expect(new BigNumber(storedIds.get(id) ?? 0).isEqualTo(amount)).toBe(true);
      }
      for (const id of refused) expect(storedIds.has(id), `refused ${id} was stored`).toBe(false);

      // The final balances: totals conserved, none negative.
      const finalRows = await t.context.db
        .select({
          userId: ledgerAccounts.userId,
          available: ledgerAccounts.available,
          frozen: ledgerAccounts.frozen,
        })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.userId, userIds), eq(ledgerAccounts.asset, 'USDT')));
      for (const user of bank) {
        const rows = finalRows.filter((row) => row.userId === user.userId);
        expect(rows).toHaveLength(3);
        const total = rows.reduce((sum, row) => sum.plus(row.available).plus(row.frozen), new BigNumber(0));
        expect(total.toFixed(), `user ${user.userId}`).toBe(user.total.toFixed());
        for (const row of rows) expect(new BigNumber(row.available).isNegative()).toBe(false);
      }
      await expectCleanLedger(t.context.db);
    },
    DURATION_MS + 90_000,
  );
});
