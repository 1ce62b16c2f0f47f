import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType, type SubscriptionOrder, type SubscriptionProject } from '@exchange/contracts';
import { queryRows, staffAuditLog } from '../../src/platform/db/index';
import {
  closeProject,
  distributeOrder,
  lotteryTicket,
  runAllotment,
  runDistribution,
  runListing,
  seedHashOf,
  settleAllotment,
} from '../../src/modules/subscription/index';
import { marketRuntimeOf } from '../../src/modules/market/index';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  buy,
  createProject,
  expectSubscriptionInvariants,
  openWindow,
  projectBody,
  runJobsAt,
  spotBalance,
  subGet,
  subscriber,
} from './subscription-fixtures';

/*
 * The jobs (allotment, distribution, listing) as given/when/then on a ManualClock: each is idempotent per (project,
 * user) — a repeat of the job or of one order's step moves nothing —, the lottery is the published one (seed hash
 * before, seed after, tickets anyone can recompute), listing makes a spot pair priced only by the source. Then the
 * staff routes: create, terms locked once the window opened, pause, every change audited, bad input refused.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await staffLogin(t)).token;
});
afterAll(async () => {
  await expectSubscriptionInvariants(t.context.db);
  await t.close();
});

const transferCount = async (no: string) => {
  const [row] = await queryRows<{ count: number }>(
    t.context.db,
    sql`select count(*)::int as count from ledger_transfers where id like ${`subscription:${no}:%`}`,
  );
  return row?.count ?? 0;
};

describe('IEO over-subscribed 2×', () => {
  let project: SubscriptionProject;
  const orders: { order: SubscriptionOrder; userId: number; token: string }[] = [];

  it('given two commitments of 800 and 1,200 on a supply of 1,000 at 0.5', async () => {
    project = await createProject(t, staff);
    openWindow(t, project);
    for (const quantity of ['800', '1000']) {
      const user = await subscriber(t, '1000');
      const committed = await buy(t, user.token, 'order/buy', {
        projectId: project.id,
        quantity,
        price: '0.5',
      });
      expect(committed.status).toBe(200);
      orders.push({ order: committed.data, userId: user.userId, token: user.token });
    }
  });

  it('when the window closes, the job allots pro rata (400 and 500 of 1,000... Σ 1,800 requested) and refunds the rest', async () => {
    await runJobsAt(t, project.endAt);
    const [first, second] = orders;
    // 800 × 1000 / 1800 = 444.44…, 1000 × 1000 / 1800 = 555.55… → floors at 2 decimals.
    const a = await subGet<SubscriptionOrder>(t, 'order/detail', {
      token: first!.token,
      query: { id: first!.order.id },
    });
    expect(a.data).toMatchObject({
      status: 1,
      allottedQuantity: '444.44',
      allottedAmount: '222.22',
      refundAmount: '177.78',
    });
    const b = await subGet<SubscriptionOrder>(t, 'order/detail', {
      token: second!.token,
      query: { id: second!.order.id },
    });
    expect(b.data).toMatchObject({
      allottedQuantity: '555.55',
      allottedAmount: '277.775',
      refundAmount: '222.225',
    });
    expect(await spotBalance(t.context.db, first!.userId)).toEqual({ available: '777.78', frozen: '0' });
    expect(await spotBalance(t.context.db, second!.userId)).toEqual({ available: '722.225', frozen: '0' });
    const shown = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: project.id } });
    expect(shown.data).toMatchObject({
      phase: 'allotted',
      requestedQuantity: '1800',
      allottedQuantity: '999.99',
    });
  });

  it('a repeat of the job, of the close or of one order’s allotment moves nothing', async () => {
    const before = await transferCount(orders[0]!.order.no);
    expect(await closeProject(t.context, project.id)).toBe(false);
    expect(await runAllotment(t.context)).toEqual({ closed: 0, settled: 0, failed: 0 });
    expect(await settleAllotment(t.context, orders[0]!.order.id, orders[0]!.userId)).toBe(false);
    expect(await transferCount(orders[0]!.order.no)).toBe(before);
    expect(await spotBalance(t.context.db, orders[0]!.userId)).toEqual({ available: '777.78', frozen: '0' });
  });

  it('before the distribution time no tokens move; at it, each user gets their allotment once', async () => {
    expect(await runDistribution(t.context)).toEqual({ distributed: 0, failed: 0 });
    await runJobsAt(t, project.distributeAt);
    expect((await spotBalance(t.context.db, orders[0]!.userId, project.symbol)).available).toBe('444.44');
    expect((await spotBalance(t.context.db, orders[1]!.userId, project.symbol)).available).toBe('555.55');
    expect(await distributeOrder(t.context, orders[0]!.order.id, orders[0]!.userId, project.symbol)).toBe(
      false,
    );
    expect(await runDistribution(t.context)).toEqual({ distributed: 0, failed: 0 });
    expect((await spotBalance(t.context.db, orders[0]!.userId, project.symbol)).available).toBe('444.44');
    const order = await subGet<SubscriptionOrder>(t, 'order/detail', {
      token: orders[0]!.token,
      query: { id: orders[0]!.order.id },
    });
    expect(order.data.status).toBe(2);
    expect(order.data.distributedAt).toBe(t.clock.nowMs());
  });

  it('at the listing time the token becomes a spot pair with no staff price: unpriced until the source gives one', async () => {
    await runJobsAt(t, project.listAt);
    const shown = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: project.id } });
    expect(shown.data).toMatchObject({ phase: 'listed', listedSymbol: `${project.symbol}USDT` });
    const runtime = marketRuntimeOf(t.context);
    const instrument = runtime?.catalogue.findListed(InstrumentType.coin, `${project.symbol}USDT`);
    expect(instrument).toMatchObject({ baseAsset: project.symbol, quoteAsset: 'USDT', isListed: true });
    // The feed is off in tests: no quote, so the pair has no price (the source is the only one that can give it).
    expect(runtime?.quotes.get(`${project.symbol}USDT`, InstrumentType.coin)).toBeUndefined();
    expect(await runListing(t.context)).toEqual({ listed: 0 });
  });
});

describe('IPO lottery', () => {
  it('publishes the seed hash before, reveals the seed at close, and allots by recomputable tickets', async () => {
    staff = (await staffLogin(t)).token;
    const project = await createProject(t, staff, {
      kind: 2,
      rule: 3,
      price: '1',
      totalSupply: '100',
      precision: 0,
      minPerUser: '10',
      maxPerUser: '60',
    });
    expect(project.seed).toBeNull();
    openWindow(t, project);
    const users = [];
    for (let index = 0; index < 4; index += 1) {
      const user = await subscriber(t, '100');
      const requested = await buy(t, user.token, 'ipo/ration-buy', {
        projectId: project.id,
        quantity: '40',
        price: '1',
      });
      expect(requested.status).toBe(200);
      users.push({ ...user, orderId: requested.data.id });
    }
    await runJobsAt(t, project.endAt);
    const shown = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: project.id } });
    const seed = shown.data.seed as string;
    expect(seedHashOf(seed)).toBe(project.seedHash);
    const ranked = users
      .map((user) => ({ ...user, ticket: lotteryTicket(project.id, user.userId, seed) }))
      .sort((a, b) => (a.ticket < b.ticket ? -1 : 1));
    const expected = ['40', '40', '20', '0'];
    for (const [index, user] of ranked.entries()) {
      const order = await subGet<SubscriptionOrder>(t, 'order/detail', {
        token: user.token,
        query: { id: user.orderId },
      });
      expect(order.data).toMatchObject({ ticket: user.ticket, allottedQuantity: expected[index] });
      expect(order.data.status).toBe(expected[index] === '0' ? 3 : 1);
      expect((await spotBalance(t.context.db, user.userId)).available).toBe(
        String(100 - Number(expected[index])),
      );
    }
  });
});

describe('staff', () => {
  it('creates a project, audited; refuses bad terms naming the field, nothing created', async () => {
    const created = await createProject(t, staff, { name: 'Audited' });
    const [audit] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.target, `subscription:project:${created.id}`), eq(staffAuditLog.status, 200)),
      )
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit?.action).toBe('POST /subscription/projects');
    // A change of terms is audited with what it was before.
    staff = (await staffLogin(t)).token;
    expect(audit?.after).toMatchObject({ name: 'Audited', price: '0.5' });
    const cases: [Record<string, unknown>, string, number][] = [
      [{ kind: 6, rule: 2 }, 'rule', 400],
      [{ price: '0' }, 'price', 400],
      [{ totalSupply: '10.001' }, 'totalSupply', 400],
      [{ maxPerUser: '5', minPerUser: '10' }, 'maxPerUser', 400],
      [{ endAt: 1 }, 'endAt', 400],
      [{ logo: 'javascript:alert(1)' }, 'logo', 400],
      [{ symbol: 'a b' }, 'symbol', 400],
      [{ symbol: 'BTC' }, 'symbol', 409],
      [{ symbol: created.symbol }, 'symbol', 409],
      [{ startAt: t.clock.nowMs() - 1000, endAt: t.clock.nowMs() + 60_000 }, 'startAt', 409],
    ];
    const [before] = await queryRows<{ count: number }>(
      t.context.db,
      sql`select count(*)::int as count from subscription_projects`,
    );
    for (const [overrides, field, status] of cases) {
      const answer = await adminCall(t, 'POST', 'subscription/projects', staff, {
        body: projectBody(t, overrides),
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(status);
      expect(answer.body).toMatchObject({ data: { field } });
    }
    const [after] = await queryRows<{ count: number }>(
      t.context.db,
      sql`select count(*)::int as count from subscription_projects`,
    );
    expect(after?.count).toBe(before?.count);
  });

  it('changes terms before the window, never after it opened (409 naming id)', async () => {
    staff = (await staffLogin(t)).token;
    const project = await createProject(t, staff);
    const changed = await adminCall<SubscriptionProject>(t, 'PUT', 'subscription/projects/update', staff, {
      body: {
        id: project.id,
        ...projectBody(t, {
          symbol: project.symbol,
          price: '0.6',
          startAt: project.startAt,
          endAt: project.endAt,
        }),
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.data.price).toBe('0.6');
    openWindow(t, project);
    const locked = await adminCall(t, 'PUT', 'subscription/projects/update', staff, {
      body: { id: project.id, ...projectBody(t, { symbol: project.symbol, price: '0.1' }) },
    });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ data: { field: 'id' } });
    const shown = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: project.id } });
    expect(shown.data.price).toBe('0.6');
    const missing = await adminCall(t, 'PUT', 'subscription/projects/pause', staff, {
      body: { id: 999_999, isPaused: true },
    });
    expect(missing.status).toBe(404);
    const bad = await adminCall(t, 'PUT', 'subscription/projects/pause', staff, {
      body: { id: project.id, isPaused: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: { field: 'isPaused' } });
  });

  it('pages every project for staff, and refuses an app token', async () => {
    staff = (await staffLogin(t)).token;
    const page = await adminCall<{ list: SubscriptionProject[]; total: number }>(
      t,
      'GET',
      'subscription/projects',
      staff,
    );
    expect(page.status).toBe(200);
    expect(page.data.total).toBeGreaterThan(2);
    const user = await subscriber(t, '0');
    const refused = await adminCall(t, 'GET', 'subscription/projects', user.token);
    expect(refused.status).toBe(403);
  });
});

describe('the staff user view and account deletion', () => {
  it('counts the user’s unfinished subscription orders; deletion waits until they are distributed', async () => {
    staff = (await staffLogin(t)).token;
    const project = await createProject(t, staff);
    openWindow(t, project);
    const user = await subscriber(t, '1000');
    expect(
      (await buy(t, user.token, 'order/buy', { projectId: project.id, quantity: '100', price: '0.5' }))
        .status,
    ).toBe(200);
    const view = await adminCall<{ openSubscriptionCount: number }>(t, 'GET', 'user/get', staff, {
      query: { id: user.userId },
    });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.data.openSubscriptionCount).toBe(1);
    const refused = await adminCall(t, 'POST', 'user/delete', staff, {
      body: { id: user.userId, remark: 'closing the account' },
    });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('1 unfinished subscription order');
    await runJobsAt(t, project.endAt);
    await runJobsAt(t, project.distributeAt);
    staff = (await staffLogin(t)).token;
    const after = await adminCall<{ openSubscriptionCount: number }>(t, 'GET', 'user/get', staff, {
      query: { id: user.userId },
    });
    expect(after.data.openSubscriptionCount).toBe(0);
  });
});

describe('IPO first come', () => {
  it('a one-click buy is allotted at once; the close changes nothing; the tokens arrive at the distribution time', async () => {
    staff = (await staffLogin(t)).token;
    const project = await createProject(t, staff, {
      kind: 2,
      rule: 2,
      price: '3',
      precision: 0,
      totalSupply: '50',
      minPerUser: '1',
      maxPerUser: '20',
    });
    openWindow(t, project);
    const user = await subscriber(t, '100');
    const bought = await buy(t, user.token, 'ipo/one-click-buy', {
      projectId: project.id,
      quantity: '20',
      price: '3',
    });
    expect(bought.data).toMatchObject({ status: 1, allottedQuantity: '20', refundAmount: '0' });
    await runJobsAt(t, project.endAt);
    const closed = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: project.id } });
    expect(closed.data).toMatchObject({ phase: 'allotted', requestedQuantity: '20', allottedQuantity: '20' });
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '40', frozen: '0' });
    await runJobsAt(t, project.distributeAt);
    expect((await spotBalance(t.context.db, user.userId, project.symbol)).available).toBe('20');
  });
});
