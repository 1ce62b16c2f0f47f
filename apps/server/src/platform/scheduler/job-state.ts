import { Cron } from 'croner';
import { assert } from '../errors';
import type { Logger } from '../logger';
import type { JobDefinition, JobStatus, RunRecord } from './scheduler-types';

/** A slot missed by more than this (downtime, a failover) is skipped unless the job asks for longer. */
export const DEFAULT_CATCH_UP_MS = 60_000;
/** A failed or unfinished slot runs again after this long unless the job asks otherwise. */
export const DEFAULT_RETRY_MS = 10_000;
/** A failed run's message kept for the staff view; the log has the whole error. */
export const ERROR_TEXT_LIMIT = 500;
const KEY_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;
const KEY_LENGTH_LIMIT = 100;

interface SlotWindow {
  /** Computed for this time; valid for any time from here up to (not including) `followingMs`. */
  fromMs: number;
  latestMs: number | null;
  followingMs: number | null;
}

/**
 * One registered job: its pattern (croner computes fire times only — it never runs anything or reads the wall clock
 * here, since every time passed in comes from the injected Clock) and where it stands: the latest slot settled, the
 * slot waiting for a re-run, the run under way, the last run.
 */
export class JobState {
  readonly cron: Cron;
  readonly catchUpMs: number;
  readonly retryMs: number;
  /** The latest slot finished or given up: nothing at or before it runs again on this instance. */
  private settledFireAtMs = Number.NEGATIVE_INFINITY;
  /** A slot that failed or was unfinished, its attempts so far, and when it may run again. */
  private pending: { fireAtMs: number; attempts: number; retryAtMs: number } | null = null;
  running: { fireAtMs: number; sinceMs: number; controller: AbortController } | null = null;
  lastRun: RunRecord | null = null;
  private window: SlotWindow | null = null;

  constructor(
    readonly definition: JobDefinition,
    private readonly logger: Logger,
  ) {
    assert(
      KEY_PATTERN.test(definition.key) && definition.key.length <= KEY_LENGTH_LIMIT,
      `scheduler: job key '${definition.key}' is lower-case words joined by dots, e.g. 'contract.funding'`,
    );
    this.catchUpMs = definition.catchUpMs ?? DEFAULT_CATCH_UP_MS;
    this.retryMs = definition.retryMs ?? DEFAULT_RETRY_MS;
    assert(Number.isFinite(this.catchUpMs) && this.catchUpMs >= 0, `${definition.key}: catchUpMs ≥ 0`);
    assert(Number.isFinite(this.retryMs) && this.retryMs > 0, `${definition.key}: retryMs > 0`);
    // A bad pattern throws here, at registration, naming itself.
    this.cron = new Cron(definition.schedule, { timezone: 'UTC', paused: true });
  }

  get key() {
    return this.definition.key;
  }

  /**
   * The slot to start now, or null: the latest fire time at or before `nowMs`, if not settled, not older than the
   * catch-up window, not running and not waiting out a retry pause. Only the latest slot is ever considered, so after
   * downtime a job runs once, not once per missed slot; a slot that ages out unfinished is given up, with a warning.
   */
  dueSlot(nowMs: number): number | null {
    if (this.running) return null;
    const latestMs = this.slots(nowMs).latestMs;
    if (latestMs === null || latestMs <= this.settledFireAtMs) return null;
    const pending = this.pending;
    if (pending && pending.fireAtMs < latestMs) {
      this.logger.warn(
        { job: this.key, fireAtMs: pending.fireAtMs, attempts: pending.attempts },
        `scheduler: ${this.key}: slot ${iso(pending.fireAtMs)} left unfinished, a newer slot is due`,
      );
      this.pending = null;
    }
    if (nowMs - latestMs > this.catchUpMs) {
      this.settledFireAtMs = latestMs;
      if (this.pending)
        this.logger.warn(
          { job: this.key, fireAtMs: latestMs, attempts: this.pending.attempts },
          `scheduler: ${this.key}: gave up slot ${iso(latestMs)}, past its catch-up window`,
        );
      else
        this.logger.debug(
          { job: this.key, fireAtMs: latestMs },
          `scheduler: ${this.key}: slot ${iso(latestMs)} missed, past its catch-up window`,
        );
      this.pending = null;
      return null;
    }
    if (this.pending && nowMs < this.pending.retryAtMs) return null;
    return latestMs;
  }

  /** Marks `fireAtMs` running; returns its attempt number and the controller a step-down aborts. */
  begin(fireAtMs: number, nowMs: number) {
    assert(this.running === null, `${this.key}: one run at a time`);
    const attempt = this.pending?.fireAtMs === fireAtMs ? this.pending.attempts + 1 : 1;
    this.running = { fireAtMs, sinceMs: nowMs, controller: new AbortController() };
    return { attempt, controller: this.running.controller };
  }

  finish(record: RunRecord) {
    assert(this.running?.fireAtMs === record.fireAtMs, `${this.key}: finishes the slot it began`);
    this.running = null;
    this.lastRun = record;
    if (record.result === 'finished') {
      this.settledFireAtMs = Math.max(this.settledFireAtMs, record.fireAtMs);
      this.pending = null;
      return;
    }
    this.pending = {
      fireAtMs: record.fireAtMs,
      attempts: record.attempt,
      retryAtMs: record.finishedAtMs + this.retryMs,
    };
  }

  status(nowMs: number): JobStatus {
    const { key, schedule, description = '' } = this.definition;
    return {
      key,
      schedule,
      description,
      catchUpMs: this.catchUpMs,
      retryMs: this.retryMs,
      isRunning: this.running !== null,
      running: this.running ? { fireAtMs: this.running.fireAtMs, sinceMs: this.running.sinceMs } : null,
      lastRun: this.lastRun,
      nextRunAtMs: this.nextRunAtMs(nowMs),
    };
  }

  /** When the leader would next start this job: the due slot (or its retry), else the next fire time. */
  private nextRunAtMs(nowMs: number): number | null {
    const { latestMs, followingMs } = this.slots(nowMs);
    if (!this.running && latestMs !== null && latestMs > this.settledFireAtMs) {
      const startMs = this.pending?.fireAtMs === latestMs ? this.pending.retryAtMs : latestMs;
      if (startMs - latestMs <= this.catchUpMs && nowMs - latestMs <= this.catchUpMs) return startMs;
    }
    return followingMs;
  }

  /** The latest fire time at or before `nowMs` and the first after it, kept until time passes the second. */
  private slots(nowMs: number): SlotWindow {
    const window = this.window;
    if (window && nowMs >= window.fromMs && (window.followingMs === null || nowMs < window.followingMs))
      return window;
    // croner works in whole seconds: a reference 1 ms later makes a fire time equal to `nowMs` count as passed.
    const latest = this.cron.previousRuns(1, new Date(nowMs + 1))[0];
    const following = this.cron.nextRun(new Date(nowMs));
    this.window = {
      fromMs: nowMs,
      latestMs: latest ? latest.getTime() : null,
      followingMs: following ? following.getTime() : null,
    };
    return this.window;
  }
}

const iso = (timeMs: number) => new Date(timeMs).toISOString();
