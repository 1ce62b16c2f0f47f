import { eq } from 'drizzle-orm';
import { UserKind } from '@exchange/contracts';
import { sessions, users } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { openSession, revokeSessions, rotateRefreshToken } from './sessions';

export const keepOnline = async (context: AppContext, caller: Caller, isOnline: boolean) => {
  const now = new Date(context.clock.nowMs());
  await context.db.update(users).set({ isOnline, lastOnlineAt: now }).where(eq(users.id, caller.userId));
  await context.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, caller.sessionId));
  return true as const;
};

export const logout = async (context: AppContext, caller: Caller) => {
  const announce = await revokeSessions(context, { sessionId: caller.sessionId }, 'logout');
  await context.db.update(users).set({ isOnline: false }).where(eq(users.id, caller.userId));
  await announce();
  return true as const;
};

/** A visitor for customer-service chat: its own user (kind 1) and session, nothing else. */
export const temporaryLogin = async (context: AppContext, meta: { ip: string; userAgent?: string }) => {
  const now = new Date(context.clock.nowMs());
  const [visitor] = await context.db
    .insert(users)
    .values({
      kind: UserKind.anonymous,
      nickname: `Visitor ${context.ids.numericCode(4)}`,
      inviteCode: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id, kind: users.kind });
  return openSession(context, visitor!, meta);
};

export const refreshTokenPair = async (context: AppContext, refreshToken: string) => {
  const verified = await context.tokens.verify(refreshToken, { type: 'refresh', audience: 'app' });
  if (!verified.ok) throw new AppError('UNAUTHENTICATED', { field: 'refreshToken' });
  const result = await rotateRefreshToken(context, verified.claims);
  switch (result.outcome) {
    case 'rotated':
      return result.pair;
    case 'reused':
      throw new AppError('SESSION_REVOKED');
    case 'revoked':
      throw new AppError(result.reason === 'replaced' ? 'SESSION_REPLACED' : 'SESSION_REVOKED');
    default:
      throw new AppError('UNAUTHENTICATED', { field: 'refreshToken' });
  }
};
