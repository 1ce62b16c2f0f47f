import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshIp, latestCode, loginAs, signUp } from '../support/api';
import type { TokenPair } from '@exchange/contracts';

// PostgreSQL only (PGlite has one connection, so nothing there is truly concurrent).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('concurrent logins (PostgreSQL)', () => {
  it('eight simultaneous logins leave exactly one live session, and only its token works', async () => {
    const { email, password, tokens } = await signUp(t.app, t.context);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => loginAs(t.app, email, password, {}, freshIp())),
    );
    expect(results.every((result) => result.code === 0)).toBe(true);
    const live = await t.context.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, tokens.userId), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
    const working = [];
    for (const result of results) {
      const me = await call(t.app, 'GET', 'member/get-current-member', { token: result.data.accessToken });
      if (me.code === 0) working.push(result);
      else expect(me.status).toBe(409);
    }
    expect(working).toHaveLength(1);
  });

  it('two simultaneous refreshes with one token: one rotates, the other is reuse and the family dies', async () => {
    const { tokens } = await signUp(t.app, t.context);
    const [a, b] = await Promise.all([
      call<TokenPair>(t.app, 'POST', 'system/auth/refresh-token', {
        body: { refreshToken: tokens.refreshToken },
      }),
      call<TokenPair>(t.app, 'POST', 'system/auth/refresh-token', {
        body: { refreshToken: tokens.refreshToken },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(
      (await call(t.app, 'GET', 'member/get-current-member', { token: winner.data.accessToken })).status,
    ).toBe(409);
  });

  it('registering the same e-mail twice at once creates one account', async () => {
    const email = `race.${Date.now()}@example.com`;
    await call(t.app, 'GET', 'system/auth/send-captcha', { query: { purpose: 1, email }, ip: freshIp() });
    const code = await latestCode(t.context, email);
    const attempts = await Promise.all(
      [0, 1, 2].map(() =>
        call(t.app, 'POST', 'system/auth/email-register', {
          body: { email, code, password: 'Secret123' },
          ip: freshIp(),
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.code === 0)).toHaveLength(1);
  });
});
