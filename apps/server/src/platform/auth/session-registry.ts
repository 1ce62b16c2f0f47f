import { eq } from 'drizzle-orm';
import type { Bus } from '../bus/index';
import type { Clock } from '../clock';
import { sessions, type Db } from '../db/index';

export type SessionState = 'live' | 'replaced' | 'revoked' | 'missing';
export type RevokeReason = 'replaced' | 'logout' | 'password' | 'reuse' | 'expired' | 'staff';

const SESSION_REVOKED_CHANNEL = 'session.revoked';
/** A live answer is trusted this long; revocations arrive over the bus sooner, this bounds a missed message. */
const LIVE_CACHE_MS = 5_000;
const MAX_CACHED = 50_000;

/**
 * Answers "is this session still live?" on every authenticated request without a database read each time.
 * Revocations are published on the bus, so every instance learns of them at once.
 */
export class SessionRegistry {
  private readonly cache = new Map<string, { state: SessionState; checkedAtMs: number }>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly clock: Clock,
  ) {}

  async start() {
    this.unsubscribe = await this.bus.subscribe(SESSION_REVOKED_CHANNEL, (message) => {
      const { sessionId, reason } = message as { sessionId: string; reason: RevokeReason };
      this.remember(sessionId, reason === 'replaced' ? 'replaced' : 'revoked');
    });
  }

  async stop() {
    await this.unsubscribe?.();
  }

  private remember(sessionId: string, state: SessionState) {
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(sessionId, { state, checkedAtMs: this.clock.nowMs() });
  }

  async state(sessionId: string): Promise<SessionState> {
    const cached = this.cache.get(sessionId);
    if (cached && (cached.state !== 'live' || this.clock.nowMs() - cached.checkedAtMs < LIVE_CACHE_MS))
      return cached.state;
    const [row] = await this.db
      .select({ revokedAt: sessions.revokedAt, revokedReason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    const state: SessionState = !row
      ? 'missing'
      : row.revokedAt === null
        ? 'live'
        : row.revokedReason === 'replaced'
          ? 'replaced'
          : 'revoked';
    this.remember(sessionId, state);
    return state;
  }

  /** Call after the revoking transaction committed. */
  async announceRevoked(sessionId: string, reason: RevokeReason) {
    this.remember(sessionId, reason === 'replaced' ? 'replaced' : 'revoked');
    await this.bus.publish(SESSION_REVOKED_CHANNEL, { sessionId, reason });
  }
}
