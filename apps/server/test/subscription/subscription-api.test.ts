import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOrder, SubscriptionProject } from '@exchange/contracts';
import { call } from '../support/api';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  buy,
  createProject,
  expectSubscriptionInvariants,
  key,
  openWindow,
  orderCount,
  spotBalance,
  subGet,
  subscriber,
} from './subscription-fixtures';

/*
 * The app API of subscriptions (spec §4): projects page and get, subscribe order buy (IEO commitment), IPO one-click
 * buy and ration buy, order page and detail. Every bad input is refused with the field named and nothing changed.
 * The file ends with the module's invariants and the ledger auditor.
 */
let t: TestApp;
let staff: string;
let ieo: SubscriptionProject;
let firstCome: SubscriptionProject;
let lottery: SubscriptionProject;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await staffLogin(t)).token;
  ieo = await createProject(t, staff);
  firstCome = await createProject(t, staff, {
    kind: 2,
    rule: 2,
    price: '2',
    totalSupply: '100',
    maxPerUser: '60',
    precision: 0,
  });
  lottery = await createProject(t, staff, {
    kind: 2,
    rule: 3,
    price: '1',
    totalSupply: '100',
    maxPerUser: '100',
    precision: 0,
  });
});
afterAll(async () => {
  await expectSubscriptionInvariants(t.context.db);
  await t.close();
});

const commitBody = (project: SubscriptionProject, overrides: Record<string, unknown> = {}) => ({
  projectId: project.id,
  quantity: '100',
  price: project.price,
  ...overrides,
});

describe('projects', () => {
  it('pages the published projects without a token, with their terms, rule and phase', async () => {
    const page = await subGet<{ list: SubscriptionProject[]; total: number }>(t, 'ieo/page');
    expect(page.status).toBe(200);
    expect(page.data.total).toBe(3);
    const shown = page.data.list.find((project) => project.id === ieo.id);
    expect(shown).toMatchObject({
      kind: 6,
      rule: 1,
      price: '0.5',
      totalSupply: '1000',
      phase: 'upcoming',
      status: 0,
      requestedQuantity: '0',
      allottedQuantity: null,
      seed: null,
      listedSymbol: null,
    });
    const lotteryShown = page.data.list.find((project) => project.id === lottery.id);
    expect(lotteryShown?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lotteryShown?.seed).toBeNull();
    const ipos = await subGet<{ list: SubscriptionProject[]; total: number }>(t, 'ieo/page', {
      query: { kind: 2 },
    });
    expect(ipos.data.total).toBe(2);
    const upcoming = await subGet<{ total: number }>(t, 'ieo/page', { query: { phase: 'open' } });
    expect(upcoming.data.total).toBe(0);
  });

  it('gets one project, and 404 naming id for a missing one', async () => {
    const one = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: ieo.id } });
    expect(one.data).toMatchObject({ id: ieo.id, phase: 'upcoming' });
    const missing = await subGet(t, 'ieo/get', { query: { id: 999_999 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ data: { field: 'id' } });
  });

  it.each([
    [{ kind: 9 }, 'kind'],
    [{ phase: 'soon' }, 'phase'],
    [{ pageNo: 0 }, 'pageNo'],
  ])('refuses page query %j naming %s', async (query, field) => {
    const answer = await subGet(t, 'ieo/page', { query: query as Record<string, string | number> });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: { field } });
  });
});

describe('before the window', () => {
  it('refuses a commitment before the start: 409 naming projectId, nothing held', async () => {
    const user = await subscriber(t, '1000');
    const answer = await buy(t, user.token, 'order/buy', commitBody(ieo));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ data: { field: 'projectId' } });
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('in the window', () => {
  beforeAll(() => openWindow(t, ieo));

  it('commits to an IEO: quantity × price held in the spot wallet, the order committed', async () => {
    const user = await subscriber(t, '1000');
    const committed = await buy(t, user.token, 'order/buy', commitBody(ieo, { quantity: '100' }));
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.data).toMatchObject({
      projectId: ieo.id,
      kind: 6,
      rule: 1,
      status: 0,
      quantity: '100',
      price: '0.5',
      amount: '50',
      allottedQuantity: null,
      refundAmount: null,
      distributedAt: null,
    });
    expect(committed.data.no).toMatch(/^S\d{24}$/);
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '950', frozen: '50' });
    const page = await subGet<{ list: SubscriptionOrder[]; total: number }>(t, 'order/page', {
      token: user.token,
    });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toEqual(committed.data);
    const detail = await subGet<SubscriptionOrder>(t, 'order/detail', {
      token: user.token,
      query: { id: committed.data.id },
    });
    expect(detail.data).toEqual(committed.data);
    const project = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: ieo.id } });
    expect(project.data).toMatchObject({ phase: 'open', requestedQuantity: '100' });
  });

  it('answers a repeated Idempotency-Key with the first order and holds once', async () => {
    const user = await subscriber(t, '1000');
    const idempotencyKey = key();
    const first = await buy(t, user.token, 'order/buy', commitBody(ieo), idempotencyKey);
    const again = await buy(t, user.token, 'order/buy', commitBody(ieo), idempotencyKey);
    expect(again.data).toEqual(first.data);
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '950', frozen: '50' });
  });

  it('refuses a second order on the same project: 409 naming projectId', async () => {
    const user = await subscriber(t, '1000');
    expect((await buy(t, user.token, 'order/buy', commitBody(ieo))).status).toBe(200);
    const second = await buy(t, user.token, 'order/buy', commitBody(ieo));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ data: { field: 'projectId' } });
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '950', frozen: '50' });
  });

  it('refuses without enough USDT: 422 naming amount, nothing held', async () => {
    const user = await subscriber(t, '10');
    const answer = await buy(t, user.token, 'order/buy', commitBody(ieo));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ data: { field: 'amount' } });
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '10', frozen: '0' });
  });

  it.each([
    ['a quantity below the minimum', { quantity: '9' }, 400, 'quantity'],
    ['a quantity above the maximum', { quantity: '1000.01' }, 400, 'quantity'],
    ['more decimals than the precision', { quantity: '10.001' }, 400, 'quantity'],
    ['a price that is not the project’s', { price: '0.4' }, 409, 'price'],
    ['a missing project', { projectId: 999_999 }, 404, 'projectId'],
    ['a zero quantity', { quantity: '0' }, 400, 'quantity'],
    ['a negative quantity', { quantity: '-5' }, 400, 'quantity'],
    ['a text price', { price: 'cheap' }, 400, 'price'],
    ['an unknown field', { bonus: 1 }, 400, undefined],
  ])('refuses %s naming the field, nothing changed', async (_name, overrides, status, field) => {
    const user = await subscriber(t, '1000');
    const before = await orderCount(t.context.db);
    const answer = await buy(t, user.token, 'order/buy', commitBody(ieo, overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (field) expect(answer.body).toMatchObject({ data: { field } });
    expect(await orderCount(t.context.db)).toBe(before);
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '1000', frozen: '0' });
  });

  it('refuses a buy through another rule’s call: 400 naming projectId', async () => {
    openWindow(t, firstCome);
    const user = await subscriber(t, '1000');
    const viaOneClick = await buy(t, user.token, 'ipo/one-click-buy', commitBody(ieo));
    expect(viaOneClick.status).toBe(400);
    expect(viaOneClick.body).toMatchObject({ data: { field: 'projectId' } });
    const viaCommit = await buy(t, user.token, 'order/buy', commitBody(firstCome, { quantity: '10' }));
    expect(viaCommit.status).toBe(400);
    const viaRation = await buy(t, user.token, 'ipo/ration-buy', commitBody(firstCome, { quantity: '10' }));
    expect(viaRation.status).toBe(400);
    expect(await orderCount(t.context.db)).toBeGreaterThan(0);
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '1000', frozen: '0' });
  });

  it('needs a member token and an Idempotency-Key', async () => {
    const anonymous = await call(t.app, 'POST', 'pay/subscribe/order/buy', { body: commitBody(ieo) });
    expect(anonymous.status).toBe(401);
    const user = await subscriber(t, '1000');
    const keyless = await call(t.app, 'POST', 'pay/subscribe/order/buy', {
      token: user.token,
      body: commitBody(ieo),
    });
    expect(keyless.status).toBe(400);
    const pageless = await call(t.app, 'GET', 'pay/subscribe/order/page');
    expect(pageless.status).toBe(401);
  });

  it('one-click buy pays at once, first come first served, and refuses past the supply: 422 naming quantity', async () => {
    const first = await subscriber(t, '1000');
    const bought = await buy(t, first.token, 'ipo/one-click-buy', commitBody(firstCome, { quantity: '60' }));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.data).toMatchObject({
      kind: 2,
      rule: 2,
      status: 1,
      amount: '120',
      allottedQuantity: '60',
      allottedAmount: '120',
      refundAmount: '0',
    });
    expect(await spotBalance(t.context.db, first.userId)).toEqual({ available: '880', frozen: '0' });
    const second = await subscriber(t, '1000');
    const tooMany = await buy(
      t,
      second.token,
      'ipo/one-click-buy',
      commitBody(firstCome, { quantity: '41' }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ data: { field: 'quantity' } });
    expect(tooMany.msg).toContain('40');
    expect(await spotBalance(t.context.db, second.userId)).toEqual({ available: '1000', frozen: '0' });
    const rest = await buy(t, second.token, 'ipo/one-click-buy', commitBody(firstCome, { quantity: '40' }));
    expect(rest.status).toBe(200);
    const project = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: firstCome.id } });
    expect(project.data.requestedQuantity).toBe('100');
  });

  it('ration buy holds the request for the lottery', async () => {
    openWindow(t, lottery);
    const user = await subscriber(t, '1000');
    const requested = await buy(t, user.token, 'ipo/ration-buy', commitBody(lottery, { quantity: '30' }));
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.data).toMatchObject({ kind: 2, rule: 3, status: 0, amount: '30', ticket: null });
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '970', frozen: '30' });
  });
});

describe('orders', () => {
  it('hides another user’s order: 404 naming id', async () => {
    const owner = await subscriber(t, '1000');
    const order = await buy(t, owner.token, 'order/buy', commitBody(ieo));
    const other = await subscriber(t, '0');
    const peek = await subGet(t, 'order/detail', { token: other.token, query: { id: order.data.id } });
    expect(peek.status).toBe(404);
    expect(peek.body).toMatchObject({ data: { field: 'id' } });
    const page = await subGet<{ total: number }>(t, 'order/page', { token: other.token });
    expect(page.data.total).toBe(0);
  });

  it.each([
    ['order/detail', { id: 'x' }, 'id'],
    ['order/page', { pageSize: 500 }, 'pageSize'],
    ['order/page', { projectId: -1 }, 'projectId'],
  ] as const)('refuses %s query %j naming %s', async (path, query, field) => {
    const user = await subscriber(t, '0');
    const answer = await subGet(t, path, { token: user.token, query });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: { field } });
  });
});

describe('paused', () => {
  it('refuses new buys while paused and takes them again once resumed', async () => {
    const { adminCall } = await import('../support/staff');
    const paused = await adminCall<SubscriptionProject>(t, 'PUT', 'subscription/projects/pause', staff, {
      body: { id: ieo.id, isPaused: true },
    });
    expect(paused.data.isPaused).toBe(true);
    const user = await subscriber(t, '1000');
    const refused = await buy(t, user.token, 'order/buy', commitBody(ieo));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ data: { field: 'projectId' } });
    await adminCall(t, 'PUT', 'subscription/projects/pause', staff, {
      body: { id: ieo.id, isPaused: false },
    });
    expect((await buy(t, user.token, 'order/buy', commitBody(ieo))).status).toBe(200);
  });
});
