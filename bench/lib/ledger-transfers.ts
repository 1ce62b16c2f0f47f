import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, users, type Database } from '@exchange/server/platform/db/index';
import {
  HouseAccount,
  TransferBatcher,
  Wallet,
  createTransfer,
  houseAccountId,
  type TransferRequest,
  userAccountId,
} from '@exchange/server/modules/ledger/index';
import { createScratchDatabase } from './scratch-database';
import { format, type Row } from './rows';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const LEDGER_CLIENTS = [1, 8, 32] as const;
const USERS = 512;
/** pgbench scale: one branch per client at most, as TPC-B intends (scale 1 would make 32 clients queue on one row). */
const PGBENCH_SCALE = 32;

interface Accounts {
  spot: number[];
  contract: number[];
}

/** USERS members, each with funded spot and contract wallets (transfers go both ways). */
const prepare = async (database: Database): Promise<Accounts> => {
  await database.migrate();
  const accounts: Accounts = { spot: [], contract: [] };
  await database.db.transaction(async (tx) => {
    const clearing = await houseAccountId(tx, HouseAccount.depositClearing, 'USDT');
    for (let index = 0; index < USERS; index += 1) {
      const [user] = await tx
        .insert(users)
        .values({ kind: 2, nickname: `bench-${index}` })
        .returning({ id: users.id });
      const spot = await userAccountId(tx, user!.id, Wallet.spot, 'USDT');
      const contract = await userAccountId(tx, user!.id, Wallet.contract, 'USDT');
      accounts.spot.push(spot);
      accounts.contract.push(contract);
      for (const [wallet, accountId] of [
        ['spot', spot],
        ['contract', contract],
      ] as const)
        await createTransfer(tx, {
          id: `bench-fund-${wallet}-${index}`,
          debitAccountId: clearing,
          creditAccountId: accountId,
          asset: 'USDT',
          amount: '1000000',
          businessType: 105,
          actor: 'system:bench',
        });
    }
  });
  return accounts;
};

/**
 * `clients` loops, each sending one transfer at a time between a random user's spot and contract wallets through
 * `send` and waiting for its commit: transfers per second.
 */
const runLoops = async (
  clients: number,
  accounts: Accounts,
  idPrefix: string,
  send: (request: TransferRequest) => Promise<unknown>,
) => {
  let committed = 0;
  let sequence = 0;
  const deadline = Date.now() + DURATION_SECONDS * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const index = Math.floor(Math.random() * USERS);
      const isForward = sequence % 2 === 0;
      await send({
        id: `${idPrefix}-${clients}-${sequence++}`,
        debitAccountId: isForward ? accounts.spot[index]! : accounts.contract[index]!,
        creditAccountId: isForward ? accounts.contract[index]! : accounts.spot[index]!,
        asset: 'USDT',
        amount: isForward ? '1.25' : '0.5',
        businessType: 3,
        actor: 'system:bench',
      });
      committed += 1;
    }
  };
  const startedAt = Date.now();
  await Promise.all(Array.from({ length: clients }, client));
  return committed / ((Date.now() - startedAt) / 1000);
};

/** One transaction per transfer (one batch statement: insert, guarded net moves). */
const runTransfers = (database: Database, accounts: Accounts, clients: number, label: string) =>
  runLoops(clients, accounts, `bench-${label}`, (request) =>
    database.db.transaction((tx) => createTransfer(tx, request)),
  );

/**
 * The same loops through one `TransferBatcher` (group commit: at once when a commit slot is free, else with the
 * next): transfers that arrive together share one transaction and one statement.
 */
const runBatchedTransfers = (database: Database, accounts: Accounts, clients: number, label: string) => {
  const batcher = new TransferBatcher(database.db);
  return runLoops(clients, accounts, `bench-batched-${label}`, (request) => batcher.submit(request));
};

const pgbench = (url: string, args: string[]) => {
  const result = spawnSync('pgbench', [...args, url], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr}`);
  return result.stdout;
};

const PGBENCH_INIT = ['-i', '-q', '-s', String(PGBENCH_SCALE)];

/** One pgbench -M prepared run on an initialised database: transactions per second. */
const pgbenchRun = (url: string, clients: number, seconds: number) => {
  const output = pgbench(url, [
    '-M',
    'prepared',
    '-n',
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, 2)),
    '-T',
    String(seconds),
  ]);
  return Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
};

/**
 * pgbench -M prepared (TPC-B-like, scale PGBENCH_SCALE) on a scratch database of the same server: the peer of the
 * money benchmarks, in transactions per second.
 */
export const pgbenchTps = async (databaseUrl: string, clients: number, seconds = DURATION_SECONDS) => {
  const scratch = await createScratchDatabase(databaseUrl);
  try {
    pgbench(scratch.url, PGBENCH_INIT);
    return pgbenchRun(scratch.url, clients, seconds);
  } finally {
    await scratch.drop();
  }
};

export interface LedgerBench {
  postgres: { clients: number; ledgerTps: number; batchedTps: number; pgbenchTps: number }[];
  pglite: { clients: number; ledgerTps: number; batchedTps: number }[];
}

/**
 * Ledger transfers (createTransfer: idempotent insert, two guarded balance updates in account order, one
 * transaction) against `pgbench -M prepared` (TPC-B-like: three updates, a select and an insert per transaction)
 * on the same PostgreSQL in the same run, at 1, 8 and 32 clients; and the same ledger loop on PGlite beside it.
 */
export const benchLedgerTransfers = async (databaseUrl: string | undefined): Promise<LedgerBench> => {
  const result: LedgerBench = { postgres: [], pglite: [] };
  if (databaseUrl) {
    const ledgerScratch = await createScratchDatabase(databaseUrl);
    const peerScratch = await createScratchDatabase(databaseUrl);
    const database = await openPostgres(ledgerScratch.url, Math.max(...LEDGER_CLIENTS) + 2);
    try {
      const accounts = await prepare(database);
      pgbench(peerScratch.url, PGBENCH_INIT);
      for (const clients of LEDGER_CLIENTS) {
        const ledgerTps = await runTransfers(database, accounts, clients, 'pg');
        const batchedTps = await runBatchedTransfers(database, accounts, clients, 'pg');
        const pgbenchTps = pgbenchRun(peerScratch.url, clients, DURATION_SECONDS);
        result.postgres.push({ clients, ledgerTps, batchedTps, pgbenchTps });
      }
    } finally {
      await database.close();
      await ledgerScratch.drop();
      await peerScratch.drop();
    }
  }
  const directory = mkdtempSync(join(tmpdir(), 'exchange-bench-ledger-'));
  const embedded = await openPglite(await PGlite.create(directory));
  try {
    const accounts = await prepare(embedded);
    for (const clients of LEDGER_CLIENTS)
      result.pglite.push({
        clients,
        ledgerTps: await runTransfers(embedded, accounts, clients, 'pglite'),
        batchedTps: await runBatchedTransfers(embedded, accounts, clients, 'pglite'),
      });
  } finally {
    await embedded.close();
    rmSync(directory, { recursive: true, force: true });
  }
  return result;
};

/** The table rows of `benchLedgerTransfers`: per client count, one transaction each and group commit. */
export const ledgerRows = (ledger: LedgerBench): Row[] => {
  const rows: Row[] = [];
  for (const { clients, ledgerTps, batchedTps, pgbenchTps } of ledger.postgres) {
    const ratio = ledgerTps / pgbenchTps;
    const batchedRatio = batchedTps / pgbenchTps;
    const peer = `pgbench -M prepared (TPC-B-like), same server: ${format(pgbenchTps)} tps`;
    rows.push({
      name: `ledger transfer (2 postings, guarded updates, 1 transaction each), PostgreSQL, ${clients} client(s)`,
      measured: `${format(ledgerTps)} tps`,
      peer,
      ratio: `${format(ratio, 2)}×`,
      target: '—',
      isMet: true,
    });
    rows.push({
      name: `ledger transfer, group commit (TransferBatcher), PostgreSQL, ${clients} client(s)`,
      measured: `${format(batchedTps)} tps`,
      peer,
      ratio: `${format(batchedRatio, 2)}×`,
      target: clients >= 8 ? '≥ 1.0×' : '—',
      isMet: clients < 8 || batchedRatio >= 1,
    });
  }
  for (const { clients, ledgerTps, batchedTps } of ledger.pglite)
    rows.push({
      name: `ledger transfer, PGlite (one connection), ${clients} client(s): 1 transaction each / group commit`,
      measured: `${format(ledgerTps)} / ${format(batchedTps)} tps`,
      peer: '— (reported beside PostgreSQL)',
      ratio: '—',
      target: '—',
      isMet: true,
    });
  return rows;
};
