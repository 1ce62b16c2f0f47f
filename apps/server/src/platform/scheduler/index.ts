export { DEFAULT_CATCH_UP_MS, DEFAULT_RETRY_MS } from './job-state';
export {
  MAX_JOBS,
  SCHEDULER_LOCK_KEY,
  SCHEDULER_TICK_MS,
  Scheduler,
  type SchedulerOptions,
} from './scheduler';
export type {
  JobDefinition,
  JobResult,
  JobRunInfo,
  JobStatus,
  RunRecord,
  RunResult,
  SchedulerStatus,
} from './scheduler-types';
