import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@exchange/contracts';
import { loadConfig } from '../../src/platform/config';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshIp, uniqueEmail } from '../support/api';
import { createUser } from '../member/member-fixtures';
import { multipartBody, pngPart } from '../member/multipart';

/*
 * The outside probe's findings that are not about one module (issue 15): addresses behind a proxy, markup in names,
 * broken multipart forms. Each test here failed on the code the probe ran against.
 */

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The README's scaled set-up: one nginx in front, which appends the address it saw to X-Forwarded-For.
  behindProxy = await createTestApp({ config: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
});

const randomAddress = () => `203.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('X-Forwarded-For behind one proxy', () => {
  it('keys the login limit on the address the proxy appended, not on the client-supplied first entry', async () => {
    const proxy = freshIp();
    const client = '198.51.100.23';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      const response = await call(behindProxy.app, 'POST', 'system/auth/login', {
        body: { username: uniqueEmail(), password: 'Wrong9999' },
        ip: proxy,
        // A forged first entry each time; nginx's $proxy_add_x_forwarded_for then appends the real client.
        headers: { 'x-forwarded-for': `${randomAddress()}, ${client}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('gives another real client its own limit', async () => {
    const response = await call(behindProxy.app, 'POST', 'system/auth/login', {
      body: { username: uniqueEmail(), password: 'Wrong9999' },
      ip: freshIp(),
      headers: { 'x-forwarded-for': `198.51.100.99` },
    });
    expect(response.status).not.toBe(429);
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    const caller = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await call(t.app, 'POST', 'system/auth/login', {
        body: { username: uniqueEmail(), password: 'Wrong9999' },
        ip: caller,
        headers: { 'x-forwarded-for': randomAddress() },
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  const config = (value: string) => loadConfig({ TRUST_PROXY: value });
  it('takes false, a hop count or proxy addresses', () => {
    expect(config('false').TRUST_PROXY).toBe(false);
    expect(config('1').TRUST_PROXY).toBe(1);
    expect(config('10.0.0.1, 10.1.0.0/16').TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });
  it('refuses true, which would let any client choose its address, and junk', () => {
    expect(() => config('true')).toThrow(/TRUST_PROXY: true would let any client choose its address/);
    expect(() => config('nginx')).toThrow(/TRUST_PROXY: must be false, a hop count/);
  });
});

describe('markup in names and numbers', () => {
  const markup = '<img src=x onerror=alert(1)>';

  it('is refused in a nickname, naming the field, and the nickname stays as it was', async () => {
    const member = await createUser(t, { nickname: 'before' });
    const answer = await call(t.app, 'PUT', 'member/update-avatar-name', {
      token: member.token,
      body: { nickname: markup },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatchObject({ field: 'nickname' });
    const me = await call<{ nickname: string }>(t.app, 'GET', 'member/get-current-member', {
      token: member.token,
    });
    expect(me.data.nickname).toBe('before');
  });

  it.each(['bankName', 'accountName', 'branch'])('is refused in the bank card field %s', async (field) => {
    const member = await createUser(t);
    const card = { bankName: 'Bank', accountName: 'Ann Lee', accountNumber: 'DE89370400440532013000' };
    const answer = await call(t.app, 'POST', 'wallet/bank-card/create', {
      token: member.token,
      body: { ...card, [field]: `<b>${field}</b>` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatchObject({ field });
    const list = await call<unknown[]>(t.app, 'GET', 'wallet/bank-card/list', { token: member.token });
    expect(list.data).toEqual([]);
  });

  it('is refused in a saved address label', async () => {
    const member = await createUser(t);
    const answer = await call(t.app, 'POST', 'wallet/virtual-wallet/create', {
      token: member.token,
      body: { coin: 'USDT', chain: 'TRC20', address: 'TXYZ', label: '<script>' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ field: 'label' })]),
    });
  });
});

describe('broken multipart forms', () => {
  const post = async (path: string, payload: Buffer, contentType: string) => {
    const member = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/app-api/${path}`,
      remoteAddress: freshIp(),
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': contentType,
        'idempotency-key': `probe-${randomBytes(6).toString('hex')}`,
      },
      payload,
    });
    return {
      status: response.statusCode,
      body: response.json() as { code: number; data: { field?: string } },
    };
  };
  const paths = ['infra/file/upload', 'member/real-name/submit', 'recharge/submit'];

  it.each(paths)('%s: no boundary is a 400 naming Content-Type', async (path) => {
    const { payload } = multipartBody([pngPart('file')]);
    const answer = await post(path, payload, 'multipart/form-data');
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toBe('Content-Type');
  });

  it.each(paths)('%s: a 10 KB boundary is a 400 naming Content-Type', async (path) => {
    const boundary = 'b'.repeat(10_240);
    const { payload, contentType } = multipartBody([pngPart('file')], boundary);
    const answer = await post(path, payload, contentType);
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toBe('Content-Type');
  });

  it.each(paths)('%s: 25 fields is a 413 (the form allows 20)', async (path) => {
    const fields = Array.from({ length: 25 }, (_, index) => ({ name: `f${index}`, value: 'x' }));
    const { payload, contentType } = multipartBody(fields);
    const answer = await post(path, payload, contentType);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe(ErrorCodes.PAYLOAD_TOO_LARGE.code);
  });

  it.each(paths)('%s: a body cut short is a 400 (what was cut is missing)', async (path) => {
    const { payload, contentType } = multipartBody([{ name: 'amount', value: '1' }]);
    const answer = await post(path, payload.subarray(0, payload.length - 12), contentType);
    expect(answer.status).toBe(400);
    expect(answer.body.data.field).toEqual(expect.any(String));
  });
});
