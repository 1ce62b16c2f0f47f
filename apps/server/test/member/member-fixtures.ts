import { UserKind } from '@exchange/contracts';
import { sessions, users } from '../../src/platform/db/index';
import { REFRESH_TOKEN_TTL_MS } from '../../src/platform/auth/tokens';
import type { TestApp } from '../support/test-app';

let sequence = 0;

/**
 * A user row, a live session and an app access token, made directly (no sign-up flow), so member tests do not
 * depend on the auth module's routes. Visitors (kind 1) have no contact; members get a unique e-mail by default.
 */
export const createUser = async (
  t: TestApp,
  options: {
    kind?: number;
    email?: string | null;
    areaCode?: string | null;
    phone?: string | null;
    nickname?: string;
  } = {},
) => {
  sequence += 1;
  const kind = options.kind ?? UserKind.real;
  const email =
    options.email !== undefined
      ? options.email
      : kind === UserKind.real
        ? `member.${process.pid}.${sequence}@example.com`
        : null;
  const [user] = await t.context.db
    .insert(users)
    .values({
      kind,
      email,
      areaCode: options.areaCode ?? null,
      phone: options.phone ?? null,
      nickname: options.nickname ?? `tester${sequence}`,
      inviteCode: kind === UserKind.real ? `INV${process.pid % 1000}X${sequence}` : null,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const now = new Date(t.clock.nowMs());
  const sessionId = t.context.ids.uuid();
  await t.context.db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    userKind: kind,
    createdAt: now,
    lastSeenAt: now,
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const access = await t.context.tokens.issue({
    userId: user.id,
    sessionId,
    userKind: kind,
    type: 'access',
    audience: 'app',
  });
  return { user, userId: user.id, sessionId, token: access.token };
};

export const createVisitor = (t: TestApp) => createUser(t, { kind: UserKind.anonymous });
