import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InstrumentType,
  StaffRole,
  type AdminInstrument,
  type AdminSpotFeeRate,
  type SpotFeeRate,
  type SpotFundRecord,
  type SpotOrder,
} from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { adminCall, staffLogin } from '../support/staff';
import type { TestApp } from '../support/test-app';
import { PLACE, createSpotApp, setSpot, spot, spotTrader } from './spot-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createSpotApp();
  await setSpot(t, [
    { symbol: 'BTCUSDT', last: '100' },
    { symbol: 'ETHUSDT', last: '10' },
  ]);
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const read = async <T>(token: string, path: string, query: Record<string, string | number> = {}) => {
  const result = await spot<T>(t, token, 'GET', path, { query, key: null });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.data;
};
const place = (token: string, body: object) => spot<SpotOrder>(t, token, 'POST', PLACE, { body });

describe('the member’s reads', () => {
  it('order-page splits open from history, newest first, by pair and page', async () => {
    const user = await spotTrader(t, { USDT: '10000' });
    const bought = await place(user.token, { symbol: 'BTCUSDT', direction: 0, orderType: 1, quantity: '1' });
    const resting = await place(user.token, {
      symbol: 'BTCUSDT',
      direction: 0,
      orderType: 2,
      price: '50',
      quantity: '1',
    });
    const stop = await place(user.token, {
      symbol: 'ETHUSDT',
      direction: 0,
      orderType: 2,
      price: '12',
      triggerPrice: '11',
      quantity: '1',
    });
    const cancelled = await place(user.token, {
      symbol: 'ETHUSDT',
      direction: 0,
      orderType: 2,
      price: '5',
      quantity: '2',
    });
    await spot(t, user.token, 'POST', `revoke/${cancelled.data.id}`);
    const ids = (page: { list: SpotOrder[] }) => page.list.map((order) => order.id);

    const open = await read<{ list: SpotOrder[]; total: number }>(user.token, 'order-page', {
      scope: 'open',
    });
    expect(ids(open)).toEqual([stop.data.id, resting.data.id]);
    expect(open.total).toBe(2);
    const history = await read<{ list: SpotOrder[]; total: number }>(user.token, 'order-page', {
      scope: 'history',
    });
    expect(ids(history)).toEqual([cancelled.data.id, bought.data.id]);
    const ethOpen = await read<{ list: SpotOrder[] }>(user.token, 'order-page', {
      scope: 'open',
      symbol: 'ethusdt',
    });
    expect(ids(ethOpen)).toEqual([stop.data.id]);
    const second = await read<{ list: SpotOrder[]; total: number }>(user.token, 'order-page', {
      scope: 'open',
      pageSize: 1,
      pageNo: 2,
    });
    expect(ids(second)).toEqual([resting.data.id]);
    expect(second.total).toBe(2);
    // Nobody else sees them.
    const other = await spotTrader(t);
    expect((await read<{ total: number }>(other.token, 'order-page', { scope: 'open' })).total).toBe(0);
    for (const order of [resting, stop]) await spot(t, user.token, 'POST', `revoke/${order.data.id}`);
  });

  it('fee-rate gives the caller’s rates, the minimum and the steps', async () => {
    const user = await spotTrader(t);
    expect(await read<SpotFeeRate>(user.token, 'fee-rate', { symbol: 'BTCUSDT' })).toEqual({
      symbol: 'BTCUSDT',
      makerFeeRate: '0.001',
      takerFeeRate: '0.001',
      minNotional: '5',
      priceAccuracy: 2,
      transactionAccuracy: 5,
    });
    const unknown = await spot(t, user.token, 'GET', 'fee-rate', {
      query: { symbol: 'NOPEUSDT' },
      key: null,
    });
    expect(unknown).toMatchObject({ status: 404, body: { data: { field: 'symbol' } } });
  });

  it('fund-detail shows each fill as what it moved in the spot wallet', async () => {
    await setSpot(t, [
      {
        symbol: 'ETHUSDT',
        last: '10',
        asks: [
          ['10', '1'],
          ['11', '5'],
        ],
        bids: [['9', '5']],
      },
    ]);
    const user = await spotTrader(t, { USDT: '1000' });
    const bought = await place(user.token, { symbol: 'ETHUSDT', direction: 0, orderType: 1, quantity: '2' });
    const sold = await place(user.token, { symbol: 'ETHUSDT', direction: 1, orderType: 1, quantity: '1' });
    const page = await read<{ list: SpotFundRecord[]; total: number }>(user.token, 'fund-detail', {
      symbol: 'ETHUSDT',
    });
    expect(page.total).toBe(3);
    expect(
      page.list.map(({ orderNo, role, price, quantity, baseChange, quoteChange, fee, feeAsset }) => ({
        orderNo,
        role,
        price,
        quantity,
        baseChange,
        quoteChange,
        fee,
        feeAsset,
      })),
    ).toEqual([
      {
        orderNo: sold.data.no,
        role: 'taker',
        price: '9',
        quantity: '1',
        baseChange: '-1',
        quoteChange: '8.991',
        fee: '0.009',
        feeAsset: 'USDT',
      },
      {
        orderNo: bought.data.no,
        role: 'taker',
        price: '11',
        quantity: '1',
        baseChange: '0.999',
        quoteChange: '-11',
        fee: '0.001',
        feeAsset: 'ETH',
      },
      {
        orderNo: bought.data.no,
        role: 'taker',
        price: '10',
        quantity: '1',
        baseChange: '0.999',
        quoteChange: '-10',
        fee: '0.001',
        feeAsset: 'ETH',
      },
    ]);
    expect((await read<{ total: number }>(user.token, 'fund-detail', { symbol: 'BTCUSDT' })).total).toBe(0);
  });
});

describe('staff fee rates (spot/fee-rates)', () => {
  it('lists every spot pair; a change is audited and the next order pays it', async () => {
    const admin = await staffLogin(t);
    const list = await adminCall<AdminSpotFeeRate[]>(t, 'GET', 'spot/fee-rates', admin.token);
    expect(list.status).toBe(200);
    const btc = list.data.find((row) => row.symbol === 'BTCUSDT');
    expect(btc).toMatchObject({
      makerFeeRate: '0.001',
      takerFeeRate: '0.001',
      minNotional: '5',
      updatedAt: null,
    });
    const body = {
      instrumentId: btc?.instrumentId,
      makerFeeRate: '0.0008',
      takerFeeRate: '0.002',
      minNotional: '10',
    };
    const updated = await adminCall<AdminSpotFeeRate>(t, 'PUT', 'spot/fee-rates', admin.token, { body });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.data).toMatchObject({ makerFeeRate: '0.0008', takerFeeRate: '0.002', minNotional: '10' });
    const [audit] = await t.context.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'PUT /spot/fee-rates',
      target: `instrument:${btc?.instrumentId}`,
      before: { takerFeeRate: '0.001' },
      after: { takerFeeRate: '0.002' },
    });

    const user = await spotTrader(t);
    expect(await read<SpotFeeRate>(user.token, 'fee-rate', { symbol: 'BTCUSDT' })).toMatchObject({
      takerFeeRate: '0.002',
      minNotional: '10',
    });
    const small = await place(user.token, {
      symbol: 'BTCUSDT',
      direction: 0,
      orderType: 1,
      quantity: '0.09',
    });
    expect(small).toMatchObject({ status: 422, body: { data: { field: 'quantity' } } });
    const order = await place(user.token, { symbol: 'BTCUSDT', direction: 0, orderType: 1, quantity: '1' });
    expect(order.data.fee).toBe('0.002');
    await adminCall(t, 'PUT', 'spot/fee-rates', admin.token, {
      body: { ...body, makerFeeRate: '0.001', takerFeeRate: '0.001', minNotional: '5' },
    });
  });

  it('refuses bad rates naming the field, other instruments, and roles without markets permissions', async () => {
    const admin = await staffLogin(t);
    const instruments = await adminCall<AdminInstrument[]>(t, 'GET', 'market/instruments', admin.token);
    const coin = instruments.data.find((row) => row.type === InstrumentType.coin && row.symbol === 'ETHUSDT');
    const perpetual = instruments.data.find((row) => row.type === InstrumentType.contract);
    const put = (body: object, token = admin.token) => adminCall(t, 'PUT', 'spot/fee-rates', token, { body });
    const valid = { instrumentId: coin?.id, makerFeeRate: '0.001', takerFeeRate: '0.001', minNotional: '5' };
    const before = await t.context.db.select().from(staffAuditLog);
    for (const [body, status, field] of [
      [{ ...valid, makerFeeRate: '0.002' }, 400, 'makerFeeRate'],
      [{ ...valid, takerFeeRate: '0.02', makerFeeRate: '0' }, 400, 'takerFeeRate'],
      [{ ...valid, takerFeeRate: '-0.001' }, 400, 'takerFeeRate'],
      [{ ...valid, minNotional: 'abc' }, 400, 'minNotional'],
      [{ ...valid, instrumentId: perpetual?.id }, 400, 'instrumentId'],
      [{ ...valid, instrumentId: 2_000_000_000 }, 404, 'instrumentId'],
      [{ ...valid, extra: 1 }, 400, 'extra'],
    ] as const) {
      const result = await put(body);
      expect(result.status, JSON.stringify(result.body)).toBe(status);
      expect((result.body.data as { field?: string }).field).toBe(field);
    }
    const list = await adminCall<AdminSpotFeeRate[]>(t, 'GET', 'spot/fee-rates', admin.token);
    expect(list.data.find((row) => row.symbol === 'ETHUSDT')?.updatedAt).toBeNull();
    // Refusals are audited too (by the reply hook), never as a change.
    const after = await t.context.db.select().from(staffAuditLog);
    expect(after.length - before.length).toBe(7);
    expect(after.slice(before.length).every((row) => row.status !== 200)).toBe(true);

    const support = await staffLogin(t, StaffRole.support);
    expect((await adminCall(t, 'GET', 'spot/fee-rates', support.token)).status).toBe(403);
    expect((await put(valid, support.token)).status).toBe(403);
  });
});

describe('open orders are commitments of the account', () => {
  it('a deletion is refused while an order rests, and goes through once it is revoked', async () => {
    const compliance = (await staffLogin(t, StaffRole.compliance)).token;
    const user = await spotTrader(t, { USDT: '100' });
    const resting = await place(user.token, {
      symbol: 'BTCUSDT',
      direction: 0,
      orderType: 2,
      price: '50',
      quantity: '1',
    });
    const refused = await adminCall(t, 'POST', 'user/delete', compliance, {
      body: { id: user.userId, remark: 'Asked to close' },
    });
    expect(refused).toMatchObject({ status: 400, body: { data: { field: 'id' } } });
    expect(refused.msg).toContain('1 open spot order');
    await spot(t, user.token, 'POST', `revoke/${resting.data.id}`);
    const deleted = await adminCall(t, 'POST', 'user/delete', compliance, {
      body: { id: user.userId, remark: 'Asked to close' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(
      await t.context.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.target, `user:${user.userId}`)),
    ).not.toHaveLength(0);
  });
});
