import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call, freshIp } from '../support/api';
import type { TestApp } from '../support/test-app';
import { PLACE, createSpotApp, setSpot, spot, spotBalances, spotCounts, spotTrader } from './spot-fixtures';

let t: TestApp;
let user: { userId: number; token: string };
beforeAll(async () => {
  t = await createSpotApp();
  await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
  user = await spotTrader(t, { USDT: '10000', BTC: '1' });
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const marketBuy = { symbol: 'BTCUSDT', direction: 0, orderType: 1, quantity: '0.1' };
const limitBuy = { symbol: 'BTCUSDT', direction: 0, orderType: 2, price: '90', quantity: '0.1' };

/** A refused call answers the status naming the field, and changes no balance and no row. */
const expectRefused = async (
  send: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  field: string,
) => {
  const before = {
    balances: await spotBalances(t.context.db, user.userId),
    counts: await spotCounts(t.context.db),
  };
  const result = await send();
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect((result.body.data as { field?: string } | undefined)?.field).toBe(field);
  expect(await spotBalances(t.context.db, user.userId)).toEqual(before.balances);
  expect(await spotCounts(t.context.db)).toEqual(before.counts);
};

describe('placing with bad input gets a 4xx naming the field, and nothing changes', () => {
  it.each([
    ['an unknown field', { ...marketBuy, leverage: 10 }, 400, 'leverage'],
    ['a direction that is not 0 or 1', { ...marketBuy, direction: 2 }, 400, 'direction'],
    ['an order type that is not 1 or 2', { ...marketBuy, orderType: 3 }, 400, 'orderType'],
    ['no symbol', { direction: 0, orderType: 1, quantity: '1' }, 400, 'symbol'],
    ['a symbol with spaces', { ...marketBuy, symbol: 'BTC USDT' }, 400, 'symbol'],
    ['a negative quantity', { ...marketBuy, quantity: '-1' }, 400, 'quantity'],
    ['a zero quantity', { ...marketBuy, quantity: '0' }, 400, 'quantity'],
    ['a quantity as a number', { ...marketBuy, quantity: 1 }, 400, 'quantity'],
    ['an exponent', { ...marketBuy, quantity: '1e3' }, 400, 'quantity'],
    ['a limit without a price', { ...limitBuy, price: undefined }, 400, 'price'],
    ['a market order with a price', { ...marketBuy, price: '100' }, 400, 'price'],
    ['a trigger on a market order', { ...marketBuy, triggerPrice: '100' }, 400, 'triggerPrice'],
    [
      'a quote amount on a sell',
      { ...marketBuy, direction: 1, quantity: undefined, quoteAmount: '10' },
      400,
      'quoteAmount',
    ],
    [
      'a quote amount on a limit',
      { ...limitBuy, quantity: undefined, quoteAmount: '10' },
      400,
      'quoteAmount',
    ],
    ['both quantity and quote amount', { ...marketBuy, quoteAmount: '10' }, 400, 'quantity'],
    ['neither quantity nor quote amount', { ...marketBuy, quantity: undefined }, 400, 'quantity'],
    ['an expected price on a limit', { ...limitBuy, expectedPrice: '90' }, 400, 'expectedPrice'],
    ['a slippage without an expected price', { ...marketBuy, maxSlippage: '0.01' }, 400, 'maxSlippage'],
    ['a slippage above 0.1', { ...marketBuy, expectedPrice: '100', maxSlippage: '0.2' }, 400, 'maxSlippage'],
    ['a price off the tick (0.01)', { ...limitBuy, price: '90.001' }, 400, 'price'],
    ['a trigger off the tick', { ...limitBuy, triggerPrice: '95.555' }, 400, 'triggerPrice'],
    ['a quantity off the step (0.00001)', { ...marketBuy, quantity: '0.000001' }, 400, 'quantity'],
    ['a pair that is not listed', { ...marketBuy, symbol: 'NOPEUSDT' }, 404, 'symbol'],
    ['a perpetual-only symbol', { ...marketBuy, symbol: '1000SHIBUSDT' }, 404, 'symbol'],
  ])('%s', async (_, body, status, field) => {
    await expectRefused(() => spot(t, user.token, 'POST', PLACE, { body }), status, field);
  });

  it('a call without an Idempotency-Key', async () => {
    await expectRefused(
      () => spot(t, user.token, 'POST', PLACE, { body: marketBuy, key: null }),
      400,
      'Idempotency-Key',
    );
  });

  it('a revoke of an id that is not a number, or without a key', async () => {
    await expectRefused(() => spot(t, user.token, 'POST', 'revoke/abc'), 400, 'id');
    await expectRefused(() => spot(t, user.token, 'POST', 'revoke/1', { key: null }), 400, 'Idempotency-Key');
  });

  it('a visitor or a signed-out caller cannot trade', async () => {
    const anonymous = await call(t.app, 'POST', `pay/order-coin/${PLACE}`, {
      ip: freshIp(),
      headers: { 'idempotency-key': 'anonymous-key-1' },
      body: marketBuy,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('reads with bad input', () => {
  it.each([
    ['order-page', { pageSize: 201 }, 'pageSize'],
    ['order-page', { scope: 'all' }, 'scope'],
    ['order-page', { pageNo: 0 }, 'pageNo'],
    ['order-detail', {}, 'id'],
    ['order-detail', { id: 'x' }, 'id'],
    ['fee-rate', {}, 'symbol'],
    ['fund-detail', { pageSize: 0 }, 'pageSize'],
    ['fund-detail', { other: 1 }, 'other'],
  ])('%s %j', async (path, query, field) => {
    const result = await spot(t, user.token, 'GET', path, { query, key: null });
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect((result.body.data as { field?: string }).field).toBe(field);
  });

  it('another member’s order is not found', async () => {
    const other = await spotTrader(t);
    const mine = await spot<{ id: number }>(t, user.token, 'POST', PLACE, { body: limitBuy });
    const result = await spot(t, other.token, 'GET', 'order-detail', {
      query: { id: mine.data.id },
      key: null,
    });
    expect(result).toMatchObject({ status: 404, body: { data: { field: 'id' } } });
    expect((await spot(t, user.token, 'POST', `revoke/${mine.data.id}`)).status).toBe(200);
  });
});
