import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/platform/clock';
import { openPostgres, type Database } from '../../src/platform/db/index';
import { SCHEDULER_LOCK_KEY, Scheduler, type JobDefinition } from '../../src/platform/scheduler/index';
import { dropDatabase } from '../support/child-server';
import { createTestDatabaseUrl } from '../support/test-app';

/*
 * Two schedulers over one PostgreSQL database, each on a pool of its own as two processes would be: the advisory lock
 * `SCHEDULER_LOCK_KEY` makes exactly one of them run the jobs, and when the leader's session dies (as after kill -9)
 * the other takes over while the old one stops starting runs and aborts the one under way.
 */
const LEADER_CHECK_MS = 100;
const TAKEOVER_TIMEOUT_MS = 5_000;
const MINUTE_MS = 60_000;

let databaseUrl: string;
const databases: Database[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabaseUrl({ isEmpty: true });
  for (let index = 0; index < 2; index += 1) databases.push(await openPostgres(databaseUrl, 3));
});

afterAll(async () => {
  for (const database of databases) await database.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

/** Each instance registers the same job (as every server process does); `runs` says which instance ran which slot. */
const twoInstances = async (clock: ManualClock, run: JobDefinition['run'] = async () => {}) => {
  const runs: { instance: number; fireAtMs: number }[] = [];
  const schedulers = databases.map((database, instance) => {
    const scheduler = new Scheduler({
      database,
      clock,
      logger: pino({ level: 'silent' }),
      isTimerDriven: false,
      leaderCheckMs: LEADER_CHECK_MS,
    });
    scheduler.register({
      key: 'test.every-minute',
      schedule: '* * * * *',
      catchUpMs: MINUTE_MS,
      run: (fireAtMs, info) => {
        runs.push({ instance, fireAtMs });
        return run(fireAtMs, info);
      },
    });
    return scheduler;
  });
  for (const scheduler of schedulers) await scheduler.start();
  return { schedulers, runs };
};

describe('scheduler on PostgreSQL (two instances)', () => {
  it('runs every slot once, on the one instance holding the lock', async () => {
    const clock = new ManualClock(Date.parse('2026-01-01T00:00:00Z'));
    const { schedulers, runs } = await twoInstances(clock);
    try {
      const leaders = schedulers.map((scheduler) => scheduler.isLeader);
      expect(leaders.filter(Boolean)).toHaveLength(1);
      const leader = leaders.indexOf(true);
      for (let minute = 0; minute < 5; minute += 1) {
        await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
        await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
        clock.advance(MINUTE_MS);
      }
      expect(runs.map((run) => run.instance)).toEqual(Array(5).fill(leader));
      expect(new Set(runs.map((run) => run.fireAtMs)).size).toBe(5);
    } finally {
      for (const scheduler of schedulers) await scheduler.stop();
    }
  });

  it('moves to the other instance when the leader’s session dies, aborting the run it had under way', async () => {
    const clock = new ManualClock(Date.parse('2026-01-01T00:00:00Z'));
    const signals: AbortSignal[] = [];
    const { schedulers, runs } = await twoInstances(clock, async (_fireAtMs, { signal }) => {
      signals.push(signal);
      // A long run: it ends when its instance stops leading.
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      return { isFinished: false };
    });
    try {
      const leader = schedulers.findIndex((scheduler) => scheduler.isLeader);
      const follower = 1 - leader;
      const running = schedulers[leader]?.runDue();
      expect(runs).toEqual([{ instance: leader, fireAtMs: clock.nowMs() }]);

      await databases[0]?.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and objid = ${SCHEDULER_LOCK_KEY} and granted`,
      );
      await vi.waitFor(() => expect(schedulers[follower]?.isLeader).toBe(true), {
        timeout: TAKEOVER_TIMEOUT_MS,
      });
      await vi.waitFor(() => expect(schedulers[leader]?.isLeader).toBe(false), {
        timeout: TAKEOVER_TIMEOUT_MS,
      });
      expect(signals[0]?.aborted).toBe(true);
      expect(await running).toMatchObject([{ result: 'unfinished' }]);

      // The new leader runs the same slot (within its catch-up window); the old one starts nothing.
      expect(await schedulers[leader]?.runDue()).toEqual([]);
      const taken = schedulers[follower]?.runDue(); // waits for its abort: stop() below ends it
      expect(runs).toEqual([
        { instance: leader, fireAtMs: clock.nowMs() },
        { instance: follower, fireAtMs: clock.nowMs() },
      ]);
      await schedulers[follower]?.stop();
      expect(await taken).toMatchObject([{ attempt: 1, result: 'unfinished' }]);
    } finally {
      for (const scheduler of schedulers) await scheduler.stop();
    }
  });
});
