import type { Db } from '../../platform/db/index';
import { AppError } from '../../platform/errors';
import { createTransfer, createTransfers, type TransferRequest, type TransferResult } from './transfers';

export interface GroupCommitOptions {
  /**
   * How long the first request of a batch waits for company when a commit slot is free (0: until the current turn
   * of the event loop ends). While every slot is busy, requests gather until one frees, however long that takes.
   */
  windowMs?: number;
  /** A batch this large is committed at once, without waiting. */
  maxBatch?: number;
  /** Commits under way at once (connections the batcher keeps busy). */
  maxInFlight?: number;
}

interface Waiting {
  request: TransferRequest;
  resolve: (result: TransferResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for posted transfers that stand alone (no product row beside them: payouts, rebates, batch
 * settlements). A request is committed at once when a commit slot is free (so a lone request waits for nothing);
 * requests that arrive while the slots are busy gather and share the next transaction and statement (`createTransfers`:
 * every account moves once by its net change, users' accounts locked before the house's, all guards in the UPDATE),
 * so one commit — one fsync, one BEGIN/COMMIT pair, one socket write each way — carries the whole batch.
 *
 * A batch is all or nothing in the database, but never for its callers: when it is refused as a whole (a balance
 * guard, a key used before, two requests with one id), each of its requests is run again on its own, in arrival
 * order, and gets its own answer — so one refusal never aborts its neighbours, and exactly-once holds as for a
 * single transfer (the ids are the idempotency keys). A batch that commits is equivalent to running its requests one
 * by one in an order in which each is covered, since only the end state of each account has to be non-negative.
 */
export class TransferBatcher {
  private readonly windowMs: number;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private waiting: Waiting[] = [];
  /** Cancels the scheduled flush (a timer, or an immediate when the window is 0: setTimeout(0) waits 1 ms). */
  private timer: (() => void) | null = null;
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    options: GroupCommitOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 0;
    this.maxBatch = options.maxBatch ?? 256;
    this.maxInFlight = options.maxInFlight ?? 2;
  }

  /** Queues a posted transfer; resolves once the transaction that carries it committed. */
  submit(request: TransferRequest): Promise<TransferResult> {
    return new Promise<TransferResult>((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      if (this.waiting.length >= this.maxBatch) this.flush();
      else if (this.inFlight < this.maxInFlight) this.timer ??= this.schedule();
      // Otherwise the next commit to finish takes it.
    });
  }

  /** Commits what is waiting now (also what `close` does). */
  flush() {
    this.timer?.();
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    this.inFlight += 1;
    void this.commit(batch).finally(() => {
      this.inFlight -= 1;
      if (this.waiting.length > 0 && this.timer === null) this.flush();
    });
  }

  private schedule() {
    if (this.windowMs > 0) {
      const timer = setTimeout(() => this.flush(), this.windowMs);
      return () => clearTimeout(timer);
    }
    const immediate = setImmediate(() => this.flush());
    return () => clearImmediate(immediate);
  }

  private async commit(batch: readonly Waiting[]) {
    if (batch.length > 1) {
      try {
        const { transfers, isDuplicate } = await this.db.transaction((tx) =>
          createTransfers(
            tx,
            batch.map((entry) => entry.request),
          ),
        );
        const byId = new Map(transfers.map((transfer) => [transfer.id, transfer]));
        if (batch.every((entry) => byId.has(entry.request.id))) {
          for (const entry of batch) entry.resolve({ transfer: byId.get(entry.request.id)!, isDuplicate });
          return;
        }
      } catch (error) {
        // Refused as a whole (guard, key reuse, an id twice): every request is answered on its own below.
        if (!(error instanceof AppError)) {
          for (const entry of batch) entry.reject(error);
          return;
        }
      }
    }
    for (const entry of batch) {
      try {
        entry.resolve(await this.db.transaction((tx) => createTransfer(tx, entry.request)));
      } catch (error) {
        entry.reject(error);
      }
    }
  }
}
