import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SubscriptionOrder, SubscriptionProject } from '@exchange/contracts';
import { queryRows, type Db } from '../../src/platform/db/index';
import { createUser } from '../member/member-fixtures';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { call, freshIp } from '../support/api';
import { adminCall } from '../support/staff';
import type { TestApp } from '../support/test-app';

export const key = (label = 'sub') => `${label}-${randomBytes(8).toString('hex')}`;

const MINUTE_MS = 60_000;

/** A member with `usdt` in the spot wallet. */
export const subscriber = async (t: TestApp, usdt = '10000') => {
  const user = await createUser(t);
  if (new BigNumber(usdt).isGreaterThan(0)) await fund(t.context.db, user.userId, usdt);
  return user;
};

let symbolSequence = 0;
/** A fresh token symbol per project (symbols are unique). */
export const freshSymbol = () => {
  symbolSequence += 1;
  return `T${randomBytes(2).toString('hex').toUpperCase()}${symbolSequence}`;
};

/** Terms of a project whose window opens in a minute and lasts ten; overrides win. */
export const projectBody = (t: TestApp, overrides: Record<string, unknown> = {}) => {
  const startAt = t.clock.nowMs() + MINUTE_MS;
  return {
    name: 'Test Token',
    symbol: freshSymbol(),
    logo: '/favicon.svg',
    description: 'A test project.',
    kind: 6,
    rule: 1,
    price: '0.5',
    totalSupply: '1000',
    precision: 2,
    minPerUser: '10',
    maxPerUser: '1000',
    startAt,
    endAt: startAt + 10 * MINUTE_MS,
    distributeAt: startAt + 20 * MINUTE_MS,
    listAt: startAt + 30 * MINUTE_MS,
    ...overrides,
  };
};

export const createProject = async (
  t: TestApp,
  staffToken: string,
  overrides: Record<string, unknown> = {},
) => {
  const created = await adminCall<SubscriptionProject>(t, 'POST', 'subscription/projects', staffToken, {
    body: projectBody(t, overrides),
  });
  if (created.code !== 0) throw new Error(`project not created: ${JSON.stringify(created.body)}`);
  return created.data;
};

/** Moves the clock to the project's start (its window opens). */
export const openWindow = (t: TestApp, project: SubscriptionProject) => {
  if (t.clock.nowMs() < project.startAt) t.clock.advance(project.startAt - t.clock.nowMs());
};

/** Moves the clock past `atMs` by a second, to a fresh job slot, and runs every due job. */
export const runJobsAt = async (t: TestApp, atMs: number) => {
  const target = Math.max(atMs, t.clock.nowMs()) + 5_000;
  t.clock.advance(Math.ceil(target / 5_000) * 5_000 - t.clock.nowMs());
  return t.context.scheduler.runDue();
};

export type BuyPath = 'order/buy' | 'ipo/one-click-buy' | 'ipo/ration-buy';

export const buy = (t: TestApp, token: string, path: BuyPath, body: unknown, idempotencyKey = key()) =>
  call<SubscriptionOrder>(t.app, 'POST', `pay/subscribe/${path}`, {
    token,
    ip: freshIp(),
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });

export const subGet = <T>(
  t: TestApp,
  path: 'ieo/page' | 'ieo/get' | 'order/page' | 'order/detail',
  options: { token?: string; query?: Record<string, string | number | undefined> } = {},
) => call<T>(t.app, 'GET', `pay/subscribe/${path}`, options);

/** A user's spot balance of `asset`, as stored. */
export const spotBalance = async (db: Db, userId: number, asset = 'USDT') => {
  const [row] = await queryRows<{ available: string; frozen: string }>(
    db,
    sql`select available::text, frozen::text from ledger_accounts
         where user_id = ${userId} and wallet = 'spot' and asset = ${asset}`,
  );
  return {
    available: new BigNumber(row?.available ?? 0).toFixed(),
    frozen: new BigNumber(row?.frozen ?? 0).toFixed(),
  };
};

export const orderCount = async (db: Db) => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from subscription_orders`,
  );
  return row?.count ?? 0;
};

/**
 * The module's invariants beside the auditor's: each user's frozen spot USDT is exactly their committed orders'
 * amounts; every settled order paid exactly its allotted cost (amount − refund) and its hold is resolved; no project
 * allotted more than its supply; each distributed order's tokens reached the user exactly once.
 */
export const expectSubscriptionInvariants = async (db: Db) => {
  const frozen = await queryRows(
    db,
    sql`select a.user_id, a.frozen::text, coalesce(o.held, 0)::text as held
          from ledger_accounts a
          left join (select user_id, sum(amount) as held from subscription_orders where status = 0 group by user_id) o
            on o.user_id = a.user_id
         where a.wallet = 'spot' and a.asset = 'USDT' and a.user_id is not null and a.frozen <> coalesce(o.held, 0)`,
  );
  expect(frozen).toEqual([]);
  const oversupplied = await queryRows(
    db,
    sql`select p.id from subscription_projects p
         where (select coalesce(sum(allotted_quantity), 0) from subscription_orders o where o.project_id = p.id)
               > p.total_supply`,
  );
  expect(oversupplied).toEqual([]);
  const badSettled = await queryRows(
    db,
    sql`select o.id from subscription_orders o
         where o.status > 0 and (o.allotted_amount + o.refund_amount <> o.amount
               or o.allotted_amount <> o.allotted_quantity * o.price)`,
  );
  expect(badSettled).toEqual([]);
  const distribution = await queryRows(
    db,
    sql`select o.id, count(t.id)::int as moves from subscription_orders o
          left join ledger_transfers t on t.id = 'subscription:' || o.no || ':distribute'
         group by o.id, o.status having count(t.id) <> (case when o.status = 2 then 1 else 0 end)`,
  );
  expect(distribution).toEqual([]);
  await expectCleanLedger(db);
};
