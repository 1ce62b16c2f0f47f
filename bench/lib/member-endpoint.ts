import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { desc } from 'drizzle-orm';
import { buildApp } from '@exchange/server';
import { outbox } from '@exchange/server/platform/db/index';
import { load, type LoadResult } from './http-load';
import { benchConfig } from './bench-config';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;

/**
 * get-current-member (JWT check + session check + the member, all three answered from the instance's caches once
 * warm: one token, so every request after the first is a hit) against a bare Fastify route returning a constant,
 * both in this process, measured one after the other with the same load. A cache miss adds one read of the user row.
 */
export const benchCurrentMember = async (
  databaseUrl?: string,
): Promise<{ app: LoadResult; bare: LoadResult }> => {
  const config = benchConfig('member', databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const { app, context } = await buildApp({ ...config, LOG_LEVEL: 'silent' });
  const email = 'bench@example.com';
  await app.inject({
    method: 'GET',
    url: '/api/app-api/system/auth/send-captcha',
    query: { purpose: '1', email },
  });
  const [message] = await context.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  const registered = await app.inject({
    method: 'POST',
    url: '/api/app-api/system/auth/email-register',
    payload: { email, code, password: 'Bench12345' },
  });
  const { accessToken } = registered.json().data as { accessToken: string };
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (app.server.address() as AddressInfo).port;
  const appResult = await load(`http://127.0.0.1:${appPort}/api/app-api/member/get-current-member`, {
    headers: { authorization: `Bearer ${accessToken}`, userType: 'main', language: 'en' },
    durationSeconds: DURATION_SECONDS,
    connections: CONNECTIONS,
  });
  await app.close();

  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 0, data: { id: 1, nickname: 'bench' }, msg: '' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const barePort = (bare.server.address() as AddressInfo).port;
  const bareResult = await load(`http://127.0.0.1:${barePort}/bare`, {
    durationSeconds: DURATION_SECONDS,
    connections: CONNECTIONS,
  });
  await bare.close();
  return { app: appResult, bare: bareResult };
};
