import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlockOffer, BlockOffer, BlockOrder, FundsOverview } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { call, freshIp } from '../support/api';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  balanceOf,
  blockBuyer,
  blockGet,
  buy,
  createOffer,
  expectBlockInvariants,
  key,
  setSpotPrice,
  updateOffer,
} from './block-fixtures';

/*
 * The app API of block trades (spec §7 "Bulk"): config page/get, order buy, order page/detail — every bad input refused
 * with the field named and nothing changed, idempotent repeats. The file ends with the module's invariants and the
 * ledger auditor.
 */
let t: TestApp;
let staffToken: string;
let offer: AdminBlockOffer;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await staffLogin(t)).token;
  await setSpotPrice(t, 'BTCUSDT', '60000');
  offer = await createOffer(t, staffToken);
});
afterAll(async () => {
  await expectBlockInvariants(t.context.db);
  await t.close();
});

const orderCount = async (userId: number) => {
  const [row] = await queryRows<{ count: number }>(
    t.context.db,
    sql`select count(*)::int as count from block_trade_orders where user_id = ${userId}`,
  );
  return row?.count ?? 0;
};
const soldOf = async (offerId: number) => {
  const [row] = await queryRows<{ sold: string }>(
    t.context.db,
    sql`select sold_quantity::float8::text as sold from block_trade_offers where id = ${offerId}`,
  );
  return row?.sold;
};
const buyBody = (overrides: Record<string, unknown> = {}) => ({
  offerId: offer.id,
  quantity: '0.5',
  rate: '-0.02',
  ...overrides,
});

describe('config page and get', () => {
  it('lists the offer with its rate, limits, lock-up and the live block price = live × (1 + rate)', async () => {
    const page = await blockGet<{ list: BlockOffer[]; total: number }>(t, undefined, 'bulk-config/page');
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const listed = page.data.list.find((candidate) => candidate.id === offer.id);
    expect(listed).toMatchObject({
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      instrumentType: 3,
      rate: '-0.02',
      minQuantity: '0.001',
      maxQuantity: '1',
      totalQuantity: '10',
      lockupSeconds: 604_800,
      status: 1,
      livePrice: '60000',
      blockPrice: '58800',
    });
    const one = await blockGet<BlockOffer>(t, undefined, 'bulk-config/get', { id: offer.id });
    expect(one.data).toEqual(listed);
  });

  it('an unknown offer is 404 naming id; a bad id 400 naming id', async () => {
    const missing = await blockGet(t, undefined, 'bulk-config/get', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ data: { field: 'id' } });
    const bad = await blockGet(t, undefined, 'bulk-config/get', { id: 'x' });
    expect(bad.status).toBe(400);
  });
});

describe('buy', () => {
  it('given 100,000 USDT, when buying 0.5 BTC at −2 %, then 29,400 USDT is paid and 0.5 BTC is locked for 7 days', async () => {
    const user = await blockBuyer(t);
    await setSpotPrice(t, 'BTCUSDT', '60000');
    const nowMs = t.clock.nowMs();
    const bought = await buy(t, user.token, buyBody());
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.data).toMatchObject({
      offerId: offer.id,
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quantity: '0.5',
      rate: '-0.02',
      sourcePrice: '60000',
      sourcePriceAt: nowMs,
      price: '58800',
      amount: '29400',
      lockupSeconds: 604_800,
      status: 1,
      createdAt: nowMs,
      lockedUntil: nowMs + 604_800_000,
      releasedAt: null,
    });
    expect(bought.data.no).toMatch(/^K\d{24}$/);
    expect(await balanceOf(t.context.db, user.userId, 'spot', 'USDT')).toBe('70600');
    expect(await balanceOf(t.context.db, user.userId, 'block_locked', 'BTC')).toBe('0.5');
    expect(await balanceOf(t.context.db, user.userId, 'spot', 'BTC')).toBe('0');

    const overview = await call<FundsOverview>(t.app, 'GET', 'wallet/fund', { token: user.token });
    expect(overview.data.total).toBe('100600');
    const statistic = await call<{ total: string }>(t.app, 'GET', 'wallet/statistic', { token: user.token });
    expect(statistic.data.total).toBe('100600');

    const page = await blockGet<{ list: BlockOrder[]; total: number }>(t, user.token, 'bulk-order/page', {
      scope: 'locked',
    });
    expect(page.data).toEqual({ list: [bought.data], total: 1 });
    const released = await blockGet<{ total: number }>(t, user.token, 'bulk-order/page', {
      scope: 'released',
    });
    expect(released.data.total).toBe(0);
    const detail = await blockGet<BlockOrder>(t, user.token, 'bulk-order/detail', { id: bought.data.id });
    expect(detail.data).toEqual(bought.data);
    const remaining = await blockGet<BlockOffer>(t, undefined, 'bulk-config/get', { id: offer.id });
    expect(remaining.data.remainingQuantity).toBe('9.5');
  });

  it('a premium rounds the amount up to the cent', async () => {
    const premium = await createOffer(t, staffToken, { rate: '0.0125', minQuantity: '0.00001' });
    const user = await blockBuyer(t);
    await setSpotPrice(t, 'BTCUSDT', '60000.37');
    const bought = await buy(t, user.token, { offerId: premium.id, quantity: '0.00003', rate: '0.0125' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    // 60000.37 × 1.0125 = 60750.374625 → 60750.37 (2 decimals); × 0.00003 = 1.8225111 → 1.83
    expect(bought.data).toMatchObject({ price: '60750.37', amount: '1.83', sourcePrice: '60000.37' });
  });

  it('a repeat of the Idempotency-Key answers the first order and moves nothing; another body under it is 422', async () => {
    const user = await blockBuyer(t);
    await setSpotPrice(t, 'BTCUSDT', '60000');
    const idempotencyKey = key();
    const first = await buy(t, user.token, buyBody({ quantity: '0.1' }), idempotencyKey);
    const again = await buy(t, user.token, buyBody({ quantity: '0.10' }), idempotencyKey);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await orderCount(user.userId)).toBe(1);
    const other = await buy(t, user.token, buyBody({ quantity: '0.2' }), idempotencyKey);
    expect(other.status).toBe(422);
  });
});

describe('refusals: nothing changed', () => {
  const refusedWithNothingMoved = async (
    body: unknown,
    status: number,
    field: string,
    options: { usdt?: string } = {},
  ) => {
    const user = await blockBuyer(t, options.usdt ?? '100000');
    const soldBefore = await soldOf(offer.id);
    const answer = await buy(t, user.token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    const data = answer.body.data as { field?: string; issues?: { field: string }[] };
    expect([data.field, ...(data.issues ?? []).map((issue) => issue.field)]).toContain(field);
    expect(await orderCount(user.userId)).toBe(0);
    expect(await soldOf(offer.id)).toBe(soldBefore);
    expect(await balanceOf(t.context.db, user.userId, 'spot', 'USDT')).toBe(options.usdt ?? '100000');
    return answer;
  };

  it.each([
    ['no offerId', { offerId: undefined }, 'offerId'],
    ['a text offerId', { offerId: 'one' }, 'offerId'],
    ['a negative quantity', { quantity: '-1' }, 'quantity'],
    ['a zero quantity', { quantity: '0' }, 'quantity'],
    ['a quantity with 9 decimals', { quantity: '0.123456789' }, 'quantity'],
    ['a number quantity', { quantity: 0.5 }, 'quantity'],
    ['no rate', { rate: undefined }, 'rate'],
    ['a rate past ±0.5', { rate: '-0.6' }, 'rate'],
    ['a rate with 5 decimals', { rate: '-0.02001' }, 'rate'],
    ['an unknown field', { price: '1' }, 'price'],
  ])('refuses %s with 400', async (_label, change, field) => {
    await setSpotPrice(t, 'BTCUSDT', '60000');
    await refusedWithNothingMoved(buyBody(change), 400, field);
  });

  it('refuses a quantity below the minimum or above the maximum per order, with the limits', async () => {
    await setSpotPrice(t, 'BTCUSDT', '60000');
    const low = await refusedWithNothingMoved(buyBody({ quantity: '0.0001' }), 400, 'quantity');
    expect(low.msg).toContain('0.001');
    await refusedWithNothingMoved(buyBody({ quantity: '1.5' }), 400, 'quantity');
  });

  it('refuses an unknown offer with 404 naming offerId', async () => {
    await refusedWithNothingMoved(buyBody({ offerId: 999_999 }), 404, 'offerId');
  });

  it('refuses a rate the offer does not disclose (any more) with 409 and the current rate', async () => {
    await setSpotPrice(t, 'BTCUSDT', '60000');
    const answer = await refusedWithNothingMoved(buyBody({ rate: '-0.03' }), 409, 'rate');
    expect(answer.msg).toContain('-0.02');
  });

  it('refuses without a live price (none, or stale) with PRICE_UNAVAILABLE', async () => {
    const eth = await createOffer(t, staffToken, { symbol: 'ETHUSDT' });
    const user = await blockBuyer(t);
    const none = await buy(t, user.token, { offerId: eth.id, quantity: '0.5', rate: '-0.02' });
    expect(none.status).toBe(404);
    expect(none.code).toBe(1_006_000_004);
    expect(none.body).toMatchObject({ data: { field: 'offerId' } });
    const listed = await blockGet<BlockOffer>(t, undefined, 'bulk-config/get', { id: eth.id });
    expect(listed.data).toMatchObject({ livePrice: null, blockPrice: null });
    await setSpotPrice(t, 'BTCUSDT', '60000', { isStale: true });
    const stale = await buy(t, user.token, buyBody());
    expect(stale.status).toBe(none.status);
    expect(await orderCount(user.userId)).toBe(0);
  });

  it('refuses more USDT than the spot wallet holds with 422 naming quantity', async () => {
    await setSpotPrice(t, 'BTCUSDT', '60000');
    await refusedWithNothingMoved(buyBody(), 422, 'quantity', { usdt: '100' });
  });

  it('refuses a paused offer with 409, and more than is left with 409 and what remains', async () => {
    const small = await createOffer(t, staffToken, { totalQuantity: '1', maxQuantity: '1' });
    await setSpotPrice(t, 'BTCUSDT', '60000');
    const first = await blockBuyer(t);
    expect((await buy(t, first.token, { offerId: small.id, quantity: '0.7', rate: '-0.02' })).status).toBe(
      200,
    );
    const second = await blockBuyer(t);
    const tooMuch = await buy(t, second.token, { offerId: small.id, quantity: '0.5', rate: '-0.02' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ data: { field: 'quantity' } });
    expect(tooMuch.msg).toContain('0.3');
    const paused = await updateOffer(t, staffToken, small.id, {
      rate: '-0.02',
      minQuantity: '0.001',
      maxQuantity: '1',
      totalQuantity: '1',
      lockupSeconds: 604_800,
      status: 0,
    });
    expect(paused.status).toBe(200);
    const refused = await buy(t, second.token, { offerId: small.id, quantity: '0.1', rate: '-0.02' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ data: { field: 'offerId' } });
    expect(await orderCount(second.userId)).toBe(0);
  });

  it('needs a member token and an Idempotency-Key', async () => {
    expect((await call(t.app, 'POST', 'pay/bulk-order/buy', { body: buyBody(), ip: freshIp() })).status).toBe(
      401,
    );
    const user = await blockBuyer(t);
    const answer = await call(t.app, 'POST', 'pay/bulk-order/buy', { token: user.token, body: buyBody() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: { field: 'Idempotency-Key' } });
    expect((await blockGet(t, undefined, 'bulk-order/page')).status).toBe(401);
  });
});

describe('orders', () => {
  it("another user's order is 404 naming id; a bad scope 400", async () => {
    const owner = await blockBuyer(t);
    await setSpotPrice(t, 'BTCUSDT', '60000');
    const bought = await buy(t, owner.token, buyBody({ quantity: '0.01' }));
    const stranger = await blockBuyer(t, '0');
    const hidden = await blockGet(t, stranger.token, 'bulk-order/detail', { id: bought.data.id });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ data: { field: 'id' } });
    const scope = await blockGet(t, stranger.token, 'bulk-order/page', { scope: 'open' });
    expect(scope.status).toBe(400);
  });

  it('the staff user view counts lock-ups and lists the orders', async () => {
    const user = await blockBuyer(t);
    await setSpotPrice(t, 'BTCUSDT', '60000');
    await buy(t, user.token, buyBody({ quantity: '0.01' }));
    const view = await adminCall<{ lockedBlockOrderCount: number; blockOrders: BlockOrder[] }>(
      t,
      'GET',
      'user/get',
      staffToken,
      { query: { id: user.userId } },
    );
    expect(view.status).toBe(200);
    expect(view.data.lockedBlockOrderCount).toBe(1);
    expect(view.data.blockOrders).toHaveLength(1);
  });
});
