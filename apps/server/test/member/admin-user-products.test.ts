import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserView, AiOrder, SubscriptionProject } from '@exchange/contracts';
import { call, freshIp } from '../support/api';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { setSpot } from '../spot/spot-fixtures';
import { createUser } from './member-fixtures';
import { DCA_PRODUCT, ai, expectAiInvariants, insertProduct } from '../ai/ai-fixtures';
import { borrow, expectLoanInvariants } from '../loan/loan-fixtures';
import { buy as buyBlock, createOffer, expectBlockInvariants } from '../block-trade/block-fixtures';
import {
  buy as buyFast,
  buyBody as fastBuyBody,
  expectFastInvariants,
  setFastPrice,
} from '../fast-contract/fast-fixtures';
import { enableStocks, setStockPrices, setTime, stockCall } from '../stock/stock-fixtures';
import {
  buy as buySubscription,
  createProject,
  expectSubscriptionInvariants,
  openWindow,
} from '../subscription/subscription-fixtures';
import { buyBody as vipBuyBody, vipCall } from '../vip/vip-fixtures';

/**
 * The staff user view (`user/get`) of a user holding something in every product: each product's part is there, as
 * the product shows it, and a user with nothing gets each part empty.
 */
let t: TestApp;
let staff: string;
let dcaProductId: number;
let project: SubscriptionProject;

beforeAll(async () => {
  t = await createTestApp();
  // Stocks trade in session only (a Wednesday, 10:00 in New York).
  setTime(t, '2026-07-01T14:00:00Z');
  staff = (await staffLogin(t)).token;
  // The project's window opens a minute from now: open it before the prices, which go stale with time.
  project = await createProject(t, staff);
  openWindow(t, project);
  await setSpot(t, [
    { symbol: 'BTCUSDT', last: '60000' },
    { symbol: 'ETHUSDT', last: '10' },
  ]);
  await setFastPrice(t, 'BTCUSDT', '60000');
  await setStockPrices(t, [{ symbol: 'AAPL', price: '200' }]);
  await enableStocks(t.context.db);
  dcaProductId = (await insertProduct(t.context.db, DCA_PRODUCT)).id;
});
afterAll(async () => {
  // Each product's own invariants; the stock one is left out: it takes every frozen spot USDT for a stock order's,
  // and the subscription commitment holds spot USDT too. The ledger as a whole is checked last.
  await expectAiInvariants(t.context.db);
  await expectLoanInvariants(t.context.db);
  await expectBlockInvariants(t.context.db);
  await expectFastInvariants(t.context.db);
  await expectSubscriptionInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

const userView = async (id: number) => {
  const view = await adminCall<AdminUserView>(t, 'GET', 'user/get', staff, { query: { id } });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  return view.data;
};

/** A member who holds something in every product, each bought through the product's own app call. */
const holderOfEverything = async () => {
  const user = await createUser(t);
  await fund(t.context.db, user.userId, '100000');
  await fund(t.context.db, user.userId, '1', 'BTC');
  const expectOk = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const aiOrder = await ai<AiOrder>(t, user.token, 'POST', 'buy', {
    body: { productId: dcaProductId, amount: '60', productVersion: 1, agreed: true },
  });
  expectOk(aiOrder);
  expectOk(await vipCall(t, user.token, 'POST', 'vip/purchase/buy', { body: vipBuyBody() }));
  expectOk(
    await vipCall(t, user.token, 'POST', 'member/vip/create', { body: { level: 2, note: 'big trader' } }),
  );
  expectOk(await borrow(t, user.token));
  const offer = await createOffer(t, staff);
  expectOk(await buyBlock(t, user.token, { offerId: offer.id, quantity: '0.01', rate: offer.rate }));
  expectOk(
    await stockCall(t, user.token, 'POST', 'create', {
      body: { symbol: 'AAPL', orderType: 1, quantity: '1' },
    }),
  );
  const moved = await call(t.app, 'POST', 'wallet/any-transfer', {
    token: user.token,
    ip: freshIp(),
    headers: { 'idempotency-key': `fast-fund-${user.userId}` },
    body: { fromWallet: 'spot', toWallet: 'fast_contract', coin: 'USDT', amount: '500' },
  });
  expect(moved.code, JSON.stringify(moved.body)).toBe(0);
  expectOk(await buyFast(t, user.token, fastBuyBody({ amount: '100' })));
  expectOk(
    await buySubscription(t, user.token, 'order/buy', {
      projectId: project.id,
      quantity: '100',
      price: project.price,
    }),
  );
  return { ...user, aiOrderId: aiOrder.data.id };
};

describe('the staff user view of every product', () => {
  it('shows AI orders, the VIP level, loans, block orders, stocks, fast contracts and subscriptions', async () => {
    const user = await holderOfEverything();
    const view = await userView(user.userId);
    expect(view.aiOrders).toMatchObject([
      { id: user.aiOrderId, productName: expect.any(String), status: 0, amount: '60', terms: { kind: 1 } },
    ]);
    expect(view.aiOrders?.[0]?.value).not.toBeUndefined();
    expect(view.vip).toMatchObject({
      level: 1,
      name: 'VIP1',
      reachedBy: 'purchased',
      purchasedLevel: 1,
      purchaseEndsAt: t.clock.nowMs() + 30 * 86_400_000,
      approvedLevel: null,
      pendingApplication: { level: 2, status: 0, note: 'big trader' },
    });
    expect(view.loans).toMatchObject([{ status: 0, collateralCoin: 'BTC', borrowedAmount: '30000' }]);
    expect(view.blockOrders).toMatchObject([{ symbol: 'BTCUSDT', quantity: '0.01', status: 1 }]);
    expect(view.stockHoldings).toMatchObject([{ symbol: 'AAPL', quantity: '1' }]);
    expect(view.stockOrders).toMatchObject([{ symbol: 'AAPL', status: 1 }]);
    expect(view.fastContracts).toMatchObject([{ symbol: 'BTCUSDT', amount: '100', status: 0 }]);
    expect(view.subscriptionOrders).toMatchObject([
      { projectId: project.id, symbol: project.symbol, quantity: '100', status: 0 },
    ]);
    expect(view).toMatchObject({
      runningAiOrderCount: 1,
      openLoanCount: 1,
      lockedBlockOrderCount: 1,
      openFastContractCount: 1,
      stockHoldingCount: 1,
      openSubscriptionCount: 1,
    });
  });

  it('says which threshold a qualified VIP level was reached by, from the stored evaluation', async () => {
    const user = await createUser(t);
    await fund(t.context.db, user.userId, '20000');
    // The detail evaluates the caller now and stores it, as the hourly job does; the staff view only reads.
    const detail = await vipCall<{ level: number; source: string }>(t, user.token, 'GET', 'vip/detail');
    expect(detail.data).toMatchObject({ level: 1, source: 'qualified' });
    const view = await userView(user.userId);
    expect(view.vip).toMatchObject({
      level: 1,
      reachedBy: 'holdings',
      qualifiedLevel: 1,
      volume30d: '0',
      holdings: '20000',
      evaluatedAt: t.clock.nowMs(),
      purchaseEndsAt: null,
    });
  });

  it('gives a user with nothing an empty list per product and the base VIP level', async () => {
    const user = await createUser(t);
    const view = await userView(user.userId);
    for (const list of [
      view.aiOrders,
      view.loans,
      view.blockOrders,
      view.stockHoldings,
      view.stockOrders,
      view.fastContracts,
      view.subscriptionOrders,
    ])
      expect(list).toEqual([]);
    expect(view.vip).toEqual({
      level: 0,
      name: 'VIP0',
      reachedBy: 'base',
      qualifiedLevel: 0,
      purchasedLevel: null,
      purchaseEndsAt: null,
      approvedLevel: null,
      volume30d: null,
      holdings: null,
      evaluatedAt: null,
      pendingApplication: null,
    });
  });
});
