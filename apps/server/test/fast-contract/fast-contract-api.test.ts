import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastContractConfig, FastContractOrder, FundsOverview } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { users } from '../../src/platform/db/index';
import { eq } from 'drizzle-orm';
import { call, freshIp } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser } from '../member/member-fixtures';
import {
  buy,
  buyBody,
  expectFastInvariants,
  fastBalance,
  fastGet,
  fastTrader,
  key,
  setFastPrice,
} from './fast-fixtures';

/*
 * The app API of fast contracts (spec §7 "Quick contract"): config, buy, page and detail, every bad input refused with
 * the field named and nothing changed, idempotent repeats. The file ends with the ledger auditor.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setFastPrice(t, 'BTCUSDT', '60000');
  await setFastPrice(t, 'ETHUSDT', '3000');
});
afterAll(async () => {
  await expectFastInvariants(t.context.db);
  await t.close();
});

const orderCount = async (userId: number) => {
  const [row] = await queryRows<{ count: number }>(
    t.context.db,
    sql`select count(*)::int as count from fast_contract_orders where user_id = ${userId}`,
  );
  return row?.count ?? 0;
};

describe('config', () => {
  it('shows the stake limits and, per period, the payout, the loss if wrong and the house edge (1 − rate) / 2', async () => {
    const user = await fastTrader(t, '0');
    const config = await fastGet<FastContractConfig>(t, user.token, 'config');
    expect(config.status).toBe(200);
    expect(config.data).toMatchObject({
      isAvailable: true,
      minStake: '10',
      maxStake: '10000',
      maxOpenStakePerUser: '50000',
      openStake: '0',
    });
    expect(config.data.unavailableReason).toBeUndefined();
    expect(config.data.instruments.map((instrument) => instrument.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'BNBUSDT',
      'XRPUSDT',
    ]);
    expect(config.data.instruments[0]?.periods).toEqual([
      { periodSeconds: 30, payoutRate: '0.85', lossRate: '1', houseEdge: '0.075' },
      { periodSeconds: 60, payoutRate: '0.85', lossRate: '1', houseEdge: '0.075' },
      { periodSeconds: 120, payoutRate: '0.8', lossRate: '1', houseEdge: '0.1' },
      { periodSeconds: 300, payoutRate: '0.75', lossRate: '1', houseEdge: '0.125' },
    ]);
  });

  it('needs a member token', async () => {
    const answer = await call(t.app, 'GET', 'pay/quick-contract/config');
    expect(answer.status).toBe(401);
  });
});

describe('buy', () => {
  it('given 1,000 USDT in the fast wallet, when buying 100 up for 60 s, then 100 is held and the order opens at the live price', async () => {
    const user = await fastTrader(t, '1000');
    const nowMs = t.clock.nowMs();
    const bought = await buy(t, user.token, buyBody());
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.data).toMatchObject({
      symbol: 'BTCUSDT',
      direction: 0,
      amount: '100',
      periodSeconds: 60,
      payoutRate: '0.85',
      status: 0,
      openPrice: '60000',
      openedAt: nowMs,
      expiresAt: nowMs + 60_000,
      closePrice: null,
      closePriceAt: null,
      payout: null,
      profit: null,
      settledAt: null,
    });
    expect(bought.data.no).toMatch(/^F\d{24}$/);
    expect(bought.data.openPriceAt).toBeLessThanOrEqual(nowMs);
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '900', frozen: '100' });

    const overview = await call<FundsOverview>(t.app, 'GET', 'wallet/fund', { token: user.token });
    expect(overview.data.fast).toEqual({ total: '1000', walletBalance: '900', positionAmount: '100' });
    const fastWallet = await call<FundsOverview['fast']>(t.app, 'GET', 'wallet/quick-contract', {
      token: user.token,
    });
    expect(fastWallet.data).toEqual({ total: '1000', walletBalance: '900', positionAmount: '100' });
    const config = await fastGet<FastContractConfig>(t, user.token, 'config');
    expect(config.data.openStake).toBe('100');

    const open = await fastGet<{ list: FastContractOrder[]; total: number }>(t, user.token, 'page', {
      scope: 'open',
    });
    expect(open.data.total).toBe(1);
    expect(open.data.list[0]).toEqual(bought.data);
    const settled = await fastGet<{ list: FastContractOrder[]; total: number }>(t, user.token, 'page');
    expect(settled.data).toEqual({ list: [], total: 0 });
    const detail = await fastGet<FastContractOrder>(t, user.token, 'detail', { id: bought.data.id });
    expect(detail.data).toEqual(bought.data);
  });

  it('a repeat of the Idempotency-Key answers the first order and moves nothing; another body under it is 422', async () => {
    const user = await fastTrader(t, '1000');
    const idempotencyKey = key();
    const first = await buy(t, user.token, buyBody({ amount: '50' }), idempotencyKey);
    const again = await buy(t, user.token, buyBody({ amount: '50.00' }), idempotencyKey);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    const other = await buy(t, user.token, buyBody({ amount: '60' }), idempotencyKey);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ data: { field: 'Idempotency-Key' } });
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '950', frozen: '50' });
    expect(await orderCount(user.userId)).toBe(1);
  });

  it('pages open contracts soonest expiry first and filters by symbol', async () => {
    const user = await fastTrader(t, '1000');
    const long = await buy(t, user.token, buyBody({ periodSeconds: 300, payoutRate: '0.75' }));
    const short = await buy(t, user.token, buyBody({ symbol: 'ETHUSDT', periodSeconds: 30 }));
    const page = await fastGet<{ list: FastContractOrder[]; total: number }>(t, user.token, 'page', {
      scope: 'open',
      pageSize: 1,
    });
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((order) => order.id)).toEqual([short.data.id]);
    const second = await fastGet<{ list: FastContractOrder[] }>(t, user.token, 'page', {
      scope: 'open',
      pageSize: 1,
      pageNo: 2,
    });
    expect(second.data.list.map((order) => order.id)).toEqual([long.data.id]);
    const eth = await fastGet<{ list: FastContractOrder[]; total: number }>(t, user.token, 'page', {
      scope: 'open',
      symbol: 'ethusdt',
    });
    expect(eth.data.list.map((order) => order.id)).toEqual([short.data.id]);
  });
});

const INVALID_BUYS: [string, Record<string, unknown>, string][] = [
  ['an empty symbol', { symbol: '' }, 'symbol'],
  ['a symbol with a dash', { symbol: 'BTC-USDT' }, 'symbol'],
  ['direction 2', { direction: 2 }, 'direction'],
  ['direction as text', { direction: 'up' }, 'direction'],
  ['a negative amount', { amount: '-1' }, 'amount'],
  ['a zero amount', { amount: '0' }, 'amount'],
  ['three decimals', { amount: '10.123' }, 'amount'],
  ['an amount as a number', { amount: 100 }, 'amount'],
  ['a period under 10 s', { periodSeconds: 5 }, 'periodSeconds'],
  ['a period over an hour', { periodSeconds: 3601 }, 'periodSeconds'],
  ['a fractional period', { periodSeconds: 60.5 }, 'periodSeconds'],
  ['a payout rate above 1', { payoutRate: '1.5' }, 'payoutRate'],
  ['a zero payout rate', { payoutRate: '0' }, 'payoutRate'],
  ['five decimals of rate', { payoutRate: '0.85001' }, 'payoutRate'],
  ['an unknown field', { price: '61000' }, 'price'],
  ['an instrument not offered', { symbol: 'DOGEUSDT' }, 'symbol'],
  ['a period not offered', { periodSeconds: 45 }, 'periodSeconds'],
  ['a stake below the minimum', { amount: '9.99' }, 'amount'],
  ['a stake above the maximum', { amount: '10000.01' }, 'amount'],
];

describe('bad input: 400 naming the field, nothing changed', () => {
  it.each(INVALID_BUYS)('refuses %s', async (_label, change, field) => {
    const user = await fastTrader(t, '100000');
    const answer = await buy(t, user.token, { ...buyBody(), ...change });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const data = answer.body.data as { field?: string; issues?: { field: string }[] };
    expect([data.field, ...(data.issues ?? []).map((issue) => issue.field)]).toContain(field);
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '100000', frozen: '0' });
    expect(await orderCount(user.userId)).toBe(0);
  });

  it('refuses a buy without an Idempotency-Key', async () => {
    const user = await fastTrader(t, '1000');
    const answer = await call(t.app, 'POST', 'pay/quick-contract/buy', {
      token: user.token,
      body: buyBody(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: { field: 'Idempotency-Key' } });
  });

  it('refuses a payout rate that is not the one offered (409 with the current rate)', async () => {
    const user = await fastTrader(t, '1000');
    const answer = await buy(t, user.token, buyBody({ payoutRate: '0.8' }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 1_012_000_003, data: { field: 'payoutRate' } });
    expect(answer.msg).toContain('0.85');
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '1000', frozen: '0' });
  });

  it('refuses more than the available balance (422 amount)', async () => {
    const user = await fastTrader(t, '50');
    const answer = await buy(t, user.token, buyBody({ amount: '50.01' }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 1_007_000_001, data: { field: 'amount' } });
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '50', frozen: '0' });
    expect(await orderCount(user.userId)).toBe(0);
  });

  it('refuses to open on a stale price or one older than PRICE_STALE_AFTER_MS', async () => {
    const user = await fastTrader(t, '1000');
    await setFastPrice(t, 'SOLUSDT', '150', { isStale: false });
    await setFastPrice(t, 'SOLUSDT', '150', { isStale: true });
    const stale = await buy(t, user.token, buyBody({ symbol: 'SOLUSDT' }));
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ code: 1_006_000_004, data: { field: 'symbol' } });
    await setFastPrice(t, 'BNBUSDT', '600');
    t.clock.advance(t.context.config.PRICE_STALE_AFTER_MS + 1);
    const old = await buy(t, user.token, buyBody({ symbol: 'BNBUSDT' }));
    expect(old.status).toBe(404);
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '1000', frozen: '0' });
    await setFastPrice(t, 'BTCUSDT', '60000');
    await setFastPrice(t, 'ETHUSDT', '3000');
  });

  it('refuses a restricted account (TRADING_RESTRICTED) and a visitor', async () => {
    const user = await fastTrader(t, '1000');
    await t.context.db.update(users).set({ isTradingRestricted: true }).where(eq(users.id, user.userId));
    const answer = await buy(t, user.token, buyBody());
    expect(answer.status).toBe(403);
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '1000', frozen: '0' });
    const visitor = await createUser(t, { kind: 1 });
    expect((await buy(t, visitor.token, buyBody())).status).toBe(403);
  });

  it('reads: a bad page size or scope is a 400 naming it; another user’s contract is a 404', async () => {
    const owner = await fastTrader(t, '1000');
    const bought = await buy(t, owner.token, buyBody());
    const other = await fastTrader(t, '0');
    const cases: [Record<string, string | number>, string][] = [
      [{ pageSize: 201 }, 'pageSize'],
      [{ pageNo: 0 }, 'pageNo'],
      [{ scope: 'all' }, 'scope'],
      [{ symbol: 'BTC/USDT' }, 'symbol'],
    ];
    for (const [query, field] of cases) {
      const answer = await fastGet(t, other.token, 'page', query);
      expect(answer.status, field).toBe(400);
      expect(answer.body).toMatchObject({ data: { field } });
    }
    expect((await fastGet(t, other.token, 'detail', { id: 0 })).body).toMatchObject({
      data: { field: 'id' },
    });
    const foreign = await fastGet(t, other.token, 'detail', { id: bought.data.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 1_012_000_007, data: { field: 'id' } });
  });

  it('the held stake cannot be transferred out of the fast wallet', async () => {
    const user = await fastTrader(t, '100');
    await buy(t, user.token, buyBody({ amount: '60' }));
    const moved = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      ip: freshIp(),
      headers: { 'idempotency-key': key('out') },
      body: { fromWallet: 'fast_contract', toWallet: 'spot', coin: 'USDT', amount: '41' },
    });
    expect(moved.status).toBe(422);
    const fits = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      ip: freshIp(),
      headers: { 'idempotency-key': key('out') },
      body: { fromWallet: 'fast_contract', toWallet: 'spot', coin: 'USDT', amount: '40' },
    });
    expect(fits.status).toBe(200);
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '0', frozen: '60' });
  });
});
