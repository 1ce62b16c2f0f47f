import { sql } from 'drizzle-orm';
import { VipApplicationStatus, type VipBenefits, type VipLevelSource } from '@exchange/contracts';
import { publishQuietly } from '../../platform/bus/index';
import type { AppContext } from '../../platform/context';
import { queryRows, type DbOrTx } from '../../platform/db/index';
import { RuntimeSlot } from '../../platform/modules/index';
import { benefitsOf, readLevels, type VipLevelRow } from './vip-rules';

/** Published (`{ userId }` or `{ levels: true }`) after commit by every write that changes someone's level. */
export const VIP_CHANGED_CHANNEL = 'vip.changed';

/** What decides a user's level: the stored qualification, the purchased terms, the approved applications. */
export interface VipUserState {
  qualifiedLevel: number;
  approvedLevel: number | null;
  /** Terms not yet ended when read; one that ends later simply stops counting. */
  terms: { level: number; endsAtMs: number }[];
}

export interface EffectiveLevel {
  level: number;
  source: VipLevelSource;
  purchasedLevel: number | null;
  purchaseEndsAtMs: number | null;
}

const EMPTY: VipUserState = { qualifiedLevel: 0, approvedLevel: null, terms: [] };

/** The level in effect at `nowMs`: the highest of the three; expired terms count for nothing (no job ends them). */
export const effectiveLevelOf = (state: VipUserState, nowMs: number): EffectiveLevel => {
  const active = state.terms.filter((term) => term.endsAtMs > nowMs);
  const purchasedLevel = active.length ? Math.max(...active.map((term) => term.level)) : null;
  const purchaseEndsAtMs =
    purchasedLevel === null
      ? null
      : Math.max(...active.filter((term) => term.level === purchasedLevel).map((term) => term.endsAtMs));
  const candidates: [number, VipLevelSource][] = [
    [state.qualifiedLevel, 'qualified'],
    [purchasedLevel ?? -1, 'purchased'],
    [state.approvedLevel ?? -1, 'approved'],
  ];
  let best: [number, VipLevelSource] = [0, 'base'];
  for (const candidate of candidates) if (candidate[0] > best[0]) best = candidate;
  return { level: best[0], source: best[1], purchasedLevel, purchaseEndsAtMs };
};

interface StateRow extends Record<string, unknown> {
  user_id: string;
  kind: 'q' | 'a' | 't';
  level: number;
  ends_at: string | Date | null;
}

/** The states of one user (`userId`) or of every user with anything above level 0 (`null`), in one statement. */
export const readStates = async (db: DbOrTx, userId: number | null, nowMs: number) => {
  const only = (column: string) => (userId === null ? sql`` : sql` and ${sql.raw(column)} = ${userId}`);
  const rows = await queryRows<StateRow>(
    db,
    sql`select user_id::text, 'q' as kind, qualified_level as level, null::timestamptz as ends_at from vip_user_levels
         where qualified_level > 0${only('user_id')}
        union all
        select user_id::text, 'a', max(level), null::timestamptz from vip_applications
         where status = ${VipApplicationStatus.approved}${only('user_id')} group by user_id
        union all
        select user_id::text, 't', level, ends_at from vip_purchases
         where ends_at > ${new Date(nowMs)}${only('user_id')}`,
  );
  const states = new Map<number, VipUserState>();
  for (const row of rows) {
    const id = Number(row.user_id);
    const state = states.get(id) ?? { qualifiedLevel: 0, approvedLevel: null, terms: [] };
    if (row.kind === 'q') state.qualifiedLevel = row.level;
    if (row.kind === 'a') state.approvedLevel = row.level;
    if (row.kind === 't')
      state.terms.push({ level: row.level, endsAtMs: new Date(row.ends_at ?? 0).getTime() });
    states.set(id, state);
  }
  return states;
};

/**
 * Every instance's memory of the levels and of each user above level 0, so the spot fee and the withdrawal limit
 * ask synchronously. Loaded at start; a change reloads the user (or the levels) here at once and on the other
 * instances over the bus.
 */
export class VipRuntime {
  private levels = new Map<number, VipLevelRow>();
  private users = new Map<number, VipUserState>();

  constructor(private readonly context: AppContext) {}

  async loadAll() {
    const nowMs = this.context.clock.nowMs();
    await this.reloadLevels();
    this.users = await readStates(this.context.db, null, nowMs);
  }

  async reloadLevels() {
    const rows = await readLevels(this.context.db);
    this.levels = new Map(rows.map((row) => [row.level, row]));
  }

  async reloadUser(userId: number) {
    const states = await readStates(this.context.db, userId, this.context.clock.nowMs());
    const state = states.get(userId);
    if (state) this.users.set(userId, state);
    else this.users.delete(userId);
  }

  stateOf(userId: number): VipUserState {
    return this.users.get(userId) ?? EMPTY;
  }

  levelRow(level: number) {
    return this.levels.get(level);
  }

  /** The benefits in effect for the user now (level 0's, or none, for everyone else). */
  benefitsFor(userId: number): VipBenefits {
    const { level } = effectiveLevelOf(this.stateOf(userId), this.context.clock.nowMs());
    return benefitsOf(this.levels.get(level) ?? this.levels.get(0));
  }

  /** Takes in a change announced on the bus: one user, or the levels (anything else reloads everything). */
  async apply(message: unknown) {
    const { userId, levels } = (message ?? {}) as { userId?: unknown; levels?: unknown };
    if (typeof userId === 'number') await this.reloadUser(userId);
    else if (levels === true) await this.reloadLevels();
    else await this.loadAll();
  }
}

export const VIP_RUNTIME = new RuntimeSlot<VipRuntime>('vip.runtime');
export const vipRuntimeOf = (context: AppContext) => context.modules.get(VIP_RUNTIME);

/** After commit: this instance reloads at once, the others when the message arrives. */
export const announceVipChanged = async (
  context: AppContext,
  change: { userId: number } | { levels: true },
) => {
  await vipRuntimeOf(context).apply(change);
  await publishQuietly(context, VIP_CHANGED_CHANNEL, change, {
    message: 'vip change not announced',
    detail: change,
  });
};

/** Subscribes this instance's memory to the channel; returns the unsubscribe. */
export const listenForVipChanges = (context: AppContext) =>
  context.bus.subscribe(VIP_CHANGED_CHANNEL, (message) => {
    void vipRuntimeOf(context)
      .apply(message)
      .catch((error: unknown) => context.logger.warn({ err: error }, 'vip change not applied'));
  });
