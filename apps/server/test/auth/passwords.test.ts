import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@exchange/contracts';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshIp, latestCode, loginAs, signUp, uniqueEmail } from '../support/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('reset-pwd', () => {
  it('sets a new password with a purpose-2 code and ends every session', async () => {
    const { email, tokens } = await signUp(t.app, t.context);
    expect(
      (await call(t.app, 'GET', 'system/auth/send-captcha', { query: { purpose: 2, email }, ip: freshIp() }))
        .code,
    ).toBe(0);
    const code = await latestCode(t.context, email);
    const reset = await call(t.app, 'POST', 'system/auth/reset-pwd', {
      body: { account: email, code, password: 'Brandnew42' },
    });
    expect(reset.data).toBe(true);
    expect(
      (await call(t.app, 'GET', 'member/get-current-member', { token: tokens.accessToken })).status,
    ).toBe(409);
    expect((await loginAs(t.app, email, 'Brandnew42')).code).toBe(0);
    expect((await loginAs(t.app, email, 'Secret123')).code).toBe(ErrorCodes.BAD_CREDENTIALS.code);
  });

  it('does not reveal whether an account exists', async () => {
    const nobody = uniqueEmail('ghost');
    const sent = await call(t.app, 'GET', 'system/auth/send-captcha', {
      query: { purpose: 2, email: nobody },
      ip: freshIp(),
    });
    expect(sent.code).toBe(0);
    const reset = await call(t.app, 'POST', 'system/auth/reset-pwd', {
      body: { account: nobody, code: '123456', password: 'Brandnew42' },
    });
    expect(reset.code).toBe(ErrorCodes.CODE_INVALID.code);
  });

  it('a code for registration (purpose 1) cannot reset a password (purpose 2)', async () => {
    const { email } = await signUp(t.app, t.context);
    const registrationCode = await latestCode(t.context, email);
    const reset = await call(t.app, 'POST', 'system/auth/reset-pwd', {
      body: { account: email, code: registrationCode, password: 'Brandnew42' },
    });
    expect(reset.code).toBe(ErrorCodes.CODE_INVALID.code);
  });
});

describe('update-pwd', () => {
  it('needs the current password', async () => {
    const { email, password, tokens } = await signUp(t.app, t.context);
    const wrong = await call(t.app, 'POST', 'system/auth/update-pwd', {
      token: tokens.accessToken,
      body: { oldPassword: 'Nope12345', newPassword: 'Another99' },
    });
    expect(wrong.code).toBe(ErrorCodes.OLD_PASSWORD_WRONG.code);
    expect(wrong.body.data).toMatchObject({ field: 'oldPassword' });
    const right = await call(t.app, 'POST', 'system/auth/update-pwd', {
      token: tokens.accessToken,
      body: { oldPassword: password, newPassword: 'Another99' },
    });
    expect(right.data).toBe(true);
    expect((await call(t.app, 'GET', 'member/get-current-member', { token: tokens.accessToken })).code).toBe(
      0,
    );
    expect((await loginAs(t.app, email, 'Another99')).code).toBe(0);
  });

  it('rejects a weak new password naming the field, and changes nothing', async () => {
    const { email, password, tokens } = await signUp(t.app, t.context);
    const weak = await call(t.app, 'POST', 'system/auth/update-pwd', {
      token: tokens.accessToken,
      body: { oldPassword: password, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.data).toMatchObject({ field: 'newPassword' });
    expect(weak.msg).toContain('newPassword');
    expect((await loginAs(t.app, email, password)).code).toBe(0);
  });
});
