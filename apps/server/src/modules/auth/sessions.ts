import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TokenPair } from '@exchange/contracts';
import { refreshTokens, sessions, users, type Tx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import type { RevokeReason } from '../../platform/auth/session-registry';
import { REFRESH_TOKEN_TTL_MS } from '../../platform/auth/tokens';
import { publishForceLogout } from '../../platform/ws-hub/user-push';

interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

const issuePair = async (
  context: AppContext,
  input: { userId: number; sessionId: string; userKind: number; refreshTokenId: string },
): Promise<TokenPair> => {
  const base = {
    userId: input.userId,
    sessionId: input.sessionId,
    userKind: input.userKind,
    audience: 'app' as const,
  };
  const access = await context.tokens.issue({ ...base, type: 'access' });
  const refresh = await context.tokens.issue({ ...base, type: 'refresh', tokenId: input.refreshTokenId });
  return {
    userId: input.userId,
    accessToken: access.token,
    refreshToken: refresh.token,
    expiresTime: access.expiresAtMs,
  };
};

/**
 * Opens the user's only session. The user row is locked first, so two concurrent logins serialise and exactly one
 * session stays live; the partial unique index `sessions_one_live_per_user` backs this up.
 */
export const openSession = async (
  context: AppContext,
  user: { id: number; kind: number },
  meta: SessionMeta,
): Promise<TokenPair> => {
  const now = new Date(context.clock.nowMs());
  const sessionId = context.ids.uuid();
  const refreshTokenId = context.ids.uuid();
  const work = async (transaction: Tx) => {
    await transaction.execute(sql`select id from users where id = ${user.id} for update`);
    const replaced = await transaction
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'replaced' })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await transaction.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      userKind: user.kind,
      createdAt: now,
      lastSeenAt: now,
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await transaction.insert(refreshTokens).values({
      id: refreshTokenId,
      sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    await transaction.update(users).set({ isOnline: true, lastOnlineAt: now }).where(eq(users.id, user.id));
    return replaced.map((row) => row.id);
  };
  const replacedIds = await context.db.transaction(work);
  // Announced after commit, so another instance that re-reads the row sees the revocation.
  for (const id of replacedIds) {
    await context.sessions.announceRevoked(id, 'replaced');
    await publishForceLogout(context, user.id, 'otherLogin', id);
  }
  return issuePair(context, { userId: user.id, sessionId, userKind: user.kind, refreshTokenId });
};

export const revokeSessions = async (
  context: AppContext,
  where: { userId: number } | { sessionId: string },
  reason: RevokeReason,
  tx?: Tx,
) => {
  const condition =
    'sessionId' in where ? eq(sessions.id, where.sessionId) : eq(sessions.userId, where.userId);
  const rows = await (tx ?? context.db)
    .update(sessions)
    .set({ revokedAt: new Date(context.clock.nowMs()), revokedReason: reason })
    .where(and(condition, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return async () => {
    for (const row of rows) await context.sessions.announceRevoked(row.id, reason);
  };
};

export type RotateResult =
  | { outcome: 'rotated'; pair: TokenPair }
  | { outcome: 'unknown' | 'expired' }
  | { outcome: 'revoked'; reason: string | null }
  | { outcome: 'reused' };

/** Refresh-token rotation with reuse detection: presenting an already-rotated token revokes the whole session. */
export const rotateRefreshToken = async (
  context: AppContext,
  claims: { tokenId: string; sessionId: string },
): Promise<RotateResult> => {
  const now = new Date(context.clock.nowMs());
  const newTokenId = context.ids.uuid();
  const result = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
        sessionId: refreshTokens.sessionId,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.id, claims.tokenId), eq(refreshTokens.sessionId, claims.sessionId)))
      .for('update');
    if (!row) return { outcome: 'unknown' as const };
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, row.sessionId)).for('update');
    if (!session) return { outcome: 'unknown' as const };
    if (session.revokedAt) return { outcome: 'revoked' as const, reason: session.revokedReason };
    if (row.usedAt) {
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'reuse' })
        .where(eq(sessions.id, session.id));
      return { outcome: 'reused' as const };
    }
    if (row.expiresAt <= now) return { outcome: 'expired' as const };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, claims.tokenId));
    await tx.insert(refreshTokens).values({
      id: newTokenId,
      sessionId: session.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    await tx
      .update(sessions)
      .set({ lastSeenAt: now, refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) })
      .where(eq(sessions.id, session.id));
    return { outcome: 'rotated' as const, session };
  });
  if (result.outcome === 'reused') await context.sessions.announceRevoked(claims.sessionId, 'reuse');
  if (result.outcome !== 'rotated') return result;
  const { session } = result;
  return {
    outcome: 'rotated',
    pair: await issuePair(context, {
      userId: session.userId,
      sessionId: session.id,
      userKind: session.userKind,
      refreshTokenId: newTokenId,
    }),
  };
};
