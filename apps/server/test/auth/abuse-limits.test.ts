import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@exchange/contracts';
import { imageCaptchas } from '../../src/platform/db/index';
import { hashCaptchaAnswer } from '../../src/modules/auth/image-captcha';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshIp, loginAs, signUp, uniqueEmail } from '../support/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A captcha whose answer the test knows (the real one is only an image). */
const knownCaptcha = async (answer = 'ab3d') => {
  const captchaId = t.context.ids.uuid();
  await t.context.db.insert(imageCaptchas).values({
    id: captchaId,
    answerHash: hashCaptchaAnswer(t.context, captchaId, answer),
    expiresAt: new Date(t.clock.nowMs() + 60_000),
  });
  return { captchaId, captchaCode: answer };
};

describe('image captcha after failed logins', () => {
  it('is required after three failures for the account, checked, and single-use', async () => {
    const { email, password } = await signUp(t.app, t.context);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await loginAs(t.app, email, 'Wrong9999')).code).toBe(ErrorCodes.BAD_CREDENTIALS.code);
    }
    const blocked = await loginAs(t.app, email, password);
    expect(blocked.code).toBe(ErrorCodes.CAPTCHA_REQUIRED.code);
    expect(blocked.body.data).toMatchObject({ field: 'captchaCode' });

    const wrongAnswer = await loginAs(t.app, email, password, {
      ...(await knownCaptcha('ab3d')),
      captchaCode: 'zzzz',
    });
    expect(wrongAnswer.code).toBe(ErrorCodes.CAPTCHA_INVALID.code);

    const captcha = await knownCaptcha('ab3d');
    expect((await loginAs(t.app, email, password, { ...captcha, captchaCode: 'AB3D' })).code).toBe(0);
    // Success resets the counter; the used captcha cannot be replayed anyway.
    expect((await loginAs(t.app, email, password, captcha)).code).toBe(0);
  });

  it('img-captcha returns an SVG data URL and an id', async () => {
    const result = await call<{ captchaId: string; image: string }>(t.app, 'GET', 'system/auth/img-captcha');
    expect(result.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.data.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  });
});

describe('per-address rate limits answer 429', () => {
  it('login: the 21st attempt in a minute from one address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push(
        (
          await call(t.app, 'POST', 'system/auth/login', {
            body: { username: uniqueEmail(), password: 'Wrong9999' },
            ip,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    const last = await call(t.app, 'POST', 'system/auth/login', {
      body: { username: uniqueEmail(), password: 'Wrong9999' },
      ip,
    });
    expect(last.status).toBe(429);
    expect(last.code).toBe(ErrorCodes.RATE_LIMITED.code);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('code sending: needs a captcha after five sends from one address, then 429 past ten', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      codes.push(
        (
          await call(t.app, 'GET', 'system/auth/send-captcha', {
            query: { purpose: 1, email: uniqueEmail() },
            ip,
          })
        ).code,
      );
    }
    expect(codes.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(codes[5]).toBe(ErrorCodes.CAPTCHA_REQUIRED.code);
    for (let attempt = 0; attempt < 4; attempt++)
      await call(t.app, 'GET', 'system/auth/send-captcha', {
        query: { purpose: 1, email: uniqueEmail() },
        ip,
      });
    expect(
      (
        await call(t.app, 'GET', 'system/auth/send-captcha', {
          query: { purpose: 1, email: uniqueEmail() },
          ip,
        })
      ).status,
    ).toBe(429);
  });

  it('registration: 429 past ten attempts a minute', async () => {
    const ip = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = (
        await call(t.app, 'POST', 'system/auth/email-register', {
          body: { email: uniqueEmail(), code: '123456', password: 'Secret123' },
          ip,
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe('bad input: 400 naming the field, nothing changed', () => {
  it.each([
    ['unknown field', { username: 'a@b.co', password: 'x', isAdmin: true }, 'isAdmin'],
    ['missing password', { username: 'a@b.co' }, 'password'],
    ['wrong type', { username: 42, password: 'x' }, 'username'],
  ])('login with %s', async (_name, body, field) => {
    const result = await call(t.app, 'POST', 'system/auth/login', { body, ip: freshIp() });
    expect(result.status).toBe(400);
    expect(result.code).toBe(400);
    expect((result.body.data as { field: string }).field).toBe(field);
    expect(result.msg).toContain(field);
  });

  it.each([
    ['bad e-mail', { email: 'not-an-email', code: '123456', password: 'Secret123' }, 'email'],
    ['short code', { email: 'a@b.co', code: '123', password: 'Secret123' }, 'code'],
    ['weak password', { email: 'a@b.co', code: '123456', password: 'password' }, 'password'],
    [
      'bad invite code',
      { email: 'a@b.co', code: '123456', password: 'Secret123', inviteCode: '!!' },
      'inviteCode',
    ],
  ])('email-register with %s', async (_name, body, field) => {
    const result = await call(t.app, 'POST', 'system/auth/email-register', { body, ip: freshIp() });
    expect(result.status).toBe(400);
    expect((result.body.data as { field: string }).field).toBe(field);
  });

  it('send-captcha with a bad purpose or no target', async () => {
    expect(
      (
        await call(t.app, 'GET', 'system/auth/send-captcha', {
          query: { purpose: 7, email: 'a@b.co' },
          ip: freshIp(),
        })
      ).body.data,
    ).toMatchObject({ field: 'purpose' });
    expect(
      (await call(t.app, 'GET', 'system/auth/send-captcha', { query: { purpose: 1 }, ip: freshIp() })).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'GET', 'system/auth/send-captcha', {
          query: { purpose: 1, phone: '7700900' },
          ip: freshIp(),
        })
      ).body.data,
    ).toMatchObject({ field: 'areaCode' });
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app-api/system/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });
});
