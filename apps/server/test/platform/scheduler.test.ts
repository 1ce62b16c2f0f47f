import { PGlite } from '@electric-sql/pglite';
import { fundingPeriodStart } from '@exchange/domain';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/platform/clock';
import { openPglite, type AdvisoryLock, type Database } from '../../src/platform/db/index';
import {
  DEFAULT_CATCH_UP_MS,
  DEFAULT_RETRY_MS,
  SCHEDULER_TICK_MS,
  Scheduler,
  type JobDefinition,
} from '../../src/platform/scheduler/index';

/*
 * The scheduler (platform/scheduler): a ManualClock and `runDue()` drive it, so nothing here sleeps. Two schedulers
 * over one in-memory lock table stand for two instances over one PostgreSQL database (the real two-instance check is
 * scheduler.pg.test.ts); on PGlite the one process always leads.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const at = (iso: string) => Date.parse(iso);

/** Advisory locks as PostgreSQL keeps them: one holder per key, shared by every scheduler given this object. */
const sharedLocks = (): Pick<Database, 'tryAdvisoryLock'> => {
  const held = new Set<number>();
  return {
    tryAdvisoryLock: async (key): Promise<AdvisoryLock | null> => {
      if (held.has(key)) return null;
      held.add(key);
      return { isHeld: async () => held.has(key), release: async () => void held.delete(key) };
    },
  };
};

const capturedLogs = () => {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return {
    logger,
    messages: (level: number) => lines.filter((line) => line.level === level).map((line) => line.msg),
  };
};
const WARN = 40;
const ERROR = 50;

const started: Scheduler[] = [];
afterEach(async () => {
  for (const scheduler of started.splice(0)) await scheduler.stop();
  vi.useRealTimers();
});

const startScheduler = async (
  clock: ManualClock,
  options: {
    database?: Pick<Database, 'tryAdvisoryLock'>;
    jobs?: JobDefinition[];
    isTimerDriven?: boolean;
  } = {},
) => {
  const logs = capturedLogs();
  const scheduler = new Scheduler({
    database: options.database ?? sharedLocks(),
    clock,
    logger: logs.logger,
    isTimerDriven: options.isTimerDriven ?? false,
  });
  for (const job of options.jobs ?? []) scheduler.register(job);
  await scheduler.start();
  started.push(scheduler);
  return { scheduler, ...logs };
};

/** A job that records each slot it was given, answering with `answer(fireAtMs, attempt)`. */
const recordingJob = (
  overrides: Partial<JobDefinition> = {},
  answer: (
    fireAtMs: number,
    attempt: number,
  ) => Promise<Awaited<ReturnType<JobDefinition['run']>>> = async () => {},
) => {
  const runs: { fireAtMs: number; attempt: number }[] = [];
  const job: JobDefinition = {
    key: 'test.job',
    schedule: '* * * * *',
    run: (fireAtMs, { attempt }) => {
      runs.push({ fireAtMs, attempt });
      return answer(fireAtMs, attempt);
    },
    ...overrides,
  };
  return { job, runs, fired: () => runs.map((run) => new Date(run.fireAtMs).toISOString()) };
};

describe('scheduler: firing', () => {
  it('runs a job when its fire time comes, once per slot, passing the slot time (not the start time)', async () => {
    const clock = new ManualClock(at('2026-01-01T00:00:30Z'));
    const { job, fired } = recordingJob({ catchUpMs: 10_000 });
    const { scheduler } = await startScheduler(clock, { jobs: [job] });

    expect(await scheduler.runDue()).toEqual([]); // 00:00 passed 30 s ago, past a 10 s catch-up window
    clock.advance(29_999);
    expect(await scheduler.runDue()).toEqual([]);
    clock.advance(1); // 00:01:00.000 exactly
    const [record] = await scheduler.runDue();
    expect(record).toMatchObject({
      key: 'test.job',
      fireAtMs: at('2026-01-01T00:01:00Z'),
      result: 'finished',
    });
    clock.advance(5_000); // started late: still the 00:01 slot, and it ran
    expect(await scheduler.runDue()).toEqual([]);
    clock.advance(56_000);
    await scheduler.runDue();
    expect(fired()).toEqual(['2026-01-01T00:01:00.000Z', '2026-01-01T00:02:00.000Z']);

    const [status] = scheduler.status().jobs;
    expect(status).toMatchObject({
      key: 'test.job',
      schedule: '* * * * *',
      isRunning: false,
      running: null,
      catchUpMs: 10_000,
      retryMs: DEFAULT_RETRY_MS,
      lastRun: { fireAtMs: at('2026-01-01T00:02:00Z'), attempt: 1, result: 'finished' },
      nextRunAtMs: at('2026-01-01T00:03:00Z'),
    });
    expect(scheduler.status().isLeader).toBe(true);
  });

  it('never overlaps a run with itself: a slot that fires meanwhile runs once, after', async () => {
    const clock = new ManualClock(at('2026-01-01T00:00:00Z'));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { job, fired } = recordingJob({ catchUpMs: 5 * MINUTE_MS }, async (fireAtMs) => {
      if (fireAtMs === at('2026-01-01T00:00:00Z')) await gate;
    });
    const { scheduler } = await startScheduler(clock, { jobs: [job] });

    const first = scheduler.runDue();
    expect(scheduler.status().jobs[0]).toMatchObject({
      isRunning: true,
      running: { fireAtMs: at('2026-01-01T00:00:00Z'), sinceMs: at('2026-01-01T00:00:00Z') },
    });
    clock.advance(MINUTE_MS);
    expect(await scheduler.runDue()).toEqual([]);
    clock.advance(MINUTE_MS + 5_000); // 00:02:05: the 00:01 and 00:02 slots have fired during the run
    expect(await scheduler.runDue()).toEqual([]);
    release();
    expect((await first)[0]).toMatchObject({ result: 'finished', finishedAtMs: at('2026-01-01T00:02:05Z') });
    await scheduler.runDue();
    await scheduler.runDue();
    expect(fired()).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T00:02:00.000Z']);
  });

  it('runs each job on its own: one slow job holds back no other', async () => {
    const clock = new ManualClock(at('2026-01-01T00:00:00Z'));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = recordingJob({ key: 'test.slow' }, () => gate);
    const quick = recordingJob({ key: 'test.quick' });
    const { scheduler } = await startScheduler(clock, { jobs: [slow.job, quick.job] });
    const first = scheduler.runDue();
    await new Promise(setImmediate); // the quick run's end is recorded
    clock.advance(MINUTE_MS);
    expect(await scheduler.runDue()).toMatchObject([{ key: 'test.quick', result: 'finished' }]);
    expect(quick.fired()).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T00:01:00.000Z']);
    expect(slow.fired()).toEqual(['2026-01-01T00:00:00.000Z']);
    release();
    expect(await first).toMatchObject([{ key: 'test.slow' }, { key: 'test.quick' }]);
  });
});

describe('scheduler: failures, unfinished runs and catch-up', () => {
  it('logs a failing run and runs the same slot again after retryMs, not lost', async () => {
    const clock = new ManualClock(at('2026-01-01T00:00:00Z'));
    const { job, runs } = recordingJob({ catchUpMs: 5 * MINUTE_MS }, async (_fireAtMs, attempt) => {
      if (attempt < 3) throw new Error(`database unavailable (${attempt})`);
    });
    const { scheduler, messages } = await startScheduler(clock, { jobs: [job] });

    expect(await scheduler.runDue()).toMatchObject([
      { result: 'failed', error: 'database unavailable (1)', attempt: 1 },
    ]);
    expect(messages(ERROR)).toEqual(['scheduler: test.job failed']);
    expect(scheduler.status().jobs[0]).toMatchObject({
      lastRun: { result: 'failed', error: 'database unavailable (1)' },
      nextRunAtMs: at('2026-01-01T00:00:00Z') + DEFAULT_RETRY_MS,
    });
    clock.advance(DEFAULT_RETRY_MS - 1);
    expect(await scheduler.runDue()).toEqual([]); // not hammered: it waits out the retry pause
    clock.advance(1);
    expect(await scheduler.runDue()).toMatchObject([{ result: 'failed', attempt: 2 }]);
    clock.advance(DEFAULT_RETRY_MS);
    expect(await scheduler.runDue()).toMatchObject([{ result: 'finished', attempt: 3 }]);
    expect(runs.map((run) => run.fireAtMs)).toEqual(Array(3).fill(at('2026-01-01T00:00:00Z')));
    clock.advance(DEFAULT_RETRY_MS);
    expect(await scheduler.runDue()).toEqual([]);
  });

  it('re-runs an unfinished slot for the same fire time until it finishes', async () => {
    const clock = new ManualClock(at('2026-01-01T08:00:00Z'));
    const { job, runs } = recordingJob(
      { schedule: '0 0,8,16 * * *', catchUpMs: HOUR_MS, retryMs: 10_000 },
      async (_fireAtMs, attempt) =>
        attempt < 3 ? { isFinished: false, note: 'BTCUSDT waits for a live price' } : undefined,
    );
    const { scheduler } = await startScheduler(clock, { jobs: [job] });

    expect(await scheduler.runDue()).toMatchObject([
      { result: 'unfinished', note: 'BTCUSDT waits for a live price' },
    ]);
    clock.advance(10_000);
    expect(await scheduler.runDue()).toMatchObject([{ result: 'unfinished', attempt: 2 }]);
    clock.advance(10_000);
    expect(await scheduler.runDue()).toMatchObject([{ result: 'finished', attempt: 3 }]);
    clock.advance(10_000);
    expect(await scheduler.runDue()).toEqual([]);
    expect(new Set(runs.map((run) => run.fireAtMs))).toEqual(new Set([at('2026-01-01T08:00:00Z')]));
    expect(scheduler.status().jobs[0]?.nextRunAtMs).toBe(at('2026-01-01T16:00:00Z'));
  });

  it('gives up an unfinished slot past its catch-up window, with a warning, and runs the next one', async () => {
    const clock = new ManualClock(at('2026-01-01T08:00:00Z'));
    const { job, fired } = recordingJob(
      { schedule: '0 0,8,16 * * *', catchUpMs: HOUR_MS, retryMs: 20 * MINUTE_MS },
      async (fireAtMs) => ({ isFinished: fireAtMs !== at('2026-01-01T08:00:00Z') }),
    );
    const { scheduler, messages } = await startScheduler(clock, { jobs: [job] });
    for (let step = 0; step < 5; step += 1) {
      await scheduler.runDue();
      clock.advance(20 * MINUTE_MS); // 08:00, 08:20, 08:40, 09:00 run; 09:20 is past the hour
    }
    expect(fired()).toEqual(Array(4).fill('2026-01-01T08:00:00.000Z'));
    expect(messages(WARN)).toEqual([
      'scheduler: test.job: gave up slot 2026-01-01T08:00:00.000Z, past its catch-up window',
    ]);
    clock.advance(at('2026-01-01T16:00:00Z') - clock.nowMs());
    await scheduler.runDue();
    expect(fired().at(-1)).toBe('2026-01-01T16:00:00.000Z');
  });

  it('after downtime runs once, for the latest missed slot only, and only within the catch-up window', async () => {
    const funding = { schedule: '0 0,8,16 * * *', catchUpMs: HOUR_MS };
    // Down from 07:00 to 08:59: the 08:00 slot is 59 minutes late and still runs.
    const late = recordingJob(funding);
    const first = await startScheduler(new ManualClock(at('2026-01-01T08:59:00Z')), { jobs: [late.job] });
    await first.scheduler.runDue();
    expect(late.fired()).toEqual(['2026-01-01T08:00:00.000Z']);

    // Down from before 00:00 to 16:10: 00:00 and 08:00 were missed, 16:00 runs once.
    const missed = recordingJob(funding);
    const clock = new ManualClock(at('2026-01-01T16:10:00Z'));
    const second = await startScheduler(clock, { jobs: [missed.job] });
    await second.scheduler.runDue();
    await second.scheduler.runDue();
    expect(missed.fired()).toEqual(['2026-01-01T16:00:00.000Z']);

    // Back at 09:30: 08:00 is past the hour, so nothing runs before 16:00.
    const skipped = recordingJob(funding);
    const third = await startScheduler(new ManualClock(at('2026-01-01T09:30:00Z')), { jobs: [skipped.job] });
    expect(await third.scheduler.runDue()).toEqual([]);
    expect(third.scheduler.status().jobs[0]).toMatchObject({
      lastRun: null,
      nextRunAtMs: at('2026-01-01T16:00:00Z'),
    });
    expect(third.messages(WARN)).toEqual([]);
  });

  it('uses a one-minute catch-up window when the job names none', async () => {
    const hourly = { schedule: '0 * * * *' };
    const onTime = recordingJob(hourly);
    const late = recordingJob(hourly);
    const slotMs = at('2026-01-01T00:00:00Z');
    const first = await startScheduler(new ManualClock(slotMs + DEFAULT_CATCH_UP_MS), { jobs: [onTime.job] });
    const second = await startScheduler(new ManualClock(slotMs + DEFAULT_CATCH_UP_MS + 1), {
      jobs: [late.job],
    });
    await Promise.all([first.scheduler.runDue(), second.scheduler.runDue()]);
    expect([onTime.runs.length, late.runs.length]).toEqual([1, 0]);
    expect(DEFAULT_CATCH_UP_MS).toBe(MINUTE_MS);
  });

  it('leaves an unfinished slot, with a warning, when a newer one fires within its window', async () => {
    const clock = new ManualClock(at('2026-01-01T00:00:00Z'));
    const { job, runs } = recordingJob({ catchUpMs: 5 * MINUTE_MS }, async () => ({ isFinished: false }));
    const { scheduler, messages } = await startScheduler(clock, { jobs: [job] });
    await scheduler.runDue();
    clock.advance(MINUTE_MS);
    expect(await scheduler.runDue()).toMatchObject([{ fireAtMs: at('2026-01-01T00:01:00Z'), attempt: 1 }]);
    expect(runs).toHaveLength(2);
    expect(messages(WARN)).toEqual([
      'scheduler: test.job: slot 2026-01-01T00:00:00.000Z left unfinished, a newer slot is due',
    ]);
  });

  it('schedules funding at exactly the periods fundingPeriodStart names (00, 08 and 16 UTC)', async () => {
    const clock = new ManualClock(at('2026-03-01T00:00:00Z'));
    const { job, runs } = recordingJob({ schedule: '0 0,8,16 * * *', catchUpMs: HOUR_MS });
    const { scheduler } = await startScheduler(clock, { jobs: [job] });
    for (let hour = 0; hour < 72; hour += 1) {
      await scheduler.runDue();
      clock.advance(HOUR_MS);
    }
    expect(runs).toHaveLength(9);
    for (const { fireAtMs } of runs) expect(fireAtMs).toBe(fundingPeriodStart(fireAtMs + 59 * MINUTE_MS));
  });
});

describe('scheduler: registration', () => {
  it('refuses a key registered twice, a bad pattern, a bad key and a negative catch-up window', () => {
    const scheduler = new Scheduler({
      database: sharedLocks(),
      clock: new ManualClock(),
      logger: pino({ level: 'silent' }),
    });
    const { job } = recordingJob();
    scheduler.register(job);
    expect(() => scheduler.register({ ...job, schedule: '0 * * * *' })).toThrow(/already registered/);
    expect(() => scheduler.register({ ...job, key: 'test.bad-pattern', schedule: 'every hour' })).toThrow(
      /CronPattern/,
    );
    expect(() => scheduler.register({ ...job, key: 'Funding Job' })).toThrow(
      /lower-case words joined by dots/,
    );
    expect(() => scheduler.register({ ...job, key: 'test.window', catchUpMs: -1 })).toThrow(/catchUpMs/);
    expect(() => scheduler.register({ ...job, key: 'test.retry', retryMs: 0 })).toThrow(/retryMs/);
    expect(scheduler.status().jobs.map((status) => status.key)).toEqual(['test.job']);
  });
});

describe('scheduler: leadership', () => {
  it('runs jobs on the lock holder only; another instance takes over and re-runs the slot with the same fireAtMs', async () => {
    const database = sharedLocks();
    const clock = new ManualClock(at('2026-01-01T08:00:00Z'));
    const { job, fired } = recordingJob({ schedule: '0 0,8,16 * * *', catchUpMs: HOUR_MS });
    const first = await startScheduler(clock, { database, jobs: [job] });
    const second = await startScheduler(clock, { database, jobs: [job] });
    expect([first.scheduler.isLeader, second.scheduler.isLeader]).toEqual([true, false]);

    await Promise.all([first.scheduler.runDue(), second.scheduler.runDue()]);
    expect(fired()).toEqual(['2026-01-01T08:00:00.000Z']);
    expect(second.scheduler.status()).toMatchObject({ isLeader: false, jobs: [{ lastRun: null }] });

    // The leader goes; the follower's next check finds the lock free (restarting it checks at once).
    await first.scheduler.stop();
    await second.scheduler.stop();
    await second.scheduler.start();
    expect(second.scheduler.isLeader).toBe(true);
    clock.advance(MINUTE_MS);
    await Promise.all([first.scheduler.runDue(), second.scheduler.runDue()]);
    // It does not know the slot ran: it runs it again, for the same slot, which an idempotent job turns into nothing.
    expect(fired()).toEqual(['2026-01-01T08:00:00.000Z', '2026-01-01T08:00:00.000Z']);
  });

  it('on stop aborts the run under way, waits for it, and starts nothing more', async () => {
    const clock = new ManualClock(at('2026-01-01T00:00:00Z'));
    let signal: AbortSignal | undefined;
    const job: JobDefinition = {
      key: 'test.long',
      schedule: '* * * * *',
      run: (_fireAtMs, info) => {
        signal = info.signal;
        return new Promise((resolve) =>
          info.signal.addEventListener('abort', () => resolve({ isFinished: false })),
        );
      },
    };
    const { scheduler } = await startScheduler(clock, { jobs: [job] });
    const running = scheduler.runDue();
    expect(signal?.aborted).toBe(false);
    await scheduler.stop();
    expect(signal?.aborted).toBe(true);
    expect(scheduler.status()).toMatchObject({
      isLeader: false,
      jobs: [{ isRunning: false, lastRun: { result: 'unfinished' } }],
    });
    expect(await running).toHaveLength(1);
    clock.advance(MINUTE_MS);
    expect(await scheduler.runDue()).toEqual([]);
  });

  // Starting an embedded database takes seconds on a busy machine.
  it('on PGlite the one process always leads', async () => {
    const client = await PGlite.create();
    const database = await openPglite(client);
    try {
      const { job, fired } = recordingJob();
      const { scheduler } = await startScheduler(new ManualClock(at('2026-01-01T00:00:00Z')), {
        database,
        jobs: [job],
      });
      expect(scheduler.isLeader).toBe(true);
      await scheduler.runDue();
      expect(fired()).toEqual(['2026-01-01T00:00:00.000Z']);
      await scheduler.stop();
    } finally {
      await database.close();
    }
  }, 60_000);

  it('when timer-driven, the leader loop starts due jobs every tick, reading the injected clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = new ManualClock(at('2026-01-01T00:00:30Z'));
    const { job, fired } = recordingJob({ catchUpMs: 10_000 });
    const { scheduler } = await startScheduler(clock, { jobs: [job], isTimerDriven: true });
    await vi.advanceTimersByTimeAsync(SCHEDULER_TICK_MS);
    expect(fired()).toEqual([]);
    clock.advance(30_000);
    await vi.advanceTimersByTimeAsync(SCHEDULER_TICK_MS);
    await vi.advanceTimersByTimeAsync(SCHEDULER_TICK_MS);
    expect(fired()).toEqual(['2026-01-01T00:01:00.000Z']);
    await scheduler.stop();
    clock.advance(MINUTE_MS);
    await vi.advanceTimersByTimeAsync(SCHEDULER_TICK_MS);
    expect(fired()).toEqual(['2026-01-01T00:01:00.000Z']);
  });
});
