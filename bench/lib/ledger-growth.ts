import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { BusinessType, FundRecordType, UserKind } from '@exchange/contracts';
import { buildApp } from '@exchange/server';
import { REFRESH_TOKEN_TTL_MS } from '@exchange/server/platform/auth/tokens';
import {
  openPglite,
  openPostgres,
  queryRows,
  sessions,
  type Database,
} from '@exchange/server/platform/db/index';
import { auditLedger, createTransfer, userMovementsSql } from '@exchange/server/modules/ledger/index';
import { benchConfig } from './bench-config';
import { format } from './rows';
import { createScratchDatabase } from './scratch-database';
import { ACTIVE_USERS, CHOSEN_TRANSFERS, seed } from './ledger-growth-seed';

// Issue 14 §3: what a grown ledger costs. The same transfers and the same fund-record pages on a ledger of
// BENCH_GROWTH_TRANSFERS transfers among BENCH_GROWTH_USERS users, and on an empty one (the same users and accounts).

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TRANSFERS = Number(process.env.BENCH_GROWTH_TRANSFERS ?? 10_000_000);
const USERS = Number(process.env.BENCH_GROWTH_USERS ?? 100_000);
/** PGlite beside PostgreSQL, at a size it seeds in seconds. */
const PGLITE_TRANSFERS = Number(process.env.BENCH_GROWTH_PGLITE_TRANSFERS ?? 100_000);
const PGLITE_USERS = Number(process.env.BENCH_GROWTH_PGLITE_USERS ?? 1_000);
/**
 * Requests per page measured on each ledger (after 20 warm-up requests). Of 200, the p99 is the second slowest, which
 * one collection pause decides; of 1,000 it is the tenth.
 */
const PAGE_REQUESTS = Number(process.env.BENCH_GROWTH_REQUESTS ?? 1_000);
export const CLIENTS = 8;
export const PAGE_SIZE = 10;
export const PAGES = [1, 50] as const;
const PAGE_PATH = '/api/app-api/wallet/fund-record/page';

interface Side {
  label: 'empty' | 'grown';
  database: Database;
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  /** Account ids of the active users: [spot, contract]. */
  active: [number, number][];
  userIdOf: (accountId: number) => number;
  token: string;
  chosenUserId: number;
  transfers: number;
  seedMs: number;
  /** ledger_transfers with its indexes, bytes. */
  tableBytes: number;
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

/** A live session and access token for `userId`, as login would give. */
const sessionToken = async (context: Awaited<ReturnType<typeof buildApp>>['context'], userId: number) => {
  const now = new Date(context.clock.nowMs());
  const sessionId = context.ids.uuid();
  await context.db.insert(sessions).values({
    id: sessionId,
    userId,
    userKind: UserKind.real,
    createdAt: now,
    lastSeenAt: now,
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const access = await context.tokens.issue({
    userId,
    sessionId,
    userKind: UserKind.real,
    type: 'access',
    audience: 'app',
  });
  return access.token;
};

const openSide = async (
  label: Side['label'],
  database: Database,
  config: ReturnType<typeof benchConfig>,
  users: number,
  transfers: number,
  start: string,
): Promise<Side> => {
  const { app, context } = await buildApp({ ...config, LOG_LEVEL: 'silent' }, { database });
  const funding = Math.min(ACTIVE_USERS, users - 1) * 4;
  // The chosen user's transfers come out of the background when they can be spread through it (see `seed`).
  const grownBackground = transfers - funding;
  const background =
    label === 'grown'
      ? Math.max(
          0,
          grownBackground >= CHOSEN_TRANSFERS * 2 ? grownBackground : grownBackground - CHOSEN_TRANSFERS,
        )
      : 0;
  const startedAt = performance.now();
  const seeded = await seed(context.db, users, background, start, label);
  const seedMs = performance.now() - startedAt;
  const [sizes] = await queryRows<{ transfers: string | number; bytes: string | number }>(
    context.db,
    sql`select (select count(*) from ledger_transfers) as transfers,
               pg_total_relation_size('ledger_transfers') as bytes`,
  );
  console.log(
    `ledger-growth ${label} (${database.driver}): seeded ${format(Number(sizes?.transfers))} transfers, ` +
      `${format(users)} users in ${format(seedMs / 1000, 1)} s; ledger_transfers ${format(Number(sizes?.bytes) / 2 ** 20)} MiB`,
  );
  return {
    label,
    database,
    app,
    active: seeded.active,
    userIdOf: (accountId) => seeded.userIds.get(accountId) ?? 0,
    token: await sessionToken(context, seeded.chosenUserId),
    chosenUserId: seeded.chosenUserId,
    transfers: Number(sizes?.transfers),
    seedMs,
    tableBytes: Number(sizes?.bytes),
  };
};

/** CLIENTS loops of createTransfer, one transaction each, between an active user's own wallets, for `seconds`. */
const runTransfers = async (side: Side, seconds: number) => {
  let committed = 0;
  let sequence = 0;
  const deadline = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const [spot, contract] = side.active[Math.floor(Math.random() * side.active.length)]!;
      const isForward = (sequence += 1) % 2 === 0;
      await side.database.db.transaction((tx) =>
        createTransfer(tx, {
          id: `transfer:${side.userIdOf(spot)}:${randomUUID()}`,
          debitAccountId: isForward ? spot : contract,
          creditAccountId: isForward ? contract : spot,
          asset: 'USDT',
          amount: isForward ? '1.25' : '0.5',
          businessType: BusinessType.transfer,
          actor: 'system:bench',
        }),
      );
      committed += 1;
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { committed, seconds: (performance.now() - startedAt) / 1000 };
};

/** `count` sequential requests for one page, each timed alone (app.inject: routing, auth, both queries, JSON). */
const timePage = async (side: Side, pageNo: number, count: number, samples: number[]) => {
  for (let index = 0; index < count; index += 1) {
    const startedAt = performance.now();
    const response = await side.app.inject({
      method: 'GET',
      url: `${PAGE_PATH}?pageNo=${pageNo}&pageSize=${PAGE_SIZE}`,
      headers: { authorization: `Bearer ${side.token}` },
    });
    samples.push(performance.now() - startedAt);
    const body = response.json<{ code: number; data?: { list: unknown[]; total: number } }>();
    if (response.statusCode !== 200 || body.code !== 0 || body.data?.list.length !== PAGE_SIZE)
      throw new Error(
        `fund-record page ${pageNo} on the ${side.label} ledger: ${response.body.slice(0, 300)}`,
      );
  }
};

/** The SQL of one fund-record page as wallet/fund-records.ts builds it (type 3: no filter), for EXPLAIN. */
const pageSql = (userId: number, pageNo: number) => sql`
  select * from (
    select r.*, case when r.business_type = ${BusinessType.transfer} then ${FundRecordType.transfer}
                     when r.business_type = ${BusinessType.flashExchange} then ${FundRecordType.swap}
                     when r.sign > 0 then ${FundRecordType.add} else ${FundRecordType.subtract} end as record_type
      from (${userMovementsSql(userId)}) r) typed
   where true
   order by created_at desc, record_id desc
   limit ${PAGE_SIZE} offset ${(pageNo - 1) * PAGE_SIZE}`;
const countSql = (userId: number) =>
  sql`select count(*) as total from (${userMovementsSql(userId)}) typed where true`;

const explain = async (side: Side, query: SQL) => {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    side.database.db,
    sql`explain (analyze, buffers) ${query}`,
  );
  return rows.map((row) => row['QUERY PLAN']);
};

export interface PageFigures {
  pageNo: number;
  empty: { p50Ms: number; p99Ms: number };
  grown: { p50Ms: number; p99Ms: number };
}

export interface GrowthRun {
  driver: 'postgres' | 'pglite';
  users: number;
  transfers: { empty: number; grown: number };
  seedMs: { empty: number; grown: number };
  tableBytes: { empty: number; grown: number };
  tps: { empty: number; grown: number };
  pages: PageFigures[];
  /** EXPLAIN (ANALYZE, BUFFERS) of the last page's query and of the count, on each ledger. */
  plans: Record<Side['label'], { page: string[]; count: string[] }>;
  audit: string;
}

/** Seeds both ledgers, then measures pages and transfers alternating between them (drift hits both alike). */
const compare = async (
  driver: GrowthRun['driver'],
  open: () => Promise<{ database: Database; config: ReturnType<typeof benchConfig> }>,
  users: number,
  transfers: number,
): Promise<GrowthRun> => {
  const start = new Date().toISOString();
  const opened: Side[] = [];
  try {
    for (const label of ['empty', 'grown'] as const) {
      const { database, config } = await open();
      opened.push(await openSide(label, database, config, users, transfers, start));
    }
    const [empty, grown] = opened as [Side, Side];
    if (driver === 'postgres') await empty.database.db.execute(sql`checkpoint`);

    const samples = new Map(opened.map((side) => [side, PAGES.map(() => [] as number[])]));
    for (const side of opened) for (const pageNo of PAGES) await timePage(side, pageNo, 20, []);
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1)
      for (const side of round % 2 === 0 ? [empty, grown] : [grown, empty])
        for (const [index, pageNo] of PAGES.entries())
          await timePage(side, pageNo, Math.ceil(PAGE_REQUESTS / rounds), samples.get(side)![index]!);
    const pages = PAGES.map((pageNo, index): PageFigures => {
      const figures = (side: Side) => {
        const sorted = samples.get(side)![index]!.toSorted((a, b) => a - b);
        return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
      };
      return { pageNo, empty: figures(empty), grown: figures(grown) };
    });

    // Transfers: a second's warm-up on each, then halves of BENCH_SECONDS in the order empty, grown, grown, empty.
    for (const side of opened) await runTransfers(side, 1);
    const totals = new Map(opened.map((side) => [side, { committed: 0, seconds: 0 }]));
    for (const side of [empty, grown, grown, empty]) {
      const { committed, seconds } = await runTransfers(side, DURATION_SECONDS / 2);
      const total = totals.get(side)!;
      total.committed += committed;
      total.seconds += seconds;
    }
    const tps = (side: Side) => totals.get(side)!.committed / totals.get(side)!.seconds;

    const lastPage = PAGES[PAGES.length - 1]!;
    const plans = {} as GrowthRun['plans'];
    for (const side of opened) {
      plans[side.label] = {
        page: await explain(side, pageSql(side.chosenUserId, lastPage)),
        count: await explain(side, countSql(side.chosenUserId)),
      };
      console.log(`ledger-growth (${driver}) ${side.label} ledger, page ${lastPage}:`);
      console.log(plans[side.label].page.join('\n'));
      console.log(`ledger-growth (${driver}) ${side.label} ledger, count:`);
      console.log(plans[side.label].count.join('\n'));
    }
    const audit = await auditLedger(grown.database.db);
    return {
      driver,
      users,
      transfers: { empty: empty.transfers, grown: grown.transfers },
      seedMs: { empty: empty.seedMs, grown: grown.seedMs },
      tableBytes: { empty: empty.tableBytes, grown: grown.tableBytes },
      tps: { empty: tps(empty), grown: tps(grown) },
      pages,
      plans,
      audit: audit.isClean
        ? `clean (${format(audit.transfers)} transfers, ${format(audit.accounts)} accounts)`
        : `${audit.problems.length} problems, first: ${audit.problems[0]?.detail ?? ''}`,
    };
  } finally {
    for (const side of opened) {
      await side.app.close();
      await side.database.close();
    }
  }
};

export interface LedgerGrowthBench {
  postgres: GrowthRun | null;
  pglite: GrowthRun;
}

/**
 * Transfer rate (createTransfer, one transaction each, CLIENTS clients) and fund-record page latency (page 1 and 50,
 * pageSize 10, a user with CHOSEN_TRANSFERS transfers) on a grown ledger against an empty one: on PostgreSQL (two
 * scratch databases, BENCH_GROWTH_TRANSFERS) when `databaseUrl` is set, and on PGlite (BENCH_GROWTH_PGLITE_TRANSFERS).
 */
export const benchLedgerGrowth = async (databaseUrl: string | undefined): Promise<LedgerGrowthBench> => {
  let postgres: GrowthRun | null = null;
  if (databaseUrl) {
    const scratches: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
    try {
      postgres = await compare(
        'postgres',
        async () => {
          const scratch = await createScratchDatabase(databaseUrl);
          scratches.push(scratch);
          return {
            database: await openPostgres(scratch.url, CLIENTS + 4),
            config: benchConfig('growth', growthConfig(scratch.url)),
          };
        },
        USERS,
        TRANSFERS,
      );
    } finally {
      for (const scratch of scratches) await scratch.drop();
    }
  }
  const directories: string[] = [];
  try {
    const pglite = await compare(
      'pglite',
      async () => {
        const directory = mkdtempSync(join(tmpdir(), 'exchange-bench-growth-'));
        directories.push(directory);
        return {
          database: await openPglite(await PGlite.create(directory)),
          config: benchConfig('growth', growthConfig()),
        };
      },
      PGLITE_USERS,
      PGLITE_TRANSFERS,
    );
    return { postgres, pglite };
  } finally {
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  }
};

const growthConfig = (databaseUrl?: string) => ({
  PRICE_FEED_ENABLED: 'false',
  RISK_ENGINE_ENABLED: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
