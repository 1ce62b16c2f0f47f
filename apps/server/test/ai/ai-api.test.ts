import { BigNumber } from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiChildOrder, AiOrder, AiProduct } from '@exchange/contracts';
import { runAiEngine, settleDueAiOrders, stepAiOrder } from '../../src/modules/ai/index';
import { queryRows } from '../../src/platform/db/index';
import { sql } from 'drizzle-orm';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call } from '../support/api';
import type { TestApp } from '../support/test-app';
import { createSpotApp, setSpot, spotTrader } from '../spot/spot-fixtures';
import {
  DCA_PRODUCT,
  GRID_PRODUCT,
  ai,
  aiKey,
  expectAiInvariants,
  insertProduct,
  reissue,
  walletOf,
} from './ai-fixtures';

let t: TestApp;
let grid: { id: number; version: number };
let dca: { id: number; version: number };
let user: { userId: number; token: string; sessionId: string };

const prices = (btc: string, eth = '10') =>
  setSpot(t, [
    { symbol: 'BTCUSDT', last: btc },
    { symbol: 'ETHUSDT', last: eth },
  ]);

beforeAll(async () => {
  t = await createSpotApp();
  await prices('100');
  grid = await insertProduct(t.context.db, GRID_PRODUCT);
  dca = await insertProduct(t.context.db, DCA_PRODUCT);
  user = await spotTrader(t, { USDT: '1000' });
});
afterAll(async () => {
  await expectAiInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

const buy = (productId: number, amount: string, version = 1, key?: string) =>
  ai<AiOrder>(t, user.token, 'POST', 'buy', {
    body: { productId, amount, productVersion: version, agreed: true },
    ...(key ? { key } : {}),
  });

describe('config page', () => {
  it('lists active products with rules, fees, limits, risk and a backtest over the kline history', async () => {
    const page = await ai<{ list: AiProduct[]; total: number }>(t, user.token, 'GET', 'config-page', {
      key: null,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const product = page.data.list.find((row) => row.id === grid.id);
    expect(product).toMatchObject({
      version: 1,
      minAmount: '40',
      maxAmount: '10000',
      riskLevel: 3,
      spotFeeRate: '0.001',
      terms: {
        kind: 0,
        symbol: 'BTCUSDT',
        baseAsset: 'BTC',
        managementFeeRate: '0.1',
        earlyExitFeeRate: '0.01',
      },
    });
    expect(product?.terms.grid).toEqual({ low: '90', high: '110', gridCount: 4 });
    // One grid from 105 to 110 earns 4.76 % less 0.2 % fees; from 90 to 95, 5.55 % less fees.
    expect(product?.gridProfit).toEqual({ min: '0.045619', max: '0.053555' });
    expect(product?.backtest).toMatchObject({ interval: '60', startValue: '40' });
    const dcaPage = await ai<{ list: AiProduct[] }>(t, user.token, 'GET', 'config-page', {
      key: null,
      query: { kind: 1 },
    });
    expect(dcaPage.data.list.every((row) => row.terms.kind === 1)).toBe(true);
  });
});

describe('a grid order', () => {
  it('buys into its sub-account, trades real spot fills on line crossings, and settles early less the fee', async () => {
    const key = aiKey();
    const bought = await buy(grid.id, '100', 1, key);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.data).toMatchObject({
      status: 0,
      amount: '100',
      holdings: [
        { asset: 'BTC', amount: '0' },
        { asset: 'USDT', amount: '100' },
      ],
    });
    expect((await buy(grid.id, '100', 1, key)).data.id).toBe(bought.data.id);
    expect(await walletOf(t.context.db, user.userId, 'spot')).toEqual({ USDT: '900' });
    expect(await walletOf(t.context.db, user.userId, 'ai')).toEqual({ USDT: '100' });
    await expectAiInvariants(t.context.db);
    // The sub-account stays in the user's total (the wallet's holdings point): nothing vanished by buying.
    const statistic = await call<{ total: string }>(t.app, 'GET', 'wallet/statistic', { token: user.token });
    expect(statistic.data.total).toBe('1000');

    // The first look at 100 buys, at market, the two cells lying wholly above it (100–105 and 105–110).
    expect(await stepAiOrder(t.context, user.userId, bought.data.id)).toBe(2);
    expect((await runAiEngine(t.context)).children).toBe(0);
    // 100 → 94 passes the 95 line: cell 1 buys 25 USDT of BTC at the book's 94.
    await prices('94');
    expect(await stepAiOrder(t.context, user.userId, bought.data.id)).toBe(1);
    // Nothing new at the same price: the engine acts on lines crossed, once.
    expect((await runAiEngine(t.context)).children).toBe(0);
    // 94 → 101 passes 100: cell 1 sells what it bought.
    await prices('101');
    expect((await runAiEngine(t.context)).children).toBe(1);
    const children = await ai<{ list: AiChildOrder[]; total: number }>(t, user.token, 'GET', 'sub-page', {
      key: null,
      query: { orderId: bought.data.id },
    });
    expect(children.data.total).toBe(4);
    const [sell, buyChild, ...initial] = children.data.list;
    expect(initial.map((child) => [child.direction, child.reason, child.price])).toEqual([
      [0, 'grid-buy', '100'],
      [0, 'grid-buy', '100'],
    ]);
    expect(buyChild).toMatchObject({
      direction: 0,
      reason: 'grid-buy',
      price: '94',
      sourcePrice: '94',
      feeRate: '0.001',
      feeAsset: 'BTC',
    });
    expect(buyChild?.quantity).toBe(
      new BigNumber(25).div(94).decimalPlaces(5, BigNumber.ROUND_DOWN).toFixed(),
    );
    expect(sell).toMatchObject({ direction: 1, reason: 'grid-sell', price: '101', feeAsset: 'USDT' });
    const detail = await ai<AiChildOrder>(t, user.token, 'GET', 'sub-detail', {
      key: null,
      query: { id: sell?.id as number },
    });
    expect(detail.data).toEqual(sell);
    await expectAiInvariants(t.context.db);

    const order = await ai<AiOrder>(t, user.token, 'GET', 'order-detail', {
      key: null,
      query: { id: bought.data.id },
    });
    expect(order.data).toMatchObject({ status: 0, markPrice: '101', childOrderCount: 4 });
    const usdt = new BigNumber(order.data.holdings.find((h) => h.asset === 'USDT')?.amount ?? 0);
    const btc = new BigNumber(order.data.holdings.find((h) => h.asset === 'BTC')?.amount ?? 0);
    const marked = usdt.plus(btc.times(101));
    const fee = BigNumber.max(marked.minus(100), 0).times('0.1').decimalPlaces(8, BigNumber.ROUND_DOWN);
    expect(order.data.value).toBe(marked.minus(fee).toFixed());

    const settleKey = aiKey();
    const settled = await ai<AiOrder>(t, user.token, 'PUT', `early-settlement/${bought.data.id}`, {
      key: settleKey,
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.data.status).toBe(2);
    const value = new BigNumber(settled.data.value ?? 0)
      .plus(settled.data.managementFee ?? 0)
      .plus(settled.data.earlyExitFee ?? 0);
    expect(settled.data.earlyExitFee).toBe(
      value.times('0.01').decimalPlaces(8, BigNumber.ROUND_DOWN).toFixed(),
    );
    const repeat = await ai<AiOrder>(t, user.token, 'PUT', `early-settlement/${bought.data.id}`, {
      key: settleKey,
    });
    expect(repeat.data).toEqual(settled.data);
    const again = await ai(t, user.token, 'PUT', `early-settlement/${bought.data.id}`);
    expect(again.status).toBe(409);
    expect(await walletOf(t.context.db, user.userId, 'ai')).toEqual({});
    const transfers = await queryRows<{ business_type: number }>(
      t.context.db,
      sql`select business_type from ledger_transfers where ref = ${`ai:${bought.data.no}`} order by business_type`,
    );
    expect(new Set(transfers.map((row) => Number(row.business_type)))).toEqual(new Set([12, 2200, 2201]));
    await expectAiInvariants(t.context.db);
  });
});

describe('a DCA order', () => {
  it('buys a slice each interval and settles exactly once at the end of its term', async () => {
    const bought = await buy(dca.id, '60');
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await runAiEngine(t.context)).children).toBe(1);
    t.clock.advance(3_600_000);
    await prices('100', '12');
    expect((await runAiEngine(t.context)).children).toBe(1);
    t.clock.advance(3_600_000);
    await prices('100', '8');
    expect((await runAiEngine(t.context)).children).toBe(1);
    await expectAiInvariants(t.context.db);
    t.clock.advance(3 * 3_600_000);
    await prices('100', '11');
    expect(await settleDueAiOrders(t.context)).toMatchObject({ due: 1, settled: 1, failed: 0 });
    expect(await settleDueAiOrders(t.context)).toMatchObject({ due: 0, settled: 0 });
    await t.context.scheduler.runDue();
    const token = await reissue(t, user);
    const page = await ai<{ list: AiOrder[]; total: number }>(t, token, 'GET', 'order-page', {
      key: null,
      query: { scope: 'settled' },
    });
    const order = page.data.list.find((row) => row.id === bought.data.id);
    expect(order).toMatchObject({ status: 1, earlyExitFee: '0', childOrderCount: 4 });
    const children = await ai<{ list: AiChildOrder[] }>(t, token, 'GET', 'sub-page', {
      key: null,
      query: { orderId: bought.data.id },
    });
    expect(children.data.list.map((child) => child.reason)).toEqual(['close', 'dca', 'dca', 'dca']);
    expect(children.data.list.map((child) => child.sourcePrice)).toEqual(['11', '8', '12', '10']);
    await expectAiInvariants(t.context.db);
  });
});
