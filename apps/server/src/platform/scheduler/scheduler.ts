import type { Clock } from '../clock';
import type { Database } from '../db/index';
import { assert } from '../errors';
import { LeaderSingleton } from '../leader-election';
import type { Logger } from '../logger';
import { ERROR_TEXT_LIMIT, JobState } from './job-state';
import type { JobDefinition, JobResult, RunRecord, SchedulerStatus } from './scheduler-types';

/** Postgres advisory-lock key of the scheduler's leader ('jobs' in ASCII). */
export const SCHEDULER_LOCK_KEY = 0x6a6f6273;
/** How often the leader's loop looks for due jobs: a job starts at most this late. */
export const SCHEDULER_TICK_MS = 1_000;
/** Jobs are few and named in code; a runaway registration is a bug. */
export const MAX_JOBS = 64;

export interface SchedulerOptions {
  database: Pick<Database, 'tryAdvisoryLock'>;
  clock: Clock;
  logger: Logger;
  /** False in tests, which advance a ManualClock and call `runDue()`; true (the default) starts the loop. */
  isTimerDriven?: boolean;
  tickMs?: number;
  leaderCheckMs?: number;
}

/**
 * Every periodic job of the server (DESIGN.md §4: croner, under the leader lock, idempotent by key). Modules register
 * jobs by key; the instance holding `SCHEDULER_LOCK_KEY` runs them, reading time only from the injected Clock, one run
 * per key at a time. See README.md for the semantics (slots, catch-up, retries, unfinished runs, failover).
 */
export class Scheduler extends LeaderSingleton {
  private readonly jobs = new Map<string, JobState>();
  private readonly inFlight = new Set<Promise<RunRecord>>();
  private timer: NodeJS.Timeout | null = null;
  private isActive = false;

  constructor(private readonly options: SchedulerOptions) {
    super({
      name: 'scheduler',
      database: options.database,
      lockKey: SCHEDULER_LOCK_KEY,
      logger: options.logger,
      ...(options.leaderCheckMs ? { checkMs: options.leaderCheckMs } : {}),
    });
  }

  /** Adds a job; may be called before or after `start()`. Throws on a key already registered or a bad pattern. */
  register(definition: JobDefinition) {
    assert(!this.jobs.has(definition.key), `scheduler: job '${definition.key}' is already registered`);
    assert(this.jobs.size < MAX_JOBS, `scheduler: at most ${MAX_JOBS} jobs`);
    this.jobs.set(definition.key, new JobState(definition, this.options.logger));
  }

  /**
   * Starts every due job (a no-op on a follower) and waits for the runs it started; jobs already running are left
   * alone. Tests call it after advancing a ManualClock; the leader's loop does the same without waiting.
   */
  async runDue(): Promise<RunRecord[]> {
    return Promise.all(this.startDue());
  }

  /** Every job as this instance sees it (the leader's view is the one with runs). */
  status(): SchedulerStatus {
    const nowMs = this.options.clock.nowMs();
    return {
      isLeader: this.isLeader,
      jobs: [...this.jobs.values()].map((job) => job.status(nowMs)),
    };
  }

  protected async lead() {
    this.isActive = true;
    if (this.options.isTimerDriven === false) return;
    this.timer = setInterval(() => this.tick(), this.options.tickMs ?? SCHEDULER_TICK_MS);
    this.timer.unref();
  }

  /** The loop stops; runs under way are aborted (their signal) and awaited. */
  protected async stepDown() {
    this.isActive = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const job of this.jobs.values()) job.running?.controller.abort();
    await Promise.all(this.inFlight);
  }

  /** The loop's turn: runs go on in the background (stepping down waits for them); a throw here would end the process. */
  private tick() {
    try {
      this.startDue();
    } catch (error) {
      this.options.logger.error({ err: error }, 'scheduler: tick failed');
    }
  }

  private startDue(): Promise<RunRecord>[] {
    if (!this.isActive) return [];
    const nowMs = this.options.clock.nowMs();
    const started: Promise<RunRecord>[] = [];
    for (const job of this.jobs.values()) {
      const fireAtMs = job.dueSlot(nowMs);
      if (fireAtMs === null) continue;
      const run = this.runOnce(job, fireAtMs, nowMs);
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
      started.push(run);
    }
    return started;
  }

  /** One run of one slot; never rejects: a throw is logged and recorded, and the slot runs again after `retryMs`. */
  private async runOnce(job: JobState, fireAtMs: number, startedAtMs: number): Promise<RunRecord> {
    const { clock, logger } = this.options;
    const { attempt, controller } = job.begin(fireAtMs, startedAtMs);
    const base = { key: job.key, fireAtMs, attempt, startedAtMs };
    let record: RunRecord;
    try {
      const result: JobResult = await job.definition.run(fireAtMs, { attempt, signal: controller.signal });
      const isFinished = !result || result.isFinished;
      record = {
        ...base,
        finishedAtMs: clock.nowMs(),
        result: isFinished ? 'finished' : 'unfinished',
        ...(result?.note ? { note: result.note } : {}),
      };
      const message = `scheduler: ${job.key} ${isFinished ? 'finished' : 'unfinished, runs again'}`;
      if (isFinished) logger.debug({ job: job.key, fireAtMs, attempt }, message);
      else logger.info({ job: job.key, fireAtMs, attempt, note: result.note }, message);
    } catch (error) {
      record = { ...base, finishedAtMs: clock.nowMs(), result: 'failed', error: errorText(error) };
      logger.error({ err: error, job: job.key, fireAtMs, attempt }, `scheduler: ${job.key} failed`);
    }
    job.finish(record);
    return record;
  }
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_LIMIT);
