import type pg from 'pg';
import { StartupError, assert } from '../errors';

/** Postgres advisory-lock key of the startup section ('boot' in ASCII); distinct from the leader and seed keys. */
export const STARTUP_LOCK_KEY = 0x626f6f74;
/**
 * How long an instance waits for another to finish migrating and seeding. A fresh database takes seconds; the bound
 * is for a long migration on a big table, and it turns a hung holder into a visible refusal instead of a silent hang.
 */
export const STARTUP_LOCK_WAIT_MS = 300_000;

/**
 * Runs `work` holding a session-level advisory lock on a connection of its own, so instances started together on
 * one database migrate and seed one after another: PostgreSQL DDL is not safe against the same CREATE running in two
 * sessions at once (`duplicate key ... pg_class_relname_nsp_index`), and drizzle's migrator takes no lock of its
 * own. Session-level, not transaction-level, because the migrator and the seeds run their own transactions on other
 * pool connections. The lock dies with its session, so an instance killed while holding it frees it at once.
 */
export const withPostgresStartupLock = async <T>(
  pool: pg.Pool,
  work: () => Promise<T>,
  waitMs = STARTUP_LOCK_WAIT_MS,
): Promise<T> => {
  // The lock keeps one connection for the whole of `work`, which needs at least one more for itself.
  assert((pool.options.max ?? 10) >= 2, 'the startup lock needs a pool of at least two connections');
  const client = await pool.connect();
  // A terminated backend emits 'error' on an idle client; without a listener it would crash the process.
  client.on('error', () => {});
  try {
    // lock_timeout bounds the wait of pg_advisory_lock like any other lock wait.
    await client.query(`select set_config('lock_timeout', $1, false)`, [`${waitMs}ms`]);
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    } catch (error) {
      if ((error as { code?: string }).code !== '55P03') throw error;
      throw new StartupError(
        `Another instance has been migrating or seeding this database for over ${waitMs / 1000} s ` +
          '(it holds the startup lock); start this one again once it is up.',
      );
    }
    return await work();
  } finally {
    // Discarded, not returned to the pool: closing the session ends the lock and the lock_timeout setting with it.
    client.release(true);
  }
};
