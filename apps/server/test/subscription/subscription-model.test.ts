import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOrder, SubscriptionProject } from '@exchange/contracts';
import { allotLottery, allotProRata } from '../../src/modules/subscription/index';
import { getOrder } from '../../src/modules/subscription/subscription-reads';
import { propertyOptions } from '../support/property';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  buy,
  createProject,
  expectSubscriptionInvariants,
  openWindow,
  runJobsAt,
  spotBalance,
  subGet,
  subscriber,
} from './subscription-fixtures';

/*
 * The allotment rules as properties (fast-check prints its seed on a failure; FC_SEED=<seed> repeats it): Σ allotted
 * never exceeds the supply, nobody gets more than asked, an under-subscribed project allots everyone in full. Then the
 * whole IEO path against a model: random commitments, the close, allotment, distribution and listing by the jobs; each
 * user's USDT and tokens are what the model says. The file ends with the module's invariants and the ledger auditor.
 */

const requestsArbitrary = fc.array(
  fc.record({
    units: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    userId: fc.integer({ min: 1, max: 1_000_000 }),
  }),
  { minLength: 0, maxLength: 40 },
);

const asRequests = (rows: { units: bigint; userId: number }[], precision: number) =>
  rows.map((row, index) => ({
    orderId: index + 1,
    userId: row.userId,
    quantity: new BigNumber(row.units.toString()).shiftedBy(-precision).toFixed(),
  }));

describe('the allotment rules', () => {
  it('pro rata: Σ ≤ supply, each ≤ requested, each the exact floor of requested × supply / Σ', () => {
    fc.assert(
      fc.property(
        requestsArbitrary,
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 8 }),
        (rows, supplyUnits, precision) => {
          const requests = asRequests(rows, precision);
          const supply = new BigNumber(supplyUnits.toString()).shiftedBy(-precision);
          const allotted = allotProRata(requests, supply.toFixed(), precision);
          const total = requests.reduce((sum, request) => sum.plus(request.quantity), new BigNumber(0));
          let sum = new BigNumber(0);
          for (const request of requests) {
            const got = new BigNumber(allotted.get(request.orderId) ?? 'NaN');
            expect(got.isLessThanOrEqualTo(request.quantity)).toBe(true);
            expect(got.isGreaterThanOrEqualTo(0)).toBe(true);
            const exact = total.isLessThanOrEqualTo(supply)
              ? new BigNumber(request.quantity)
              : new BigNumber(request.quantity).times(supply).div(total);
            // The floor to the precision: within one smallest unit below the exact share, never above it.
            expect(got.isLessThanOrEqualTo(exact)).toBe(true);
            expect(exact.minus(got).isLessThan(new BigNumber(1).shiftedBy(-precision))).toBe(true);
            sum = sum.plus(got);
          }
          expect(sum.isLessThanOrEqualTo(supply)).toBe(true);
        },
      ),
      propertyOptions(300),
    );
  });

  it('lottery: Σ = min(supply, Σ requested), each ≤ requested, winners in ticket order', () => {
    fc.assert(
      fc.property(
        requestsArbitrary,
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 8 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        (rows, supplyUnits, precision, seed) => {
          const requests = asRequests(rows, precision);
          const supply = new BigNumber(supplyUnits.toString()).shiftedBy(-precision);
          const allotted = allotLottery(requests, supply.toFixed(), precision, 7, seed);
          const total = requests.reduce((sum, request) => sum.plus(request.quantity), new BigNumber(0));
          const ranked = [...requests].sort((a, b) => {
            const ta = allotted.get(a.orderId)?.ticket ?? '';
            const tb = allotted.get(b.orderId)?.ticket ?? '';
            return ta === tb ? a.orderId - b.orderId : ta < tb ? -1 : 1;
          });
          let left = supply;
          let sum = new BigNumber(0);
          for (const request of ranked) {
            const got = new BigNumber(allotted.get(request.orderId)?.quantity ?? 'NaN');
            expect(got.toFixed()).toBe(BigNumber.min(left, request.quantity).toFixed());
            left = left.minus(got);
            sum = sum.plus(got);
          }
          expect(sum.toFixed()).toBe(BigNumber.min(supply, total).toFixed());
        },
      ),
      propertyOptions(300),
    );
  });
});

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

describe('the IEO path against a model', () => {
  it('allots, refunds, distributes and lists exactly as the published rule says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 10, max: 500 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 50, max: 1500 }),
        async (quantities, supply) => {
          // Each run moves the clock half an hour on: a fresh staff session each time.
          staff = (await staffLogin(t)).token;
          const project: SubscriptionProject = await createProject(t, staff, {
            price: '0.3',
            totalSupply: String(supply),
            precision: 1,
            minPerUser: '10',
            maxPerUser: String(Math.min(500, supply)),
          });
          openWindow(t, project);
          const users = [];
          for (const quantity of quantities) {
            const user = await subscriber(t, '1000');
            const wanted = Math.min(quantity, Math.min(500, supply));
            const committed = await buy(t, user.token, 'order/buy', {
              projectId: project.id,
              quantity: String(wanted),
              price: '0.3',
            });
            expect(committed.status, JSON.stringify(committed.body)).toBe(200);
            users.push({ ...user, quantity: wanted, orderId: committed.data.id });
          }
          await runJobsAt(t, project.endAt);
          await runJobsAt(t, project.distributeAt);
          await runJobsAt(t, project.listAt);

          const total = users.reduce((sum, user) => sum + user.quantity, 0);
          for (const user of users) {
            // Model: in tenths of a token, floor(q × S / Σ) when over-subscribed.
            const tenths =
              total <= supply
                ? user.quantity * 10
                : Math.floor((user.quantity * 10 * supply * 10) / (total * 10));
            const allotted = new BigNumber(tenths).div(10);
            const cost = allotted.times('0.3');
            // Read in-process: the user's session has expired by the listing time.
            const order: SubscriptionOrder = await getOrder(
              t.context,
              { userId: user.userId, sessionId: 'test', userKind: 1 },
              { id: user.orderId },
            );
            expect(order).toMatchObject({
              status: allotted.isZero() ? 3 : 2,
              allottedQuantity: allotted.toFixed(),
              allottedAmount: cost.toFixed(),
              refundAmount: new BigNumber(user.quantity).times('0.3').minus(cost).toFixed(),
            });
            expect(await spotBalance(t.context.db, user.userId)).toEqual({
              available: new BigNumber(1000).minus(cost).toFixed(),
              frozen: '0',
            });
            expect((await spotBalance(t.context.db, user.userId, project.symbol)).available).toBe(
              allotted.toFixed(),
            );
          }
          const shown = await subGet<SubscriptionProject>(t, 'ieo/get', { query: { id: project.id } });
          expect(shown.data).toMatchObject({
            phase: 'listed',
            requestedQuantity: String(total),
            listedSymbol: `${project.symbol}USDT`,
          });
          expect(new BigNumber(shown.data.allottedQuantity ?? 'NaN').isLessThanOrEqualTo(supply)).toBe(true);
        },
      ),
      propertyOptions(8),
    );
  }, 300_000);
});
