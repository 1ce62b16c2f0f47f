import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCodes, type CurrentMember, type TokenPair } from '@exchange/contracts';
import { outbox, users } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, DEFAULT_PASSWORD, freshIp, latestCode, loginAs, signUp, uniqueEmail } from '../support/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('registration by e-mail', () => {
  it('sends a 6-digit code to the outbox, registers, signs in and serves the member', async () => {
    const { email, tokens } = await signUp(t.app, t.context);
    expect(tokens.accessToken).toMatch(/^ey/);
    expect(tokens.expiresTime).toBe(t.clock.nowMs() + 30 * 60 * 1000);
    const me = await call<CurrentMember>(t.app, 'GET', 'member/get-current-member', {
      token: tokens.accessToken,
    });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email, userKind: 2, realnameStatus: 0, hasPayPassword: false });
    expect(me.data.id).toBe(tokens.userId);
    const [stored] = await t.context.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(stored?.status).toBe('stored');
    expect(stored?.subject).toBe('Your verification code');
  });

  it('refuses a code for an e-mail that is already registered', async () => {
    const { email } = await signUp(t.app, t.context);
    const again = await call(t.app, 'GET', 'system/auth/send-captcha', {
      query: { purpose: 1, email },
      ip: freshIp(),
    });
    expect(again.status).toBe(409);
    expect(again.code).toBe(ErrorCodes.ACCOUNT_EXISTS.code);
  });

  it('refuses a wrong code and keeps the right one usable', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    await call(t.app, 'GET', 'system/auth/send-captcha', { query: { purpose: 1, email }, ip });
    const code = await latestCode(t.context, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await call(t.app, 'POST', 'system/auth/email-register', {
      body: { email, code: wrong, password: DEFAULT_PASSWORD },
      ip,
    });
    expect(bad.code).toBe(ErrorCodes.CODE_INVALID.code);
    expect(bad.body.data).toMatchObject({ field: 'code' });
    expect(await t.context.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const good = await call<TokenPair>(t.app, 'POST', 'system/auth/email-register', {
      body: { email, code, password: DEFAULT_PASSWORD },
      ip,
    });
    expect(good.code).toBe(0);
  });

  it('burns a code after five wrong tries', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    await call(t.app, 'GET', 'system/auth/send-captcha', { query: { purpose: 1, email }, ip });
    const code = await latestCode(t.context, email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) {
      await call(t.app, 'POST', 'system/auth/email-register', {
        body: { email, code: wrong, password: DEFAULT_PASSWORD },
        ip: freshIp(),
      });
    }
    const late = await call(t.app, 'POST', 'system/auth/email-register', {
      body: { email, code, password: DEFAULT_PASSWORD },
      ip: freshIp(),
    });
    expect(late.code).toBe(ErrorCodes.CODE_ATTEMPTS_EXCEEDED.code);
    expect(late.status).toBe(429);
  });

  it('a second code to the same target within 60 s is refused with the wait', async () => {
    const email = uniqueEmail();
    const first = await call(t.app, 'GET', 'system/auth/send-captcha', {
      query: { purpose: 1, email },
      ip: freshIp(),
    });
    expect(first.data).toEqual({ cooldownSeconds: 60, channel: 'email' });
    const second = await call(t.app, 'GET', 'system/auth/send-captcha', {
      query: { purpose: 1, email },
      ip: freshIp(),
    });
    expect(second.status).toBe(429);
    expect(second.code).toBe(ErrorCodes.CODE_COOLDOWN.code);
    expect(second.msg).toMatch(/60 seconds/);
    t.clock.advance(61_000);
    const third = await call(t.app, 'GET', 'system/auth/send-captcha', {
      query: { purpose: 1, email },
      ip: freshIp(),
    });
    expect(third.code).toBe(0);
  });

  it('stores a valid invite code and refuses an unknown one', async () => {
    const inviter = await signUp(t.app, t.context);
    const [row] = await t.context.db.select().from(users).where(eq(users.id, inviter.tokens.userId));
    const invited = await signUp(t.app, t.context, { inviteCode: row!.inviteCode! });
    const [invitedRow] = await t.context.db.select().from(users).where(eq(users.id, invited.tokens.userId));
    expect(invitedRow?.invitedByUserId).toBe(inviter.tokens.userId);
    await expect(signUp(t.app, t.context, { inviteCode: 'NOSUCH99' })).rejects.toThrow(/1002000008/);
  });
});

describe('registration by phone', () => {
  it('sends the code by SMS (outbox) and registers with the area code', async () => {
    const phone = `7700${String(Date.now()).slice(-6)}`;
    const ip = freshIp();
    const sent = await call(t.app, 'GET', 'system/auth/send-captcha', {
      query: { purpose: 1, areaCode: '+44', phone },
      ip,
    });
    expect(sent.data).toEqual({ cooldownSeconds: 60, channel: 'sms' });
    const code = await latestCode(t.context, `+44${phone}`);
    const registered = await call<TokenPair>(t.app, 'POST', 'system/auth/sms-register', {
      body: { areaCode: '+44', phone, code, password: DEFAULT_PASSWORD },
      ip,
    });
    expect(registered.code).toBe(0);
    const login = await loginAs(t.app, phone, DEFAULT_PASSWORD, { areaCode: '+44' });
    expect(login.code).toBe(0);
    const withoutArea = await loginAs(t.app, phone, DEFAULT_PASSWORD);
    expect(withoutArea.status).toBe(400);
    expect(withoutArea.body.data).toMatchObject({ field: 'areaCode' });
  });
});

describe('login', () => {
  it('answers the same for an unknown account and a wrong password', async () => {
    const { email } = await signUp(t.app, t.context);
    const wrongPassword = await loginAs(t.app, email, 'Wrong1234');
    const unknown = await loginAs(t.app, uniqueEmail('nobody'), 'Wrong1234');
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.code).toBe(ErrorCodes.BAD_CREDENTIALS.code);
    expect(unknown.code).toBe(wrongPassword.code);
    expect(unknown.msg).toBe(wrongPassword.msg);
  });

  it('translates messages by the language header', async () => {
    const english = await call(t.app, 'POST', 'system/auth/login', {
      body: { username: uniqueEmail(), password: 'x' },
      ip: freshIp(),
    });
    const arabic = await call(t.app, 'POST', 'system/auth/login', {
      body: { username: uniqueEmail(), password: 'x' },
      ip: freshIp(),
      headers: { language: 'ar' },
    });
    expect(english.msg).toBe('Incorrect account or password');
    expect(arabic.code).toBe(english.code);
    expect(arabic.msg).not.toBe(english.msg);
    expect(arabic.msg).toMatch(/[\u0600-\u06FF]/);
  });

  it('logs in with the e-mail in any letter case', async () => {
    const { email, password } = await signUp(t.app, t.context);
    expect((await loginAs(t.app, email.toUpperCase(), password)).code).toBe(0);
  });
});
