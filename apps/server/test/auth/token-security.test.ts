import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ErrorCodes } from '@exchange/contracts';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, signUp } from '../support/api';

let t: TestApp;
let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app, t.context);
});
afterAll(async () => t.close());

const me = (token: string) => call(t.app, 'GET', 'member/get-current-member', { token });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens that must be refused', () => {
  it('no token → 401', async () => {
    const result = await call(t.app, 'GET', 'member/get-current-member');
    expect(result.status).toBe(401);
    expect(result.code).toBe(401);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['three dots of nothing', '..'],
    ['a truncated signature', () => member.tokens.accessToken.slice(0, -4)],
  ])('malformed (%s) → 401', async (_name, token) => {
    const value = typeof token === 'function' ? token() : token;
    expect((await me(value)).status).toBe(401);
  });

  it('alg:none with the right claims → 401', async () => {
    const [, payload] = member.tokens.accessToken.split('.');
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect((await me(unsigned)).status).toBe(401);
  });

  it('signed with another secret → 401', async () => {
    const [, payload] = member.tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await me(forged)).status).toBe(401);
  });

  it('a refresh token used as an access token → 401', async () => {
    expect((await me(member.tokens.refreshToken)).status).toBe(401);
  });

  it('an access token sent to refresh-token → 401', async () => {
    const result = await call(t.app, 'POST', 'system/auth/refresh-token', {
      body: { refreshToken: member.tokens.accessToken },
    });
    expect(result.status).toBe(401);
  });

  it('a staff-audience token on the app API → 403', async () => {
    const staff = await t.context.tokens.issue({
      userId: 1,
      sessionId: t.context.ids.uuid(),
      userKind: 0,
      type: 'access',
      audience: 'admin',
    });
    const result = await me(staff.token);
    expect(result.status).toBe(403);
    expect(result.code).toBe(ErrorCodes.FORBIDDEN.code);
  });
});

describe('the admin API prefix', () => {
  it('refuses an app token with 403 and no token with 401, on any path under it', async () => {
    const withApp = await call(t.app, 'GET', '/api/admin-api/users/page', {
      token: member.tokens.accessToken,
    });
    expect(withApp.status).toBe(403);
    const withNone = await call(t.app, 'GET', '/api/admin-api/users/page');
    expect(withNone.status).toBe(401);
    const postWithApp = await call(t.app, 'POST', '/api/admin-api/anything', {
      token: member.tokens.accessToken,
      body: {},
    });
    expect(postWithApp.status).toBe(403);
  });
});
