import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionProject } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { closeProject, runAllotment } from '../../src/modules/subscription/index';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  buy,
  createProject,
  expectSubscriptionInvariants,
  openWindow,
  spotBalance,
  subGet,
  subscriber,
} from './subscription-fixtures';

/*
 * Races on PostgreSQL (PGlite has one connection, so they cannot happen there): commitments racing the window's close
 * (each is either in the allotment or refused, never half), first-come buys racing for the last of the supply (never
 * more than the supply sold), and one user's concurrent commitments (one order).
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

describe('over-subscription at the window’s close (PostgreSQL)', () => {
  it('40 commitments racing the close: each is allotted or refused, Σ allotted ≤ supply, nothing half-done', async () => {
    const project: SubscriptionProject = await createProject(t, staff, {
      totalSupply: '1000',
      maxPerUser: '500',
      price: '1',
    });
    openWindow(t, project);
    const users = await Promise.all(Array.from({ length: 40 }, () => subscriber(t, '1000')));
    // Staggered a little, so some are answered, some in flight and some not yet sent when the close comes.
    const commits = users.map((user, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 4)).then(() =>
        buy(t, user.token, 'order/buy', { projectId: project.id, quantity: String(100 + index), price: '1' }),
      ),
    );
    // The close starts once ten commitments are in, while the others are in flight.
    let answered = 0;
    const closing = new Promise<boolean>((resolve, reject) => {
      for (const commit of commits)
        void commit.then(() => {
          answered += 1;
          if (answered === 10) closeProject(t.context, project.id).then(resolve, reject);
        });
    });
    const [answers, isClosed] = await Promise.all([Promise.all(commits), closing]);
    expect(isClosed).toBe(true);
    await runAllotment(t.context);

    let acceptedQuantity = new BigNumber(0);
    let accepted = 0;
    for (const [index, answer] of answers.entries()) {
      const user = users[index]!;
      if (answer.status === 200) {
        accepted += 1;
        acceptedQuantity = acceptedQuantity.plus(answer.data.quantity);
        const [order] = await queryRows<{ status: number; allotted_quantity: string | null }>(
          t.context.db,
          sql`select status, allotted_quantity::text from subscription_orders where id = ${answer.data.id}`,
        );
        expect([1, 3], `order ${answer.data.id}`).toContain(order?.status);
        expect(order?.allotted_quantity).not.toBeNull();
        expect((await spotBalance(t.context.db, user.userId)).frozen).toBe('0');
      } else {
        expect(answer.status, JSON.stringify(answer.body)).toBe(409);
        expect(answer.body).toMatchObject({ code: 1_014_000_002, data: { field: 'projectId' } });
        expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '1000', frozen: '0' });
      }
    }
    console.warn(
      `subscription close race: ${accepted} of ${answers.length} commitments made it before the close`,
    );
    const shown = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: project.id } });
    expect(shown.data.phase).toBe('allotted');
    expect(shown.data.requestedQuantity).toBe(acceptedQuantity.toFixed());
    expect(new BigNumber(shown.data.allottedQuantity ?? 'NaN').isLessThanOrEqualTo(1000)).toBe(true);
    const [late] = await Promise.all([
      buy(t, users[0]!.token, 'order/buy', { projectId: project.id, quantity: '100', price: '1' }),
    ]);
    expect(late?.status).toBe(409);
    await expectSubscriptionInvariants(t.context.db);
  });
});

describe('first come, first served (PostgreSQL)', () => {
  it('30 one-click buys of 10 racing for a supply of 100: exactly 10 fill, the rest are sold out', async () => {
    staff = (await staffLogin(t)).token;
    const project = await createProject(t, staff, {
      kind: 2,
      rule: 2,
      price: '2',
      precision: 0,
      totalSupply: '100',
      minPerUser: '1',
      maxPerUser: '10',
    });
    openWindow(t, project);
    const users = await Promise.all(Array.from({ length: 30 }, () => subscriber(t, '100')));
    const answers = await Promise.all(
      users.map((user) =>
        buy(t, user.token, 'ipo/one-click-buy', { projectId: project.id, quantity: '10', price: '2' }),
      ),
    );
    const filled = answers.filter((answer) => answer.status === 200);
    expect(filled).toHaveLength(10);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body).toMatchObject({ code: 1_014_000_007, data: { field: 'quantity' } });
    }
    const shown = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: project.id } });
    expect(shown.data.requestedQuantity).toBe('100');
    const [sold] = await queryRows<{ total: string }>(
      t.context.db,
      sql`select coalesce(sum(allotted_quantity), 0)::text as total from subscription_orders where project_id = ${project.id}`,
    );
    expect(new BigNumber(sold?.total ?? 0).toFixed()).toBe('100');
    await expectSubscriptionInvariants(t.context.db);
  });

  it('one user’s 10 concurrent commitments with different keys: one order, one hold', async () => {
    staff = (await staffLogin(t)).token;
    const project = await createProject(t, staff);
    openWindow(t, project);
    const user = await subscriber(t, '1000');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        buy(t, user.token, 'order/buy', { projectId: project.id, quantity: '100', price: '0.5' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expect(answer.body).toMatchObject({ code: 1_014_000_006, data: { field: 'projectId' } });
    expect(await spotBalance(t.context.db, user.userId)).toEqual({ available: '950', frozen: '50' });
  });
});
