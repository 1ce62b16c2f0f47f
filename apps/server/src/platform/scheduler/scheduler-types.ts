/** What a run is told besides its slot. */
export interface JobRunInfo {
  /** 1 for a slot's first run, 2 for its first re-run (after a failure or an unfinished run), and so on. */
  attempt: number;
  /** Aborted when this instance stops leading or stops: a long run checks it between units of work and returns. */
  signal: AbortSignal;
}

/**
 * What a run reports. Nothing (or `isFinished: true`) ends the slot; `isFinished: false` (work left that could not be
 * done yet, e.g. funding waiting for a live price) runs the same slot again after `retryMs`, within its catch-up window.
 */
export type JobResult = void | { isFinished: boolean; note?: string };

export interface JobDefinition {
  /** Unique across the process, owner first: 'contract.funding'. Registering a key twice throws. */
  key: string;
  /** A croner pattern read in UTC: 5 fields (minute first) or 6 (second first), e.g. '0 0,8,16 * * *'. */
  schedule: string;
  /**
   * One run for one slot. `fireAtMs` is the slot's scheduled time, not the time the run started: it stays the same
   * across re-runs of the slot and on another instance after a failover, so whatever the job writes is keyed by
   * (key, fireAtMs) and a second run of a slot changes nothing.
   */
  run: (fireAtMs: number, info: JobRunInfo) => Promise<JobResult>;
  /** How long after its time a slot may still start (after downtime, a failover or failed runs). */
  catchUpMs?: number;
  /** How long after a failed or unfinished run the same slot runs again. */
  retryMs?: number;
  /** One line for the staff view. */
  description?: string;
}

export type RunResult = 'finished' | 'unfinished' | 'failed';

export interface RunRecord {
  key: string;
  fireAtMs: number;
  attempt: number;
  startedAtMs: number;
  finishedAtMs: number;
  result: RunResult;
  /** A failed run's error message (cut to ERROR_TEXT_LIMIT characters); the full error is in the log. */
  error?: string;
  /** What an unfinished or finished run said about itself. */
  note?: string;
}

export interface JobStatus {
  key: string;
  schedule: string;
  description: string;
  catchUpMs: number;
  retryMs: number;
  isRunning: boolean;
  /** The slot being run and since when, while `isRunning`. */
  running: { fireAtMs: number; sinceMs: number } | null;
  lastRun: RunRecord | null;
  /** When this job would next start on the leader (a time in the past: due now); null when its pattern has no more fire times. */
  nextRunAtMs: number | null;
}

/** This instance's view: followers run nothing, so their jobs show no runs. */
export interface SchedulerStatus {
  isLeader: boolean;
  jobs: JobStatus[];
}
