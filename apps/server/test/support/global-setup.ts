import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { openPglite, openPostgres } from '../../src/platform/db/index';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a PGlite data-dir dump of the migrated and seeded template. */
    pgliteTemplatePath: string;
    /** Name of the migrated and seeded PostgreSQL template database. */
    postgresTemplate: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** The projects whose workers run on PostgreSQL (vitest.config.ts); `server` runs on PGlite. */
const POSTGRES_PROJECTS = new Set(['server-pg', 'server-serial']);

/** Migrates and seeds ONE template per project and run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const directory = mkdtempSync(join(tmpdir(), 'exchange-test-'));
  // Project `env` reaches the test workers, not this process: the project name says which database to prepare.
  if (POSTGRES_PROJECTS.has(project.name)) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const template = `exchange_template_${process.pid}_${project.name.replace('-', '_')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openPostgres(withDatabase(url, template), 2);
    const { app } = await buildApp(testConfig(directory), { database });
    await app.close();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${template}_clone_%`, template],
      );
      for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = await openPglite(client);
  const { app } = await buildApp(testConfig(directory), { database });
  await app.close();
  const dump = await client.dumpDataDir('none');
  const path = join(directory, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
}
