import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_ACCOUNT } from '../../src/modules/auth/demo-seed';
import { DEMO_FUNDS_USDT } from '../../src/modules/wallet/seed-demo-funds';
import { openPostgres, queryRows, users, type Database } from '../../src/platform/db/index';
import { withPostgresStartupLock } from '../../src/platform/db/startup-lock';
import { StartupError } from '../../src/platform/errors';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { dropDatabase, sleep } from '../support/child-server';
import { createTestDatabaseUrl } from '../support/test-app';
import { testConfig } from '../support/test-config';

/*
 * Instances started together on one database (scaled mode) migrate and seed under one advisory lock
 * (platform/db/startup-lock.ts): without it both run the migrations at once and one dies on a duplicate catalog row.
 * Two apps built in this process stand for the two instances; each has a pool of its own, as a process would.
 */
let databaseUrl: string;
let dataDirectory: string;
const databases: Database[] = [];

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-startup-lock-'));
  databaseUrl = await createTestDatabaseUrl({ isEmpty: true });
  for (let index = 0; index < 2; index += 1) databases.push(await openPostgres(databaseUrl, 4));
});

afterAll(async () => {
  for (const database of databases) await database.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe('startup lock (PostgreSQL)', () => {
  it('runs one holder at a time, and the next as soon as the first is done', async () => {
    const spans: { start: number; end: number }[] = [];
    const hold = (database: Database) =>
      database.withStartupLock(async () => {
        const start = performance.now();
        await sleep(100);
        spans.push({ start, end: performance.now() });
        return 'done';
      });
    expect(await Promise.all([...databases, ...databases].map(hold))).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
    spans.sort((left, right) => left.start - right.start);
    for (let index = 1; index < spans.length; index += 1)
      expect(spans[index]?.start).toBeGreaterThanOrEqual(spans[index - 1]?.end ?? Infinity);
    // A throw inside releases the lock too.
    await expect(
      databases[0]?.withStartupLock(() => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');
    expect(await databases[1]?.withStartupLock(async () => 'free')).toBe('free');
  });

  it('refuses to start, naming the cause, when another instance holds the lock past the wait', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    let release = () => {};
    let signalHeld = () => {};
    const isHeld = new Promise<void>((resolve) => (signalHeld = resolve));
    const holding = databases[0]?.withStartupLock(() => {
      signalHeld();
      return new Promise<void>((resolve) => (release = resolve));
    });
    try {
      await isHeld;
      await expect(withPostgresStartupLock(pool, async () => 'ran', 200)).rejects.toBeInstanceOf(
        StartupError,
      );
    } finally {
      release();
      await holding;
      await pool.end();
    }
  });

  it('lets two instances started together on an empty database both come up, seeded once', async () => {
    const config = testConfig(dataDirectory, { DEMO_SEED: 'true' });
    const starts = await Promise.allSettled(databases.map((database) => buildApp(config, { database })));
    const built = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    for (const { app } of built) await app.close();
    expect(starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []))).toEqual(
      [],
    );

    // The super admin exists once, and only the start that created it holds its one-time password.
    expect(built.filter((start) => start.staffSeed !== null)).toHaveLength(1);
    const db = databases[0]?.db as Database['db'];
    const [staff] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from staff_accounts`,
    );
    expect(staff?.count).toBe(1);
    // The demo account was funded once, not once per instance.
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const [funds] = await queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(available + frozen), 0)::text as total from ledger_accounts where user_id = ${demo?.id}`,
    );
    expect(Number(funds?.total)).toBe(Number(DEMO_FUNDS_USDT));
    await expectCleanLedger(db);
  });
});
