import type { Logger } from '../../platform/logger';

/** An action that found nothing to do (memory was behind) or failed is not retried for this long. */
export const RETRY_AFTER_MS = 1_000;

interface QueuedAction {
  /** Whose account it acts on (reloaded afterwards). */
  userId: number;
  run: () => Promise<boolean>;
}

export interface ActionQueueOptions {
  /** How many actions may run at once (PGlite has one connection: 1). */
  concurrency: number;
  nowMs: () => number;
  logger: Logger;
  /** Called when an action ends, whatever it did: the engine reloads that user. */
  onSettled: (userId: number) => void;
}

/**
 * The risk engine's actions in flight: one per key at a time (a position, an account, an order), at most
 * `concurrency` running, and a pause of RETRY_AFTER_MS before a key that found nothing to do or failed is tried again.
 * Also tracks the engine's other background work, so stepping down can wait for all of it.
 */
export class ActionQueue {
  private readonly queue = new Map<string, QueuedAction>();
  private readonly inFlight = new Set<string>();
  private readonly retryAt = new Map<string, number>();
  private readonly background = new Set<Promise<unknown>>();
  taken = 0;
  failed = 0;

  constructor(private readonly options: ActionQueueOptions) {}

  get isIdle() {
    return this.queue.size === 0 && this.background.size === 0;
  }

  enqueue(key: string, userId: number, now: number, run: () => Promise<boolean>) {
    if (this.inFlight.has(key) || this.queue.has(key)) return;
    const pausedUntil = this.retryAt.get(key);
    if (pausedUntil !== undefined) {
      if (pausedUntil > now) return;
      // A pause ends here, so the map holds only keys still paused, not every key that ever paused.
      this.retryAt.delete(key);
    }
    this.queue.set(key, { userId, run });
  }

  /** Starts queued actions up to the concurrency limit; each that ends starts the next. */
  pump() {
    for (const [key, { userId, run }] of this.queue) {
      if (this.inFlight.size >= this.options.concurrency) return;
      this.queue.delete(key);
      this.inFlight.add(key);
      const pause = () => this.retryAt.set(key, this.options.nowMs() + RETRY_AFTER_MS);
      this.track(
        run()
          .then((acted) => {
            if (acted) this.taken += 1;
            else pause();
          })
          .catch((error: unknown) => {
            this.failed += 1;
            pause();
            this.options.logger.error({ err: error, action: key }, 'risk engine: action failed');
          })
          .finally(() => {
            this.inFlight.delete(key);
            this.options.onSettled(userId);
            // The next queued action starts now, not on the next step: a crash that flags 1,000 positions is worked
            // through as fast as the database allows.
            this.pump();
          }),
      );
    }
  }

  /** Drops what has not started (a follower leaves it to the next leader, which rebuilds from the database). */
  dropQueued() {
    this.queue.clear();
  }

  /** Keeps `work` until it settles; a failure is logged, never thrown. */
  track(work: Promise<unknown>) {
    const tracked = work
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'risk engine: step failed'))
      .finally(() => this.background.delete(tracked));
    this.background.add(tracked);
  }

  /** Resolves when some tracked work settles, or after 5 ms. */
  settleSome() {
    return Promise.race([...this.background, new Promise((resolve) => setTimeout(resolve, 5))]);
  }
}
