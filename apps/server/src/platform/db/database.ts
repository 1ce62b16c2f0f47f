import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDirectory } from './data-dir-lock';
import { countTransactions, statementLogger } from './round-trips';
import { withPostgresStartupLock } from './startup-lock';

export type Schema = typeof schema;
/** The one database type modules see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding a session-level advisory lock, on a dedicated connection (Postgres) — the leader
   * election primitive for engines in later issues. Returns false when another holder has it.
   */
  tryAdvisoryLock(key: number): Promise<AdvisoryLock | null>;
  /**
   * Runs `work` (migrating and seeding at start) while no other instance on this database does: any number of
   * instances may start at once. See startup-lock.ts.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
}

export interface AdvisoryLock {
  /** Whether the lock's connection still answers (a dead connection has lost the lock to the server). */
  isHeld(): Promise<boolean>;
  release(): Promise<void>;
}

/** The migrations folder sits beside src/ in the source tree and beside dist/ once built. */
export const findMigrationsFolder = (): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    resolve(here, '../../../migrations'),
    resolve(here, '../migrations'),
    resolve(here, 'migrations'),
  ];
  const found = candidates.find((candidate) => existsSync(join(candidate, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
};

// int8 (count(*), sums) arrives as a string from node-postgres and PGlite alike; columns declared
// bigint({mode:'number'}) are converted by drizzle. Numeric stays a string on both: money is never a float.

export const openPglite = async (client: PGlite, onClose: () => void = () => {}): Promise<Database> => {
  const db = drizzlePglite(client, { schema, logger: statementLogger }) as unknown as Db;
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => countTransactions(() => transaction(work, config));
  return {
    db,
    driver: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: findMigrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      onClose();
    },
    // One process owns a PGlite directory, so it is always the leader.
    // One process owns the embedded database (the data-directory lock): it is always the leader.
    tryAdvisoryLock: async () => ({ isHeld: async () => true, release: async () => {} }),
    // The same data-directory lock keeps a second process from starting at all: nothing to serialise.
    withStartupLock: (work) => work(),
  };
};

export const openPostgres = async (connectionString: string, maxConnections = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection the server ends (a restart, pg_terminate_backend) is dropped from the pool and replaced on
  // the next query; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema, logger: statementLogger }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: () =>
      migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: findMigrationsFolder() }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    withStartupLock: (work) => withPostgresStartupLock(pool, work),
    tryAdvisoryLock: async (key) => {
      const client = await pool.connect();
      let isBroken = false;
      // A terminated backend emits 'error' on an idle client; without a listener it would crash the process.
      const onError = () => (isBroken = true);
      client.on('error', onError);
      const result = await client
        .query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
        .catch(() => null);
      if (!result?.rows[0]?.locked) {
        client.off('error', onError);
        client.release(isBroken || result === null);
        return null;
      }
      return {
        isHeld: async () => {
          if (isBroken) return false;
          try {
            await client.query('select 1');
            return true;
          } catch {
            isBroken = true;
            return false;
          }
        },
        release: async () => {
          if (!isBroken)
            await client.query('select pg_advisory_unlock($1)', [key]).catch(() => (isBroken = true));
          client.off('error', onError);
          client.release(isBroken);
        },
      };
    },
  };
};

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under `${dataDir}/pglite`. */
export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
  /** How long to wait for another process to release the PGlite directory. */
  lockWaitMs?: number;
}): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const directory = resolve(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const unlock = await lockDataDirectory(options.dataDir, options.lockWaitMs);
  try {
    return await openPglite(await PGlite.create(directory), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
};

export const nowSql = sql`now()`;

/** The rows of a raw statement on either driver (node-postgres and PGlite both answer `{ rows }`). */
export const queryRows = async <Row = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
