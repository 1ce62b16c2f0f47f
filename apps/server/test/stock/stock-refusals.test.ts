import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCodes,
  StaffRole,
  type ErrorName,
  type StockOrder,
  type StockOrderDetail,
} from '@exchange/contracts';
import { appSettings, staffAuditLog, users } from '../../src/platform/db/index';
import { fillWaitingOrders, seedStockSettings, STOCK_SETTINGS_KEY } from '../../src/modules/stock/index';
import { call, freshIp } from '../support/api';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  enableStocks,
  expectStockInvariants,
  holdingOf,
  setStockPrices,
  setTime,
  spotUsdt,
  stockCall,
  stockTrader,
  tableCounts,
} from './stock-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  setTime(t, '2026-07-01T14:00:00Z');
  await setStockPrices(t, [{ symbol: 'AAPL', price: '200' }]);
});
afterAll(async () => {
  await expectStockInvariants(t.context.db);
  await t.close();
});

/** The refusal's status, catalogue code and named field, and that nothing was written or moved. */
const expectRefused = async (
  attempt: () => Promise<{ status: number; code: number; body: Record<string, unknown> }>,
  user: { userId: number },
  error: ErrorName,
  field?: string,
) => {
  const before = { counts: await tableCounts(t.context.db), spot: await spotUsdt(t.context.db, user.userId) };
  const result = await attempt();
  expect(result.status, JSON.stringify(result.body)).toBe(ErrorCodes[error].status);
  expect(result.code).toBe(ErrorCodes[error].code);
  if (field) expect((result.body.data as { field?: string }).field).toBe(field);
  expect({
    counts: await tableCounts(t.context.db),
    spot: await spotUsdt(t.context.db, user.userId),
  }).toEqual(before);
  return result;
};

describe('stocks off (the spec default)', () => {
  it('a first start stores stocks off and hides /stock; every call but config is STOCKS_DISABLED', async () => {
    await seedStockSettings(t.context, false);
    const menus = await call<{ path: string; visible: boolean }[]>(t.app, 'GET', 'system/menu/list');
    expect(menus.data.find((menu) => menu.path === '/stock')).toEqual({ path: '/stock', visible: false });
    const user = await stockTrader(t);
    const config = await stockCall(t, user.token, 'GET', 'config');
    expect(config.data).toEqual({
      isEnabled: false,
      feeRate: '0.001',
      minAmount: '1',
      wallet: 'spot',
      coin: 'USDT',
    });
    const attempts: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      ['create', 'POST', { body: { symbol: 'AAPL', orderType: 1, quantity: '1' } }],
      ['complete', 'POST', { body: { symbol: 'AAPL', orderType: 1 } }],
      ['revoke', 'POST', { body: { id: 1 } }],
      ['page', 'GET', {}],
      ['detail', 'GET', { query: { id: 1 } }],
      ['holdings', 'GET', {}],
      ['session', 'GET', {}],
    ];
    for (const [path, method, options] of attempts)
      await expectRefused(() => stockCall(t, user.token, method, path, options), user, 'STOCKS_DISABLED');
  });

  it('staff turn stocks on with a fee and a minimum (audited, /stock shown); a fee above 1 % is a 400 naming it', async () => {
    const staff = await staffLogin(t);
    const before = await adminCall(t, 'GET', 'stock/settings', staff.token);
    expect(before.data).toEqual({ isEnabled: false, feeRate: '0.001', minOrderAmount: '1', updatedAt: null });
    const updated = await adminCall(t, 'PUT', 'stock/settings', staff.token, {
      body: { isEnabled: true, feeRate: '0.002', minOrderAmount: '5' },
    });
    expect(updated.data).toEqual({
      isEnabled: true,
      feeRate: '0.002',
      minOrderAmount: '5',
      updatedAt: t.clock.nowMs(),
    });
    const [audit] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, 'setting:stock'));
    expect(audit?.before).toMatchObject({ isEnabled: false });
    expect(audit?.after).toMatchObject({ isEnabled: true, feeRate: '0.002' });
    const stockMenu = async () =>
      (await call<{ path: string; visible: boolean }[]>(t.app, 'GET', 'system/menu/list')).data.find(
        (menu) => menu.path === '/stock',
      )?.visible;
    expect(await stockMenu()).toBe(true);
    // Staff's own menu flag still applies on top: hidden while either says so.
    expect(
      (await adminCall(t, 'PUT', 'system/menu', staff.token, { body: { path: '/stock', isVisible: false } }))
        .status,
    ).toBe(200);
    expect(await stockMenu()).toBe(false);
    await adminCall(t, 'PUT', 'system/menu', staff.token, { body: { path: '/stock', isVisible: true } });
    expect(await stockMenu()).toBe(true);
    const tooHigh = await adminCall(t, 'PUT', 'stock/settings', staff.token, {
      body: { isEnabled: true, feeRate: '0.02', minOrderAmount: '5' },
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.data).toMatchObject({ field: 'feeRate' });
    const support = await staffLogin(t, StaffRole.support);
    expect((await adminCall(t, 'PUT', 'stock/settings', support.token, { body: updated.data })).status).toBe(
      403,
    );
    const user = await stockTrader(t);
    const config = await stockCall(t, user.token, 'GET', 'config');
    expect(config.data).toMatchObject({ isEnabled: true, feeRate: '0.002', minAmount: '5' });
    // A second start keeps what staff chose.
    await seedStockSettings(t.context, false);
    expect((await adminCall(t, 'GET', 'stock/settings', staff.token)).data).toMatchObject({
      isEnabled: true,
    });
  });

  it('a first start with DEMO_SEED stores stocks on, so the demo shows them', async () => {
    await t.context.db.delete(appSettings).where(eq(appSettings.key, STOCK_SETTINGS_KEY));
    await seedStockSettings(t.context, true);
    const user = await stockTrader(t, '0');
    expect((await stockCall(t, user.token, 'GET', 'config')).data).toMatchObject({
      isEnabled: true,
      feeRate: '0.001',
    });
  });

  it('staff see a user’s holdings and orders; while stocks are off a waiting order does not fill', async () => {
    await enableStocks(t.context.db);
    const user = await stockTrader(t);
    await stockCall(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '1' },
    });
    const waiting = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 2, quantity: '1', price: '150' },
    });
    const staff = await staffLogin(t);
    const view = await adminCall<{
      holdings: { list: unknown[] };
      orders: StockOrder[];
      openOrderCount: number;
    }>(t, 'GET', 'stock/user', staff.token, { query: { id: user.userId } });
    expect(view.data.holdings.list).toEqual([expect.objectContaining({ symbol: 'AAPL', quantity: '1' })]);
    expect(view.data.orders).toHaveLength(2);
    expect(view.data.openOrderCount).toBe(1);
    const userView = await adminCall<Record<string, unknown>>(t, 'GET', 'user/get', staff.token, {
      query: { id: user.userId },
    });
    expect(userView.data).toMatchObject({
      stockHoldings: [{ symbol: 'AAPL', quantity: '1', reservedQuantity: '0', costBasis: '200.2' }],
      stockOrders: [{ id: waiting.data.id, status: 0 }, { status: 1 }],
      pendingStockOrderCount: 1,
      stockHoldingCount: 1,
    });
    // An account deletion waits for both: shares held and a waiting order (its USDT is held).
    const deletion = await adminCall(t, 'POST', 'user/delete', staff.token, {
      body: { id: user.userId, remark: 'closing the account' },
    });
    expect(deletion.status).toBe(400);
    expect(deletion.msg).toContain('1 waiting stock order');
    expect(deletion.msg).toContain('1 stock holding');
    await enableStocks(t.context.db, { isEnabled: false });
    await setStockPrices(t, [{ symbol: 'AAPL', price: '100' }]);
    expect(await fillWaitingOrders(t.context)).toEqual({ filled: 0, failed: 0 });
    await enableStocks(t.context.db);
    expect(await fillWaitingOrders(t.context)).toEqual({ filled: 1, failed: 0 });
    const filled = await stockCall<StockOrderDetail>(t, user.token, 'GET', 'detail', {
      query: { id: waiting.data.id },
    });
    // It fills at the quote that reached its limit (100, at or below 150), recorded beside it.
    expect(filled.data).toMatchObject({ status: 1, price: '150', dealPrice: '100', dealAmount: '100' });
    expect(filled.data.fill).toMatchObject({ price: '100', quotePrice: '100' });
    await setStockPrices(t, [{ symbol: 'AAPL', price: '200' }]);
  });
});

describe('bad input: a 400 naming the field, nothing changed', () => {
  const buy = (overrides: Record<string, unknown>) => ({
    symbol: 'AAPL',
    orderType: 1,
    quantity: '1',
    ...overrides,
  });
  const cases: [string, Record<string, unknown>, string][] = [
    ['no symbol', { symbol: undefined }, 'symbol'],
    ['a symbol that is no ticker', { symbol: 'A APL' }, 'symbol'],
    ['order type 3', { orderType: 3 }, 'orderType'],
    ['quantity and amount', { amount: '100' }, 'quantity'],
    ['neither quantity nor amount', { quantity: undefined }, 'quantity'],
    [
      'an amount on a limit order',
      { orderType: 2, quantity: undefined, amount: '100', price: '100' },
      'amount',
    ],
    ['a price on a market order', { price: '100' }, 'price'],
    ['a limit without a price', { orderType: 2 }, 'price'],
    ['a zero quantity', { quantity: '0' }, 'quantity'],
    ['a negative quantity', { quantity: '-1' }, 'quantity'],
    ['a quantity as a number', { quantity: 1 }, 'quantity'],
    ['an unknown field', { leverage: 2 }, 'leverage'],
  ];
  it.each(cases)('create with %s', async (_label, overrides, field) => {
    await enableStocks(t.context.db);
    const user = await stockTrader(t);
    await expectRefused(
      () => stockCall(t, user.token, 'POST', 'create', { body: buy(overrides) }),
      user,
      'BAD_REQUEST',
      field,
    );
  });

  it('refusals the rules make: precision, unknown stock, the minimum, the balance, the holding, the key', async () => {
    await enableStocks(t.context.db, { minOrderAmount: '10' });
    const user = await stockTrader(t, '100');
    const create = (body: Record<string, unknown>) => () =>
      stockCall(t, user.token, 'POST', 'create', { body: buy(body) });
    await expectRefused(create({ quantity: '1.00001' }), user, 'STOCK_PRECISION_EXCEEDED', 'quantity');
    await expectRefused(
      create({ orderType: 2, price: '100.001' }),
      user,
      'STOCK_PRECISION_EXCEEDED',
      'price',
    );
    await expectRefused(
      create({ quantity: undefined, amount: '1.123456789' }),
      user,
      'STOCK_PRECISION_EXCEEDED',
      'amount',
    );
    await expectRefused(create({ symbol: 'ZZZZ' }), user, 'INSTRUMENT_NOT_FOUND', 'symbol');
    await expectRefused(create({ symbol: 'BTCUSDT' }), user, 'INSTRUMENT_NOT_FOUND', 'symbol');
    await expectRefused(create({ quantity: '0.01' }), user, 'STOCK_BELOW_MIN_AMOUNT', 'quantity');
    await expectRefused(
      create({ quantity: undefined, amount: '0.1' }),
      user,
      'STOCK_BELOW_MIN_AMOUNT',
      'amount',
    );
    await expectRefused(create({ quantity: '1' }), user, 'INSUFFICIENT_BALANCE', 'amount');
    await expectRefused(
      create({ orderType: 2, quantity: '1', price: '150' }),
      user,
      'INSUFFICIENT_BALANCE',
      'amount',
    );
    const sell = (body: Record<string, unknown>) => () =>
      stockCall(t, user.token, 'POST', 'complete', { body: { symbol: 'AAPL', orderType: 1, ...body } });
    await expectRefused(sell({}), user, 'STOCK_INSUFFICIENT_HOLDING', 'quantity');
    await expectRefused(sell({ quantity: '1' }), user, 'STOCK_INSUFFICIENT_HOLDING', 'quantity');
    await expectRefused(
      () =>
        call(t.app, 'POST', 'pay/order-stock/create', { token: user.token, ip: freshIp(), body: buy({}) }),
      user,
      'BAD_REQUEST',
      'Idempotency-Key',
    );
    await expectRefused(
      () => stockCall(t, user.token, 'POST', 'revoke', { body: { id: 999_999 } }),
      user,
      'NOT_FOUND',
      'id',
    );
    const detail = await stockCall(t, user.token, 'GET', 'detail', { query: { id: 'x' } });
    expect(detail.status).toBe(400);
    const page = await stockCall(t, user.token, 'GET', 'page', { query: { pageSize: 201 } });
    expect(page.status).toBe(400);
    expect(page.body.data).toMatchObject({ field: 'pageSize' });
    expect(await holdingOf(t.context.db, user.userId, 'AAPL')).toEqual({
      quantity: '0',
      reserved: '0',
      costBasis: '0',
    });
  });

  it('a trading restriction stops buys and limit sales; a market sale and a revoke still go through', async () => {
    await enableStocks(t.context.db);
    // The quote above the limit, so the limit buy waits (a quote at or below 150 would fill it at once).
    await setStockPrices(t, [{ symbol: 'AAPL', price: '200' }]);
    const user = await stockTrader(t);
    await stockCall(t, user.token, 'POST', 'create', { body: buy({ quantity: '2' }) });
    const waiting = await stockCall<StockOrder>(t, user.token, 'POST', 'create', {
      body: buy({ orderType: 2, price: '150' }),
    });
    expect(waiting.data.status).toBe(0);
    await t.context.db.update(users).set({ isTradingRestricted: true }).where(eq(users.id, user.userId));
    await expectRefused(
      () => stockCall(t, user.token, 'POST', 'create', { body: buy({}) }),
      user,
      'TRADING_RESTRICTED',
    );
    await expectRefused(
      () =>
        stockCall(t, user.token, 'POST', 'complete', {
          body: { symbol: 'AAPL', orderType: 2, price: '300' },
        }),
      user,
      'TRADING_RESTRICTED',
    );
    const sold = await stockCall(t, user.token, 'POST', 'complete', {
      body: { symbol: 'AAPL', orderType: 1 },
    });
    expect(sold.status).toBe(200);
    const revoked = await stockCall(t, user.token, 'POST', 'revoke', { body: { id: waiting.data.id } });
    expect(revoked.status).toBe(200);
    await t.context.db.update(users).set({ isTradingRestricted: false }).where(eq(users.id, user.userId));
  });

  it('never fills on a stale or an old quote: STOCK_PRICE_UNAVAILABLE naming the symbol', async () => {
    await enableStocks(t.context.db);
    const user = await stockTrader(t);
    await setStockPrices(t, [{ symbol: 'AAPL', isStale: true }]);
    const order = () => stockCall(t, user.token, 'POST', 'create', { body: buy({}) });
    await expectRefused(order, user, 'STOCK_PRICE_UNAVAILABLE', 'symbol');
    await setStockPrices(t, [{ symbol: 'AAPL', price: '200' }]);
    t.clock.advance(t.context.config.PRICE_STALE_AFTER_MS + 1);
    await expectRefused(order, user, 'STOCK_PRICE_UNAVAILABLE', 'symbol');
    // A stock the source never priced.
    await expectRefused(
      () => stockCall(t, user.token, 'POST', 'create', { body: buy({ symbol: 'KO' }) }),
      user,
      'STOCK_PRICE_UNAVAILABLE',
      'symbol',
    );
    await setStockPrices(t, [{ symbol: 'AAPL', price: '200' }]);
  });
});
