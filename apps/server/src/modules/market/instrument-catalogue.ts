import { instruments } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { quoteKey } from './quote-lookup';

export type Instrument = typeof instruments.$inferSelect;

/** Published after any change to the instruments table; every instance reloads its catalogue. */
export const INSTRUMENTS_CHANGED_CHANNEL = 'market.instruments.changed';

/**
 * The bus delivers at most once, so a lost message must not leave an instance stale for ever: a read after this
 * long since the last load also starts a reload in the background.
 */
export const CATALOGUE_MAX_AGE_MS = 60_000;

interface Snapshot {
  /** Every instrument, listed or not, by id (favourites may point at an unlisted one). */
  byId: ReadonlyMap<number, Instrument>;
  /** Listed instruments per type in the default order: sort, then symbol. */
  listedByType: ReadonlyMap<number, readonly Instrument[]>;
  /** Listed instruments by `quoteKey(type, symbol)`: the feed and the market reads look symbols up per tick. */
  listedByKey: ReadonlyMap<string, Instrument>;
  loadedAtMs: number;
}

const EMPTY: Snapshot = {
  byId: new Map(),
  listedByType: new Map(),
  listedByKey: new Map(),
  loadedAtMs: Number.NEGATIVE_INFINITY,
};

const byDefaultOrder = (left: Instrument, right: Instrument) =>
  left.sort - right.sort || (left.symbol < right.symbol ? -1 : left.symbol > right.symbol ? 1 : 0);

/**
 * The instruments table held in memory by each instance: the market list reads it on every request without a
 * query. Loaded at start, reloaded when `market.instruments.changed` arrives (any instance may publish it), and
 * replaced as a whole so a reader never sees half a reload.
 */
export class InstrumentCatalogue {
  private snapshot: Snapshot = EMPTY;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private isStopped = false;

  constructor(private readonly context: Pick<AppContext, 'db' | 'bus' | 'clock' | 'logger'>) {}

  async start() {
    await this.reload();
    this.unsubscribe = await this.context.bus.subscribe(INSTRUMENTS_CHANGED_CHANNEL, () => {
      this.reload().catch((error: unknown) =>
        this.context.logger.error({ err: error }, 'instrument catalogue reload failed'),
      );
    });
  }

  async stop() {
    this.isStopped = true;
    // The bus may already be closed when the app shuts down; there is nothing left to unsubscribe from then.
    await this.unsubscribe?.().catch(() => {});
    this.unsubscribe = null;
    await this.running?.catch(() => {});
  }

  /**
   * Loads the table again. Calls during a load share one follow-up load that starts after it, so every caller
   * sees a state read after it asked, and a burst of changes costs at most two queries.
   */
  reload(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) {
      this.running = this.load().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued = this.running
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.reload();
      });
    return this.queued;
  }

  /** Listed instruments of a type in default order (shared array: callers must not mutate it). */
  listed(type: number): readonly Instrument[] {
    return this.current().listedByType.get(type) ?? [];
  }

  /** The listed instrument of `type` named `symbol`. */
  findListed(type: number, symbol: string): Instrument | undefined {
    return this.current().listedByKey.get(quoteKey(type, symbol));
  }

  /** Any instrument by id, listed or not. */
  find(id: number): Instrument | undefined {
    return this.current().byId.get(id);
  }

  /** Listed instruments of every type, grouped by type in ascending type order. */
  allListed(): Instrument[] {
    const { listedByType } = this.current();
    return [...listedByType.keys()].sort((a, b) => a - b).flatMap((type) => listedByType.get(type) ?? []);
  }

  private current(): Snapshot {
    const ageMs = this.context.clock.nowMs() - this.snapshot.loadedAtMs;
    if (ageMs > CATALOGUE_MAX_AGE_MS && !this.running && !this.isStopped)
      this.reload().catch((error: unknown) =>
        this.context.logger.warn({ err: error }, 'instrument catalogue refresh failed; serving the last one'),
      );
    return this.snapshot;
  }

  private async load() {
    if (this.isStopped) return;
    // The snapshot is as old as its read: a load that began before a change (and the clock moving on) must not pass
    // for a fresh one once it ends, or the age check would skip the reload that picks the change up.
    const readAtMs = this.context.clock.nowMs();
    // Ordered here, not in SQL: the database's collation would order symbols differently per deployment.
    const rows = await this.context.db.select().from(instruments);
    const listedByType = new Map<number, Instrument[]>();
    for (const row of [...rows].sort(byDefaultOrder)) {
      if (!row.isListed) continue;
      const list = listedByType.get(row.type) ?? [];
      list.push(row);
      listedByType.set(row.type, list);
    }
    this.snapshot = {
      byId: new Map(rows.map((row) => [row.id, row])),
      listedByType,
      listedByKey: new Map(
        rows.filter((row) => row.isListed).map((row) => [quoteKey(row.type, row.symbol), row]),
      ),
      loadedAtMs: readAtMs,
    };
  }
}
