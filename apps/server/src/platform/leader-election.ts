import type { AdvisoryLock, Database } from './db/index';
import type { Logger } from './logger';

/** How often a follower tries the lock and a leader checks it still holds it. */
export const LEADER_CHECK_MS = 2_000;

export interface LeaderElectionOptions {
  /** What logs call this singleton ('price feed', 'risk engine'). */
  name: string;
  database: Pick<Database, 'tryAdvisoryLock'>;
  /** A Postgres advisory-lock key unique to this singleton. */
  lockKey: number;
  logger: Logger;
  /** Runs when this instance becomes the leader; a throw steps it down again. */
  onLead: () => Promise<void>;
  /** Runs when it stops leading (lost lock or stop); must not throw. */
  onStepDown: () => Promise<void>;
  checkMs?: number;
}

/**
 * Runs a singleton on exactly one instance: the holder of a Postgres advisory lock (on PGlite, the one process, which
 * the data-directory lock already makes exclusive). Followers retry every `checkMs`; when the leader dies its session
 * ends, the lock goes with it and another instance leads within about that long. A leader whose lock connection
 * fails steps down before anyone else can start, so two leaders never act at once for long (DESIGN.md §2).
 */
export class LeaderElection {
  private lock: AdvisoryLock | null = null;
  private timer: NodeJS.Timeout | null = null;
  private isStopped = false;
  private isChecking = false;
  private checking: Promise<void> = Promise.resolve();

  constructor(private readonly options: LeaderElectionOptions) {}

  get isLeader() {
    return this.lock !== null;
  }

  async start() {
    this.isStopped = false;
    await this.check();
    // A check still waiting on a hung connection is not overlapped by the next one.
    this.timer = setInterval(() => {
      if (!this.isChecking) this.checking = this.check();
    }, this.options.checkMs ?? LEADER_CHECK_MS);
    this.timer.unref();
  }

  async stop() {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    await this.stepDown();
  }

  /** Waits for a check under way (so a caller acting on leadership sees a settled state). */
  settled() {
    return this.checking;
  }

  private async check() {
    if (this.isStopped) return;
    this.isChecking = true;
    const { logger, name } = this.options;
    try {
      if (this.lock) {
        if (!(await this.lock.isHeld())) {
          logger.warn(`${name}: lost the leader lock; stepping down`);
          await this.stepDown();
        }
        return;
      }
      const lock = await this.options.database.tryAdvisoryLock(this.options.lockKey);
      if (!lock) return;
      if (this.isStopped) return void (await lock.release());
      this.lock = lock;
      logger.info(`${name}: this instance leads`);
      await this.options.onLead();
    } catch (error) {
      logger.error({ err: error }, `${name}: leader check failed`);
      if (this.lock) await this.stepDown();
    } finally {
      this.isChecking = false;
    }
  }

  private async stepDown() {
    await this.options.onStepDown();
    const lock = this.lock;
    this.lock = null;
    await lock?.release().catch(() => {});
  }
}

/**
 * A singleton that runs only on the leader of its lock (the price feed, the risk engine, the scheduler): `start` joins
 * the election and `stop` leaves it; `lead` runs on taking the lead, `stepDown` on losing or leaving it.
 */
export abstract class LeaderSingleton {
  protected readonly election: LeaderElection;

  constructor(options: Omit<LeaderElectionOptions, 'onLead' | 'onStepDown'>) {
    this.election = new LeaderElection({
      ...options,
      onLead: () => this.lead(),
      onStepDown: () => this.stepDown(),
    });
  }

  get isLeader() {
    return this.election.isLeader;
  }

  start() {
    return this.election.start();
  }

  stop() {
    return this.election.stop();
  }

  protected abstract lead(): Promise<void>;
  /** Must not throw (LeaderElectionOptions.onStepDown). */
  protected abstract stepDown(): Promise<void>;
}
