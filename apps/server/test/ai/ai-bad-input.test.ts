import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiOrder } from '@exchange/contracts';
import { aiProducts } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import type { TestApp } from '../support/test-app';
import { createSpotApp, setSpot, spotTrader } from '../spot/spot-fixtures';
import { GRID_PRODUCT, ai, aiCounts, expectAiInvariants, insertProduct, walletOf } from './ai-fixtures';

let t: TestApp;
let user: { userId: number; token: string };
let other: { userId: number; token: string };
let product: { id: number };
let paused: { id: number };
let order: AiOrder;

beforeAll(async () => {
  t = await createSpotApp();
  await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
  product = await insertProduct(t.context.db, GRID_PRODUCT);
  paused = await insertProduct(t.context.db, { ...GRID_PRODUCT, status: 0 });
  user = await spotTrader(t, { USDT: '500' });
  other = await spotTrader(t, { USDT: '500' });
  const bought = await ai<AiOrder>(t, other.token, 'POST', 'buy', {
    body: { productId: product.id, amount: '100', productVersion: 1, agreed: true },
  });
  expect(bought.status).toBe(200);
  order = bought.data;
});
afterAll(async () => {
  await expectAiInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

/** A refused call answers the status naming the field, and changes no balance and no row. */
const expectRefused = async (
  send: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  field: string | undefined,
) => {
  const before = {
    spot: await walletOf(t.context.db, user.userId, 'spot'),
    counts: await aiCounts(t.context.db),
  };
  const result = await send();
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect((result.body.data as { field?: string } | null)?.field).toBe(field);
  expect(await walletOf(t.context.db, user.userId, 'spot')).toEqual(before.spot);
  expect(await aiCounts(t.context.db)).toEqual(before.counts);
};

const good = () => ({ productId: product.id, amount: '100', productVersion: 1, agreed: true });

describe('buy with bad input gets a 4xx naming the field, and nothing changes', () => {
  type Body = Record<string, unknown>;
  it.each<[string, (base: Body) => Body, number, string]>([
    ['an unknown field', (base) => ({ ...base, leverage: 3 }), 400, 'leverage'],
    ['no agreement', (base) => ({ ...base, agreed: false }), 400, 'agreed'],
    ['agreement missing', ({ agreed: _agreed, ...rest }) => rest, 400, 'agreed'],
    ['a negative amount', (base) => ({ ...base, amount: '-5' }), 400, 'amount'],
    ['a zero amount', (base) => ({ ...base, amount: '0' }), 400, 'amount'],
    ['too many decimals', (base) => ({ ...base, amount: '100.001' }), 400, 'amount'],
    ['an amount as a number', (base) => ({ ...base, amount: 100 }), 400, 'amount'],
    ['below the minimum', (base) => ({ ...base, amount: '39.99' }), 400, 'amount'],
    ['above the maximum', (base) => ({ ...base, amount: '10000.01' }), 400, 'amount'],
    ['more than the balance', (base) => ({ ...base, amount: '501' }), 422, 'amount'],
    ['an unknown product', (base) => ({ ...base, productId: 999_999 }), 404, 'productId'],
    ['a changed product', (base) => ({ ...base, productVersion: 2 }), 409, 'productVersion'],
  ])('%s', async (_label, change, status, field) => {
    await expectRefused(() => ai(t, user.token, 'POST', 'buy', { body: change(good()) }), status, field);
  });

  it('a paused product', async () => {
    await expectRefused(
      () => ai(t, user.token, 'POST', 'buy', { body: { ...good(), productId: paused.id } }),
      409,
      'productId',
    );
  });

  it('no Idempotency-Key', async () => {
    const result = await ai(t, user.token, 'POST', 'buy', { body: good(), key: null });
    expect(result.status).toBe(400);
  });

  it('a product paused after the user saw it', async () => {
    const fresh = await insertProduct(t.context.db, GRID_PRODUCT);
    await t.context.db.update(aiProducts).set({ status: 0 }).where(eq(aiProducts.id, fresh.id));
    await expectRefused(
      () => ai(t, user.token, 'POST', 'buy', { body: { ...good(), productId: fresh.id } }),
      409,
      'productId',
    );
  });

  it('without a live price', async () => {
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '100', isStale: true }]);
    await expectRefused(() => ai(t, user.token, 'POST', 'buy', { body: good() }), 404, 'productId');
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
  });
});

describe('reads and early settlement with bad input', () => {
  it.each([
    ['order-detail', { id: 'x' }, 400, 'id'],
    ['order-detail', { id: 999_999 }, 404, 'id'],
    ['sub-page', { orderId: 0 }, 400, 'orderId'],
    ['sub-page', { orderId: 999_999 }, 404, 'orderId'],
    ['sub-detail', { id: 999_999 }, 404, 'id'],
    ['order-page', { scope: 'open' }, 400, 'scope'],
    ['order-page', { pageSize: 0 }, 400, 'pageSize'],
    ['config-page', { kind: 5 }, 400, 'kind'],
    ['config-page', { pageNo: 0 }, 400, 'pageNo'],
  ])('%s %j', async (path, query, status, field) => {
    const result = await ai(t, user.token, 'GET', path, { key: null, query });
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    expect((result.body.data as { field?: string } | null)?.field).toBe(field);
  });

  it("another user's order is as absent as a missing one", async () => {
    const detail = await ai(t, user.token, 'GET', 'order-detail', { key: null, query: { id: order.id } });
    expect(detail.status).toBe(404);
    const children = await ai(t, user.token, 'GET', 'sub-page', { key: null, query: { orderId: order.id } });
    expect(children.status).toBe(404);
    await expectRefused(() => ai(t, user.token, 'PUT', `early-settlement/${order.id}`), 404, 'id');
  });

  it('early settlement of a bad id', async () => {
    await expectRefused(() => ai(t, user.token, 'PUT', 'early-settlement/abc'), 400, 'id');
  });

  it('without a live price an early settlement is refused and the order runs on', async () => {
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '100', isStale: true }]);
    const result = await ai(t, other.token, 'PUT', `early-settlement/${order.id}`);
    expect(result.status).toBe(404);
    expect(result.code).toBe(1_006_000_004);
    await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
    const detail = await ai<AiOrder>(t, other.token, 'GET', 'order-detail', {
      key: null,
      query: { id: order.id },
    });
    expect(detail.data.status).toBe(0);
  });
});
