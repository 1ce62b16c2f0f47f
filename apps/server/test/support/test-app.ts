import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOverrides, type BuiltApp } from '../../src/app';
import { openPglite, openPostgres, type Database } from '../../src/platform/db/index';
import { ManualClock } from '../../src/platform/clock';
import { testConfig } from './test-config';

export const isPostgres = () => process.env.TEST_DB === 'postgres';

/**
 * The URL of a fresh PostgreSQL database cloned from the run's template (PostgreSQL runs only); `isEmpty`: a database
 * with nothing in it instead, for tests of what a first start does (migrating and seeding).
 */
export const createTestDatabaseUrl = async (options: { isEmpty?: boolean } = {}): Promise<string> => {
  const url = process.env.DATABASE_URL as string;
  // Named after the run's template (not this worker's pid), so the run's teardown finds and drops every clone.
  const name = `${inject('postgresTemplate')}_clone_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    options.isEmpty
      ? `create database ${name}`
      : `create database ${name} template ${inject('postgresTemplate')}`,
  );
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** A fresh database copied from the run's template: a PGlite restored from its dump, or a Postgres clone. */
export const createTestDatabase = async (): Promise<Database> => {
  if (isPostgres()) return openPostgres(await createTestDatabaseUrl(), 10);
  const dump = readFileSync(inject('pgliteTemplatePath'));
  return openPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
};

export interface TestApp extends BuiltApp {
  clock: ManualClock;
  dataDirectory: string;
  close(): Promise<void>;
}

/** The real app on a real database, driven through app.inject; the clock is manual so tests control time. */
export const createTestApp = async (
  options: {
    config?: Record<string, string>;
    overrides?: AppOverrides;
    /** Another instance's database (a second app on the same PostgreSQL database); closed with this app. */
    database?: Database;
  } = {},
): Promise<TestApp> => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-app-'));
  const database = options.database ?? (await createTestDatabase());
  const clock = new ManualClock(Date.now());
  const built = await buildApp(testConfig(dataDirectory, options.config), {
    database,
    clock,
    isPrepared: true,
    isSchedulerManual: true,
    ...options.overrides,
  });
  await built.app.ready();
  return {
    ...built,
    clock,
    dataDirectory,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
};
