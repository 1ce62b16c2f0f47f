import { randomBytes } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { MerchantStatus, type C2cAd, type C2cOrder, type C2cPaymentMethod } from '@exchange/contracts';
import { c2cMerchants, queryRows, users, type Db } from '../../src/platform/db/index';
import { createUser } from '../member/member-fixtures';
import { fund } from '../ledger/ledger-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import { postMultipart, pngPart, type MultipartPart } from '../member/multipart';
import type { TestApp } from '../support/test-app';

export const key = (label = 'c2c') => `${label}-${randomBytes(8).toString('hex')}`;

/** An app call under /api/app-api/c2c from its own address; POSTs carry a fresh Idempotency-Key unless `key` is null. */
export const c2cCall = <T = unknown>(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined>; key?: string | null } = {},
): Promise<ApiResult<T>> =>
  call<T>(t.app, method, `c2c/${path}`, {
    ...(token ? { token } : {}),
    ip: freshIp(),
    ...(method === 'POST' && options.key !== null
      ? { headers: { 'idempotency-key': options.key ?? key() } }
      : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
  });

export const c2cMultipart = (t: TestApp, token: string, path: string, parts: MultipartPart[]) =>
  postMultipart(t.app, `c2c/${path}`, parts, { token, ip: freshIp() }) as Promise<
    Omit<ApiResult<C2cOrder>, 'headers'>
  >;

export const markPaid = (t: TestApp, token: string, order: C2cOrder, withProof = true) =>
  c2cMultipart(t, token, `orders/${order.id}/paid`, [
    { name: 'paymentMethodId', value: String(order.paymentMethods[0]!.id) },
    ...(withProof ? [pngPart('proof')] : []),
  ]);

export interface Person {
  userId: number;
  sessionId: string;
  token: string;
}

/** A member, funded with `holdings` in the spot wallet. */
export const person = async (t: TestApp, holdings: Record<string, string> = {}): Promise<Person> => {
  const user = await createUser(t);
  for (const [asset, amount] of Object.entries(holdings))
    await fund(t.context.db, user.userId, amount, asset);
  return { userId: user.userId, sessionId: user.sessionId, token: user.token };
};

export const verify = (t: TestApp, userId: number) =>
  t.context.db.update(users).set({ realNameStatus: 2 }).where(eq(users.id, userId));

export const saveMethod = async (t: TestApp, token: string, provider = 'Wise') =>
  (
    await c2cCall<C2cPaymentMethod>(t, token, 'POST', 'payment-methods', {
      key: null,
      body: { kind: 'bank', provider, accountName: 'Ana Lima', accountNo: 'GB29 NWBK 6016 1331 9268 19' },
    })
  ).data;

/** An approved merchant (real name verified, applied through the API, approved as staff would) with one method. */
export const merchant = async (t: TestApp, holdings: Record<string, string> = { USDT: '10000' }) => {
  const user = await person(t, holdings);
  await verify(t, user.userId);
  const applied = await c2cCall(t, user.token, 'POST', 'merchant/apply', {
    key: null,
    body: { nickname: `m${randomBytes(4).toString('hex')}` },
  });
  expect(applied.status).toBe(200);
  await t.context.db
    .update(c2cMerchants)
    .set({ status: MerchantStatus.approved })
    .where(eq(c2cMerchants.userId, user.userId));
  const method = await saveMethod(t, user.token);
  return { ...user, methodId: method.id };
};

export const adBody = (methodId: number, overrides: Record<string, unknown> = {}) => ({
  side: 'sell',
  asset: 'USDT',
  fiat: 'USD',
  priceType: 'fixed',
  fixedPrice: '1.02',
  totalAmount: '1000',
  minOrderFiat: '10',
  maxOrderFiat: '2000',
  paymentMethodIds: [methodId],
  terms: 'Bank transfer only; put the order number in the reference.',
  ...overrides,
});

export const postAd = async (t: TestApp, maker: Person & { methodId: number }, overrides = {}) => {
  const result = await c2cCall<C2cAd>(t, maker.token, 'POST', 'ads', {
    body: adBody(maker.methodId, overrides),
  });
  expect(result.status, result.msg).toBe(200);
  return result.data;
};

export const openOrder = (t: TestApp, token: string, ad: C2cAd, fiatAmount: string, price = ad.price!) =>
  c2cCall<C2cOrder>(t, token, 'POST', 'orders', { body: { adId: ad.id, fiatAmount, price } });

/** available + frozen of one spot account. */
export const spot = async (db: Db, userId: number, asset = 'USDT') => {
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

/** Rows a refused call must leave alone. */
export const c2cCounts = async (db: Db) => {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from c2c_orders) as orders, (select count(*)::int from c2c_ads) as ads,
               (select count(*)::int from c2c_order_events) as events,
               (select count(*)::int from ledger_transfers) as transfers,
               (select count(*)::int from payment_methods) as methods`,
  );
  return row;
};

/**
 * The module's invariants: a sell ad's open hold equals its remaining amount (none when closed or empty); every order's
 * escrow is pending while the order is open, posted once released, voided once cancelled.
 */
export const expectC2cInvariants = async (db: Db) => {
  const adProblems = await queryRows(
    db,
    sql`select a.id from c2c_ads a
         left join ledger_transfers h on h.id = a.hold_transfer_id
         left join ledger_transfers r on r.pending_id = a.hold_transfer_id
        where a.side = 'sell' and (
              (a.status = -1 and a.hold_transfer_id is not null)
           or (a.status <> -1 and a.remaining_amount > 0 and (h.id is null or h.amount <> a.remaining_amount or r.id is not null))
           or (a.hold_transfer_id is not null and r.id is not null))`,
  );
  expect(adProblems).toEqual([]);
  const orderProblems = await queryRows(
    db,
    sql`select o.id, o.status, r.kind from c2c_orders o
         left join ledger_transfers r on r.pending_id = o.escrow_transfer_id
        where not ((o.status in (1, 2, 5) and r.id is null) or (o.status = 3 and r.kind = 3)
                   or (o.status = 4 and r.kind = 4))`,
  );
  expect(orderProblems).toEqual([]);
};
