import type { CurrentMember } from '@exchange/contracts';
import { publishQuietly } from '../../platform/bus/index';
import type { Clock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { RuntimeSlot } from '../../platform/modules/index';

/**
 * Published (`{ userId }`) after commit by every write to what CurrentMember shows or refuses on: nickname, avatar,
 * e-mail, phone, pay password, real name and its status, account status (disable, delete) and kind.
 */
export const MEMBER_CHANGED_CHANNEL = 'member.changed';
/** A cached member is trusted this long; changes arrive over the bus sooner, this bounds a missed message. */
export const MEMBER_CACHE_FRESH_MS = 5_000;
const MAX_CACHED = 50_000;

interface Entry {
  /** Shared by every request that arrives while it loads, so a burst costs one read. */
  member: Promise<CurrentMember>;
  loadedAtMs: number;
}

/**
 * get-current-member without a database read each time, per app instance. Only active members are kept: a refusal
 * (no row, disabled, deleted) is never cached, so it is read again on each call.
 */
export class MemberCache {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly clock: Clock) {}

  get size() {
    return this.entries.size;
  }

  async get(userId: number, load: () => Promise<CurrentMember>): Promise<CurrentMember> {
    const nowMs = this.clock.nowMs();
    const cached = this.entries.get(userId);
    if (cached && nowMs - cached.loadedAtMs < MEMBER_CACHE_FRESH_MS) return cached.member;
    // The load's start time, not its end: a change committed during the read is inside the window either way.
    const entry: Entry = { member: load(), loadedAtMs: nowMs };
    this.remember(userId, entry);
    try {
      return await entry.member;
    } catch (error) {
      if (this.entries.get(userId) === entry) this.entries.delete(userId);
      throw error;
    }
  }

  /**
   * Forgets the user. A load under way when this runs is forgotten too (its entry goes), so the next call reads
   * the row again; callers already waiting on it get what it read, as if they had come just before the change.
   */
  drop(userId: number) {
    this.entries.delete(userId);
  }

  clear() {
    this.entries.clear();
  }

  private remember(userId: number, entry: Entry) {
    this.entries.delete(userId);
    if (this.entries.size >= MAX_CACHED) this.entries.delete(this.entries.keys().next().value as number);
    this.entries.set(userId, entry);
  }
}

/** This instance's member cache, provided by the member module's init. */
export const MEMBER_CACHE = new RuntimeSlot<MemberCache>('member.cache');

export const memberCacheOf = (context: AppContext): MemberCache => context.modules.get(MEMBER_CACHE);

/** Subscribes this instance's cache to the channel; returns the unsubscribe. */
export const listenForMemberChanges = (context: AppContext) => {
  const cache = memberCacheOf(context);
  return context.bus.subscribe(MEMBER_CHANGED_CHANNEL, (message) => {
    const { userId } = (message ?? {}) as { userId?: unknown };
    // A malformed message cannot say whom it means: forget everyone rather than keep a stale member.
    if (typeof userId === 'number') cache.drop(userId);
    else cache.clear();
  });
};

/**
 * Call after the transaction that changed the user's row committed: this instance forgets the member at once, the
 * others when the message arrives. A failed publish is logged; the other instances catch up within the fresh window.
 */
export const announceMemberChanged = async (context: AppContext, userId: number) => {
  memberCacheOf(context).drop(userId);
  await publishQuietly(
    context,
    MEMBER_CHANGED_CHANNEL,
    { userId },
    { message: 'member change not announced', detail: { userId } },
  );
};
