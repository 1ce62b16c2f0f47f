import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { eq, sql } from 'drizzle-orm';
import { UserKind, type ServerMessage } from '@exchange/contracts';
import { REFRESH_TOKEN_TTL_MS } from '../../src/platform/auth/tokens';
import { queryRows, sessions, type Db } from '../../src/platform/db/index';
import { USER_EVENTS_CHANNEL, type UserEvent } from '../../src/platform/ws-hub/channels';
import { createUser } from '../member/member-fixtures';
import { fund } from '../ledger/ledger-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import type { TestApp } from '../support/test-app';

export const key = (label = 'vip') => `${label}-${randomBytes(8).toString('hex')}`;

/** A member whose spot wallet holds `usdt`. */
export const vipMember = async (t: TestApp, usdt = '1000') => {
  const user = await createUser(t);
  if (new BigNumber(usdt).isGreaterThan(0)) await fund(t.context.db, user.userId, usdt);
  return user;
};

/** A fresh session and access token for an existing user (after the clock moved past the first one's life). */
export const freshToken = async (t: TestApp, userId: number) => {
  const now = new Date(t.clock.nowMs());
  const sessionId = t.context.ids.uuid();
  await t.context.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, userId));
  await t.context.db.insert(sessions).values({
    id: sessionId,
    userId,
    userKind: UserKind.real,
    createdAt: now,
    lastSeenAt: now,
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const access = await t.context.tokens.issue({
    userId,
    sessionId,
    userKind: UserKind.real,
    type: 'access',
    audience: 'app',
  });
  return access.token;
};

/** An app call under /api/app-api, from its own address; POSTs to the purchase carry a fresh key unless told. */
export const vipCall = <T = unknown>(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; key?: string | null } = {},
): Promise<ApiResult<T>> =>
  call<T>(t.app, method, path, {
    ...(token ? { token } : {}),
    ip: freshIp(),
    ...(options.key === null || method === 'GET'
      ? {}
      : { headers: { 'idempotency-key': options.key ?? key() } }),
    ...(options.body !== undefined ? { body: options.body } : {}),
  });

export const buyBody = (overrides: Record<string, unknown> = {}) => ({
  level: 1,
  price: '50',
  termDays: 30,
  ...overrides,
});

/** Row counts of the VIP tables and the ledger's transfers: a refused call changes none of them. */
export const vipCounts = async (db: Db) => {
  const [row] = await queryRows<{ purchases: number; applications: number; transfers: number }>(
    db,
    sql`select (select count(*)::int from vip_purchases) as purchases,
               (select count(*)::int from vip_applications) as applications,
               (select count(*)::int from ledger_transfers) as transfers`,
  );
  return row;
};

export const spotUsdt = async (db: Db, userId: number) => {
  const [row] = await queryRows<{ available: string }>(
    db,
    sql`select available::text from ledger_accounts where user_id = ${userId} and wallet = 'spot' and asset = 'USDT'`,
  );
  return new BigNumber(row?.available ?? 0).toFixed();
};

export const houseVipSales = async (db: Db) => {
  const [row] = await queryRows<{ available: string }>(
    db,
    sql`select available::text from ledger_accounts where house_code = 'vip_sales' and asset = 'USDT'`,
  );
  return new BigNumber(row?.available ?? 0).toFixed();
};

/** Collects the user's pushes until `stop()` (not the notices module's NOTICE badge pushes that follow some). */
export const listenPushes = async (t: TestApp, userId: number) => {
  const heard: ServerMessage[] = [];
  const stop = await t.context.bus.subscribe(USER_EVENTS_CHANNEL, (message) => {
    const event = message as UserEvent;
    if (event.userId === userId && event.type === 'PUSH' && event.message.type !== 'NOTICE')
      heard.push(event.message);
  });
  const waitFor = async (count: number) => {
    for (let waited = 0; waited < 5_000 && heard.length < count; waited += 5)
      await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { heard, stop, waitFor };
};
