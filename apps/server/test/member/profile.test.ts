import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCodes, type CurrentMember } from '@exchange/contracts';
import { users } from '../../src/platform/db/index';
import { verifyPassword } from '../../src/platform/auth/passwords';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshIp, latestCode } from '../support/api';
import { createUser, createVisitor } from './member-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = async (token: string) =>
  (await call<CurrentMember>(t.app, 'GET', 'member/get-current-member', { token })).data;

/** Asks the real send-captcha route for a purpose-3 code and reads it back from the outbox. */
const codeFor = async (token: string, query: Record<string, string>, recipient: string) => {
  const sent = await call(t.app, 'GET', 'system/auth/send-captcha', {
    query: { purpose: 3, ...query },
    token,
    ip: freshIp(),
  });
  if (sent.code !== 0) throw new Error(`send-captcha failed: ${JSON.stringify(sent.body)}`);
  return latestCode(t.context, recipient);
};

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('get-current-member', () => {
  it('serves a member with id and userId both the user id and createdAt in epoch ms', async () => {
    const { user, token } = await createUser(t, { nickname: 'alice' });
    const data = await me(token);
    expect(data).toEqual({
      id: user.id,
      userId: user.id,
      email: user.email,
      phone: null,
      areaCode: null,
      nickname: 'alice',
      avatar: null,
      realName: null,
      realnameStatus: 0,
      hasPayPassword: false,
      userKind: 2,
      inviteCode: user.inviteCode,
      createdAt: user.createdAt.getTime(),
    });
  });

  it('serves a visitor too (auth session), and refuses no token with 401', async () => {
    const visitor = await createVisitor(t);
    expect(await me(visitor.token)).toMatchObject({ id: visitor.userId, userKind: 1, email: null });
    const anonymous = await call(t.app, 'GET', 'member/get-current-member');
    expect(anonymous.status).toBe(401);
  });

  it('refuses a disabled account', async () => {
    const { userId, token } = await createUser(t);
    await t.context.db.update(users).set({ status: 0 }).where(eq(users.id, userId));
    const result = await call(t.app, 'GET', 'member/get-current-member', { token });
    expect(result.code).toBe(ErrorCodes.ACCOUNT_DISABLED.code);
  });
});

describe('visitor tokens on member-only routes', () => {
  it('are refused with 403 VISITOR_NOT_ALLOWED and change nothing', async () => {
    const visitor = await createVisitor(t);
    const attempts = [
      call(t.app, 'PUT', 'member/update-avatar-name', { token: visitor.token, body: { nickname: 'sneaky' } }),
      call(t.app, 'PUT', 'member/update-email', {
        token: visitor.token,
        body: { email: 'v@example.com', code: '123456' },
      }),
      call(t.app, 'PUT', 'member/update-phone', {
        token: visitor.token,
        body: { areaCode: '+44', phone: '7700900123', code: '123456' },
      }),
      call(t.app, 'PUT', 'member/update-pay-pwd', {
        token: visitor.token,
        body: { code: '123456', payPassword: '123456' },
      }),
      call(t.app, 'GET', 'member/real-name/get', { token: visitor.token }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(403);
      expect(result.code).toBe(1_002_000_011);
    }
    expect((await me(visitor.token)).nickname).toBe(visitor.user.nickname);
  });
});

describe('update-avatar-name', () => {
  it('changes the nickname', async () => {
    const { token } = await createUser(t);
    const result = await call(t.app, 'PUT', 'member/update-avatar-name', {
      token,
      body: { nickname: '  Bob  ' },
    });
    expect(result).toMatchObject({ status: 200, code: 0, data: true });
    expect((await me(token)).nickname).toBe('Bob');
  });

  it('refuses an unknown field, naming it, and changes nothing', async () => {
    const { token, user } = await createUser(t);
    const result = await call(t.app, 'PUT', 'member/update-avatar-name', {
      token,
      body: { nickname: 'x', isAdmin: true },
    });
    expect(result.status).toBe(400);
    expect(result.body.data).toMatchObject({ field: 'isAdmin' });
    expect(result.msg).toContain('isAdmin');
    expect((await me(token)).nickname).toBe(user.nickname);
  });

  it('refuses an empty body and a too-long nickname, naming nickname', async () => {
    const { token } = await createUser(t);
    const empty = await call(t.app, 'PUT', 'member/update-avatar-name', { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toMatchObject({ field: 'nickname' });
    const long = await call(t.app, 'PUT', 'member/update-avatar-name', {
      token,
      body: { nickname: 'n'.repeat(33) },
    });
    expect(long.status).toBe(400);
    expect(long.body.data).toMatchObject({ field: 'nickname' });
  });

  it('refuses an avatar that is not an upload of this user', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const foreign = `/uploads/avatars/${owner.userId}/0b7c6c1e-8a4e-4f5b-9c1d-2e3f4a5b6c7d.png`;
    for (const avatar of [
      foreign,
      `/uploads/avatars/${other.userId}/0b7c6c1e-8a4e-4f5b-9c1d-2e3f4a5b6c7d.png`,
      `/uploads/avatars/${other.userId}/../${owner.userId}/x.png`,
      'https://evil.example/x.png',
    ]) {
      const result = await call(t.app, 'PUT', 'member/update-avatar-name', {
        token: other.token,
        body: { avatar },
      });
      expect(result.status).toBe(400);
      expect(result.body.data).toMatchObject({ field: 'avatar' });
    }
    expect((await me(other.token)).avatar).toBeNull();
  });
});

describe('update-email', () => {
  it('moves the account to a new address with the code sent there', async () => {
    const { token, userId } = await createUser(t);
    const email = `new.${userId}@example.com`;
    const code = await codeFor(token, { email }, email);
    const result = await call(t.app, 'PUT', 'member/update-email', {
      token,
      body: { email: email.toUpperCase(), code },
    });
    expect(result).toMatchObject({ status: 200, code: 0, data: true });
    expect((await me(token)).email).toBe(email);
  });

  it('refuses a wrong code and keeps the old address', async () => {
    const { token, userId, user } = await createUser(t);
    const email = `wrong.${userId}@example.com`;
    const code = await codeFor(token, { email }, email);
    const result = await call(t.app, 'PUT', 'member/update-email', {
      token,
      body: { email, code: wrongCode(code) },
    });
    expect(result.status).toBe(400);
    expect(result.code).toBe(ErrorCodes.CODE_INVALID.code);
    expect((await me(token)).email).toBe(user.email);
  });

  it('refuses an address another account uses with 409 EMAIL_TAKEN', async () => {
    const holder = await createUser(t);
    const { token, user } = await createUser(t);
    const result = await call(t.app, 'PUT', 'member/update-email', {
      token,
      body: { email: holder.user.email, code: '123456' },
    });
    expect(result.status).toBe(409);
    expect(result.code).toBe(ErrorCodes.EMAIL_TAKEN.code);
    expect(result.body.data).toMatchObject({ field: 'email' });
    expect((await me(token)).email).toBe(user.email);
  });

  it('refuses a malformed address, naming email, and changes nothing', async () => {
    const { token, user } = await createUser(t);
    const result = await call(t.app, 'PUT', 'member/update-email', {
      token,
      body: { email: 'not-an-address', code: '123456' },
    });
    expect(result.status).toBe(400);
    expect(result.body.data).toMatchObject({ field: 'email' });
    expect((await me(token)).email).toBe(user.email);
  });
});

describe('update-phone', () => {
  it('sets a phone number with the code sent to it', async () => {
    const { token, userId } = await createUser(t);
    const phone = `7700${String(userId).padStart(6, '0')}`;
    const code = await codeFor(token, { areaCode: '+44', phone }, `+44${phone}`);
    const result = await call(t.app, 'PUT', 'member/update-phone', {
      token,
      body: { areaCode: '+44', phone, code },
    });
    expect(result.code).toBe(0);
    expect(await me(token)).toMatchObject({ areaCode: '+44', phone });
  });

  it('refuses a number another account uses with 409 PHONE_TAKEN', async () => {
    await createUser(t, { areaCode: '+33', phone: '612345678' });
    const { token } = await createUser(t);
    const result = await call(t.app, 'PUT', 'member/update-phone', {
      token,
      body: { areaCode: '+33', phone: '612345678', code: '123456' },
    });
    expect(result.status).toBe(409);
    expect(result.code).toBe(ErrorCodes.PHONE_TAKEN.code);
  });

  it('refuses a malformed number or an unknown area code, naming the field', async () => {
    const { token } = await createUser(t);
    const badPhone = await call(t.app, 'PUT', 'member/update-phone', {
      token,
      body: { areaCode: '+44', phone: '12ab', code: '123456' },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.data).toMatchObject({ field: 'phone' });
    const badArea = await call(t.app, 'PUT', 'member/update-phone', {
      token,
      body: { areaCode: '+999', phone: '7700900123', code: '123456' },
    });
    expect(badArea.status).toBe(400);
    expect(badArea.body.data).toMatchObject({ field: 'areaCode' });
    expect((await me(token)).phone).toBeNull();
  });
});

describe('update-pay-pwd', () => {
  it('sets the pay password with a code sent to the user’s own e-mail, stored as argon2id', async () => {
    const { token, userId, user } = await createUser(t);
    const code = await codeFor(token, {}, user.email as string);
    const result = await call(t.app, 'PUT', 'member/update-pay-pwd', {
      token,
      body: { code, payPassword: '482913' },
    });
    expect(result.code).toBe(0);
    expect((await me(token)).hasPayPassword).toBe(true);
    const [row] = await t.context.db
      .select({ hash: users.payPasswordHash })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.hash ?? null, '482913')).toBe(true);
  });

  it('refuses a wrong code and a malformed pay password, changing nothing', async () => {
    const { token, user } = await createUser(t);
    const code = await codeFor(token, {}, user.email as string);
    const wrong = await call(t.app, 'PUT', 'member/update-pay-pwd', {
      token,
      body: { code: wrongCode(code), payPassword: '482913' },
    });
    expect(wrong.code).toBe(ErrorCodes.CODE_INVALID.code);
    const malformed = await call(t.app, 'PUT', 'member/update-pay-pwd', {
      token,
      body: { code, payPassword: '12345' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toMatchObject({ field: 'payPassword' });
    expect((await me(token)).hasPayPassword).toBe(false);
  });

  it('answers NO_CONTACT_FOR_CODE for an account without e-mail or phone', async () => {
    const { token } = await createUser(t, { email: null });
    const result = await call(t.app, 'PUT', 'member/update-pay-pwd', {
      token,
      body: { code: '123456', payPassword: '482913' },
    });
    expect(result.code).toBe(ErrorCodes.NO_CONTACT_FOR_CODE.code);
    expect(result.status).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after 20 profile changes a minute from one address', async () => {
    const { token } = await createUser(t);
    const ip = freshIp();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const result = await call(t.app, 'PUT', 'member/update-avatar-name', {
        token,
        ip,
        body: { nickname: `n${attempt}` },
      });
      expect(result.code).toBe(0);
    }
    const limited = await call(t.app, 'PUT', 'member/update-avatar-name', {
      token,
      ip,
      body: { nickname: 'one too many' },
    });
    expect(limited.status).toBe(429);
    expect(limited.code).toBe(ErrorCodes.RATE_LIMITED.code);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await me(token)).nickname).toBe('n20');
  });
});
