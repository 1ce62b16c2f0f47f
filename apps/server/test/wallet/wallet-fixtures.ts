import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/platform/db/index';
import { hashPassword } from '../../src/platform/auth/passwords';
import { marketRuntimeOf } from '../../src/modules/market/market-state';
import { fund } from '../ledger/ledger-fixtures';
import { createUser } from '../member/member-fixtures';
import { pngPart, postMultipart } from '../member/multipart';
import { call } from '../support/api';
import { staffLogin } from '../support/staff';
import type { TestApp } from '../support/test-app';

export const PAY_PASSWORD = '246810';

/** A member with a session token and a pay password, optionally funded with USDT in the spot wallet. */
export const walletUser = async (t: TestApp, usdt?: string) => {
  const user = await createUser(t);
  await t.context.db
    .update(users)
    .set({ payPasswordHash: await hashPassword(PAY_PASSWORD) })
    .where(eq(users.id, user.userId));
  if (usdt) await fund(t.context.db, user.userId, usdt);
  return user;
};

/** A signed-in super admin's admin token (TOTP enrolled, as every staff session must be). */
export const staffToken = async (t: TestApp) => (await staffLogin(t)).token;

/** Puts a live spot quote into this instance's book, as the price feed would (tests run with the feed off). */
export const setSpotPrice = (t: TestApp, coin: string, price: string, status: 1 | 2 = 1) => {
  const runtime = marketRuntimeOf(t.context);
  if (!runtime) throw new Error('market runtime not started');
  runtime.quotes.put(1, `${coin}USDT`, {
    price,
    change: '0',
    changeRate: '0',
    high24h: price,
    low24h: price,
    volume24h: '0',
    status,
  });
};

export const idempotencyKey = (label = 'op') => `${label}-${randomBytes(8).toString('hex')}`;

/** Channel id by method, coin and chain, read from the seeded list. */
export const channelId = async (
  t: TestApp,
  token: string,
  direction: 'recharge' | 'withdrawal',
  methodType: number,
  coin: string,
  chain = '',
) => {
  const path = direction === 'recharge' ? 'recharge-channel/list' : 'withdrawal/channel-list';
  const result = await call<{ id: number; methodType: number; coin: string; chain: string }[]>(
    t.app,
    'GET',
    path,
    {
      token,
    },
  );
  const channel = result.data.find(
    (row) => row.methodType === methodType && row.coin === coin && row.chain === chain,
  );
  if (!channel) throw new Error(`no ${direction} channel ${methodType} ${coin} ${chain}`);
  return channel.id;
};

/** Submits a bank-card deposit claim with a screenshot and returns the order. */
export const submitDeposit = async (
  t: TestApp,
  token: string,
  amount: string,
  key = idempotencyKey('dep'),
) => {
  const id = await channelId(t, token, 'recharge', 0, 'USDT');
  return postMultipart(
    t.app,
    'recharge/submit',
    [{ name: 'channelId', value: String(id) }, { name: 'amount', value: amount }, pngPart('proof')],
    { token, headers: { 'idempotency-key': key } },
  );
};

export { adminCall } from '../support/staff';
