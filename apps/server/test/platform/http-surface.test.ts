import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshIp, latestCode, signUp } from '../support/api';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  t = await createTestApp({ config: { LOG_LEVEL: 'trace' }, overrides: { logStream: stream } });
});
afterAll(async () => t.close());

describe('health and docs', () => {
  it('healthz and readyz answer', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('serves OpenAPI with the app operations', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/app-api/system/auth/login', '/api/app-api/member/get-current-member']),
    );
  });

  it('unknown API routes are a 404 envelope', async () => {
    const result = await call(t.app, 'GET', 'no/such/route');
    expect(result.status).toBe(404);
    expect(result.code).toBe(404);
  });
});

describe('logging', () => {
  it('never prints passwords, tokens or codes', async () => {
    const { email, password, tokens } = await signUp(t.app, t.context);
    const code = await latestCode(t.context, email);
    await call(t.app, 'GET', 'member/get-current-member', {
      token: tokens.accessToken,
      query: { Authorization: tokens.accessToken },
    });
    await call(t.app, 'POST', 'system/auth/refresh-token', { body: { refreshToken: tokens.refreshToken } });
    await call(t.app, 'POST', 'system/auth/login', {
      body: { username: email, password: 'WrongPass1' },
      ip: freshIp(),
    });
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [password, tokens.accessToken, tokens.refreshToken, code, 'WrongPass1'])
      expect(log).not.toContain(secret);
  });
});
