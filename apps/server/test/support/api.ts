import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '@exchange/contracts';
import { outbox } from '../../src/platform/db/index';
import type { AppContext } from '../../src/platform/context';

export interface ApiResult<T = unknown> {
  status: number;
  code: number;
  data: T;
  msg: string;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  token?: string;
  headers?: Record<string, string>;
  /** Client address as the server sees it (per-IP limits); loopback addresses only. */
  ip?: string;
}

/** One request to the app API through app.inject, returning the envelope split out. */
export const call = async <T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> => {
  const query = Object.fromEntries(
    Object.entries(options.query ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const response = await app.inject({
    method,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    url: path.startsWith('/') ? path : `/api/app-api/${path}`,
    query,
    headers: {
      userType: 'main',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const body = (
    response.headers['content-type']?.toString().includes('json') ? response.json() : {}
  ) as Record<string, unknown>;
  return {
    status: response.statusCode,
    code: body.code as number,
    data: body.data as T,
    msg: body.msg as string,
    body,
    headers: response.headers,
  };
};

/** The newest message the outbox holds for a recipient, and the 6-digit code in it. */
export const latestCode = async (context: AppContext, recipient: string) => {
  const [message] = await context.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
};

let counter = 0;
/** A distinct loopback address, so per-IP limits of one test do not spill into the next. */
export const freshIp = () => {
  const n = ++counter;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;
export const DEFAULT_PASSWORD = 'Secret123';

/** Registers a new member through the real endpoints (code read from the outbox) and returns its tokens. */
export const signUp = async (
  app: FastifyInstance,
  context: AppContext,
  options: { email?: string; password?: string; inviteCode?: string } = {},
) => {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  const ip = freshIp();
  const sent = await call(app, 'GET', 'system/auth/send-captcha', { query: { purpose: 1, email }, ip });
  if (sent.code !== 0) throw new Error(`send-captcha failed: ${JSON.stringify(sent.body)}`);
  const code = await latestCode(context, email);
  const registered = await call<TokenPair>(app, 'POST', 'system/auth/email-register', {
    body: { email, code, password, ...(options.inviteCode ? { inviteCode: options.inviteCode } : {}) },
    ip,
  });
  if (registered.code !== 0) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return { email, password, tokens: registered.data };
};

export const loginAs = (
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, string> = {},
  ip = freshIp(),
) => call<TokenPair>(app, 'POST', 'system/auth/login', { body: { username, password, ...extra }, ip });
