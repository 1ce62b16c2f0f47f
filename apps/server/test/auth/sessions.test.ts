import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCodes, type TokenPair } from '@exchange/contracts';
import { sessions } from '../../src/platform/db/index';
import { USER_EVENTS_CHANNEL } from '../../src/platform/ws-hub/channels';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, loginAs, signUp } from '../support/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (token: string) => call(t.app, 'GET', 'member/get-current-member', { token });
const liveSessions = (userId: number) =>
  t.context.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

describe('one device session at a time', () => {
  it('a new login revokes the old session: its requests get 409 with the spec message, and a push goes out', async () => {
    const { email, password, tokens: first } = await signUp(t.app, t.context);
    const pushes: unknown[] = [];
    await t.context.bus.subscribe(USER_EVENTS_CHANNEL, (message) => pushes.push(message));
    const repeat = await call<{ hasOtherSession: boolean }>(t.app, 'POST', 'system/auth/valid-repeat-login', {
      body: { username: email, password },
    });
    expect(repeat.data).toEqual({ hasOtherSession: true });
    const second = await loginAs(t.app, email, password);
    expect(second.code).toBe(0);

    const old = await me(first.accessToken);
    expect(old.status).toBe(409);
    expect(old.code).toBe(409);
    expect(old.msg).toBe('Your account was logged in on another device; this device has been logged out');
    const oldRefresh = await call(t.app, 'POST', 'system/auth/refresh-token', {
      body: { refreshToken: first.refreshToken },
    });
    expect(oldRefresh.status).toBe(409);
    expect((await me(second.data.accessToken)).code).toBe(0);
    expect(await liveSessions(first.userId)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pushes).toContainEqual(
      expect.objectContaining({ userId: first.userId, type: 'FORCE_LOGOUT', reason: 'otherLogin' }),
    );
  });

  it('logout ends the session at once; keep-online then answers 409', async () => {
    const { tokens } = await signUp(t.app, t.context);
    expect(
      (await call(t.app, 'POST', 'system/auth/keep-online', { token: tokens.accessToken, body: {} })).data,
    ).toBe(true);
    expect(
      (await call(t.app, 'POST', 'system/auth/cancel-online', { token: tokens.accessToken, body: {} })).data,
    ).toBe(true);
    expect(
      (await call(t.app, 'POST', 'system/auth/logout', { token: tokens.accessToken, body: {} })).code,
    ).toBe(0);
    const after = await call(t.app, 'POST', 'system/auth/keep-online', {
      token: tokens.accessToken,
      body: {},
    });
    expect(after.status).toBe(409);
    expect(after.msg).toBe('Your session has ended. Please log in again');
    expect(await liveSessions(tokens.userId)).toHaveLength(0);
  });
});

describe('refresh tokens', () => {
  it('rotate on use; the new pair works and the old refresh token is spent', async () => {
    const { tokens } = await signUp(t.app, t.context);
    t.clock.advance(60_000);
    const rotated = await call<TokenPair>(t.app, 'POST', 'system/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(rotated.code).toBe(0);
    expect(rotated.data.refreshToken).not.toBe(tokens.refreshToken);
    expect(rotated.data.accessToken).not.toBe(tokens.accessToken);
    expect((await me(rotated.data.accessToken)).code).toBe(0);
    const next = await call<TokenPair>(t.app, 'POST', 'system/auth/refresh-token', {
      body: { refreshToken: rotated.data.refreshToken },
    });
    expect(next.code).toBe(0);
  });

  it('reuse of a rotated refresh token revokes the whole family (409 for every token of it)', async () => {
    const { tokens } = await signUp(t.app, t.context);
    const rotated = await call<TokenPair>(t.app, 'POST', 'system/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    const replay = await call(t.app, 'POST', 'system/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(replay.status).toBe(409);
    expect(replay.code).toBe(ErrorCodes.SESSION_REVOKED.code);
    expect((await me(rotated.data.accessToken)).status).toBe(409);
    expect(
      (
        await call(t.app, 'POST', 'system/auth/refresh-token', {
          body: { refreshToken: rotated.data.refreshToken },
        })
      ).status,
    ).toBe(409);
    const [row] = await t.context.db.select().from(sessions).where(eq(sessions.userId, tokens.userId));
    expect(row?.revokedReason).toBe('reuse');
  });

  it('an expired access token is 401 (the client refreshes), and refreshing then works', async () => {
    const { tokens } = await signUp(t.app, t.context);
    t.clock.advance(31 * 60 * 1000);
    const expired = await me(tokens.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.code).toBe(401);
    const rotated = await call<TokenPair>(t.app, 'POST', 'system/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect((await me(rotated.data.accessToken)).code).toBe(0);
  });

  it('a refresh token is refused after 30 days', async () => {
    const { tokens } = await signUp(t.app, t.context);
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    const result = await call(t.app, 'POST', 'system/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(result.status).toBe(401);
  });
});

describe('visitors', () => {
  it('temporary-login gives an anonymous session that member-only calls refuse', async () => {
    const visitor = await call<TokenPair>(t.app, 'POST', 'system/auth/temporary-login', { body: {} });
    expect(visitor.code).toBe(0);
    const profile = await me(visitor.data.accessToken);
    expect(profile.data).toMatchObject({ userKind: 1, email: null });
    const refused = await call(t.app, 'POST', 'system/auth/update-pwd', {
      token: visitor.data.accessToken,
      body: { oldPassword: 'x', newPassword: 'Secret999' },
    });
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(ErrorCodes.VISITOR_NOT_ALLOWED.code);
  });
});
