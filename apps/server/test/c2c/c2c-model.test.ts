import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2cOrderStatus, type C2cAd, type C2cOrder } from '@exchange/contracts';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { advance, freshToken } from '../loan/loan-fixtures';
import { propertyOptions } from '../support/property';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  c2cCall,
  c2cMultipart,
  expectC2cInvariants,
  merchant,
  person,
  postAd,
  spot,
  type Person,
} from './c2c-fixtures';

/*
 * The C2C order state machine against a naive model: random orders on one sell ad by two buyers, marks paid, releases,
 * cancels, appeals, staff decisions, the window running out, pauses and the ad closing. The model keeps each order's
 * state and the coin in plain numbers; after every step the server must agree on what it accepted, every order's
 * state, the ad's remaining amount and every balance. Ends with the module's invariants and the ledger auditor.
 */
const MINUTE = 60_000;
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await staffLogin(t)).token;
});
afterAll(async () => {
  await expectC2cInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

interface ModelOrder {
  id: number;
  buyer: number;
  amount: BigNumber;
  status: number;
  /** How it ended (the server's `ending`), null while open. */
  ending: string | null;
  deadline: number;
  methodId: number;
}

const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      buyer: fc.nat(1),
      fiat: fc.integer({ min: 5, max: 400 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('paid' as const), which: fc.nat(7) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('release' as const), which: fc.nat(7) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), which: fc.nat(7) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('appeal' as const), which: fc.nat(7), bySeller: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('decide' as const), which: fc.nat(7), release: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('minutes' as const), minutes: fc.integer({ min: 1, max: 12 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pause' as const), online: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
);

const TOTAL = new BigNumber(1000);
const OPEN = [C2cOrderStatus.unpaid, C2cOrderStatus.paid, C2cOrderStatus.appealing] as number[];

describe('model test', () => {
  it('orders, steps, timeouts and closes leave the server where the model is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 18 }), async (commands) => {
        const maker = await merchant(t, { USDT: TOTAL.toFixed() });
        const ad = await postAd(t, maker, {
          totalAmount: TOTAL.toFixed(),
          fixedPrice: '1',
          minOrderFiat: '5',
          maxOrderFiat: '400',
          paymentWindowMinutes: 15,
        });
        const buyers = [await person(t), await person(t)];
        let people: Person[] = [maker, ...buyers];
        let remaining = TOTAL;
        let adStatus = 1;
        let staffMinutes = 0;
        staffToken = (await staffLogin(t)).token;
        const orders: ModelOrder[] = [];
        const received = [new BigNumber(0), new BigNumber(0)];
        let makerAvailable = new BigNumber(0);
        const tokenOf = (userId: number) => people.find((one) => one.userId === userId)!.token;
        const returnToAd = (order: ModelOrder) => {
          if (adStatus !== -1) remaining = remaining.plus(order.amount);
          else makerAvailable = makerAvailable.plus(order.amount);
        };
        const expire = () => {
          for (const order of orders)
            if (order.status === C2cOrderStatus.unpaid && order.deadline <= t.clock.nowMs()) {
              order.status = C2cOrderStatus.cancelled;
              order.ending = 'timeout';
              returnToAd(order);
            }
        };
        for (const step of commands) {
          const order = 'which' in step ? orders[step.which % Math.max(orders.length, 1)] : undefined;
          if (step.kind === 'open') {
            const amount = new BigNumber(step.fiat);
            const result = await c2cCall<C2cOrder>(t, buyers[step.buyer]!.token, 'POST', 'orders', {
              body: { adId: ad.id, fiatAmount: String(step.fiat), price: '1' },
            });
            const isAccepted = adStatus === 1 && amount.isLessThanOrEqualTo(remaining);
            expect(result.status, result.msg).toBe(isAccepted ? 200 : 409);
            if (isAccepted) {
              remaining = remaining.minus(amount);
              orders.push({
                id: result.data.id,
                buyer: step.buyer,
                amount,
                status: 1,
                ending: null,
                deadline: result.data.payDeadline,
                methodId: maker.methodId,
              });
            }
          } else if (step.kind === 'paid' && order) {
            const result = await c2cMultipart(t, buyers[order.buyer]!.token, `orders/${order.id}/paid`, [
              { name: 'paymentMethodId', value: String(order.methodId) },
            ]);
            const isAccepted = order.status === C2cOrderStatus.unpaid && order.deadline > t.clock.nowMs();
            expect(result.status).toBe(isAccepted ? 200 : 409);
            if (isAccepted) order.status = C2cOrderStatus.paid;
          } else if (step.kind === 'release' && order) {
            const result = await c2cCall(t, maker.token, 'POST', `orders/${order.id}/release`, { key: null });
            // A repeat of the seller's own release answers with the order; anything else ended is refused.
            const isFirst = order.status === C2cOrderStatus.paid || order.status === C2cOrderStatus.appealing;
            const isRepeat = order.ending === 'seller_released';
            expect(result.status).toBe(isFirst || isRepeat ? 200 : 409);
            if (isFirst) {
              order.status = C2cOrderStatus.released;
              order.ending = 'seller_released';
              received[order.buyer] = received[order.buyer]!.plus(order.amount);
            }
          } else if (step.kind === 'cancel' && order) {
            const result = await c2cCall(t, buyers[order.buyer]!.token, 'POST', `orders/${order.id}/cancel`, {
              key: null,
            });
            // A repeat of the buyer's own cancel answers with the order; anything else ended is refused.
            const isFirst = order.status === C2cOrderStatus.unpaid;
            const isRepeat = order.ending === 'buyer_cancelled';
            expect(result.status).toBe(isFirst || isRepeat ? 200 : 409);
            if (isFirst) {
              order.status = C2cOrderStatus.cancelled;
              order.ending = 'buyer_cancelled';
              returnToAd(order);
            }
          } else if (step.kind === 'appeal' && order) {
            const token = step.bySeller ? maker.token : buyers[order.buyer]!.token;
            const result = await c2cMultipart(t, token, `orders/${order.id}/appeal`, [
              { name: 'reason', value: 'Please check the transfer' },
            ]);
            const isAccepted = order.status === C2cOrderStatus.paid;
            expect(result.status).toBe(isAccepted ? 200 : 409);
            if (isAccepted) order.status = C2cOrderStatus.appealing;
          } else if (step.kind === 'decide' && order) {
            const result = await adminCall(t, 'POST', `c2c/orders/${order.id}/decide`, staffToken, {
              body: { decision: step.release ? 'release' : 'return', remark: 'Decided on the evidence' },
            });
            const isAccepted = order.status === C2cOrderStatus.appealing;
            expect(result.status).toBe(isAccepted ? 200 : 409);
            if (isAccepted && step.release) {
              order.status = C2cOrderStatus.released;
              order.ending = 'appeal_released';
              received[order.buyer] = received[order.buyer]!.plus(order.amount);
            } else if (isAccepted) {
              order.status = C2cOrderStatus.cancelled;
              order.ending = 'appeal_returned';
              makerAvailable = makerAvailable.plus(order.amount);
            }
          } else if (step.kind === 'minutes') {
            await advance(t, step.minutes * MINUTE);
            expire();
            staffMinutes += step.minutes;
            if (staffMinutes > 10) {
              staffToken = (await staffLogin(t)).token;
              staffMinutes = 0;
            }
            people = await Promise.all(
              people.map(async (one) => ({ ...one, token: await freshToken(t, one) })),
            );
            maker.token = tokenOf(maker.userId);
            for (const [index, buyer] of buyers.entries())
              buyers[index] = { ...buyer, token: tokenOf(buyer.userId) };
          } else if (step.kind === 'pause') {
            const result = await c2cCall(t, maker.token, 'POST', `ads/${ad.id}/state`, {
              body: { action: step.online ? 'online' : 'offline' },
            });
            expect(result.status).toBe(adStatus === -1 ? 409 : 200);
            if (adStatus !== -1) adStatus = step.online ? 1 : 0;
          } else if (step.kind === 'close') {
            const result = await c2cCall(t, maker.token, 'POST', `ads/${ad.id}/state`, {
              body: { action: 'close' },
            });
            expect(result.status).toBe(adStatus === -1 ? 409 : 200);
            if (adStatus !== -1) {
              makerAvailable = makerAvailable.plus(remaining);
              remaining = new BigNumber(0);
              adStatus = -1;
            }
          }
          const mine = await c2cCall<C2cAd[]>(t, maker.token, 'GET', 'ads/mine');
          expect([mine.data[0]!.remainingAmount, mine.data[0]!.status]).toEqual([
            remaining.toFixed(),
            adStatus,
          ]);
          const held = orders
            .filter((one) => OPEN.includes(one.status))
            .reduce((sum, one) => sum.plus(one.amount), new BigNumber(0));
          expect(await spot(t.context.db, maker.userId)).toEqual({
            available: makerAvailable.toFixed(),
            frozen: remaining.plus(held).toFixed(),
          });
          for (const [index, buyer] of buyers.entries())
            expect((await spot(t.context.db, buyer.userId)).available).toBe(received[index]!.toFixed());
          for (const one of orders) {
            const view = await c2cCall<C2cOrder>(t, tokenOf(maker.userId), 'GET', `orders/${one.id}`);
            expect([view.data.status, view.data.ending], `order ${one.id}`).toEqual([one.status, one.ending]);
          }
        }
      }),
      propertyOptions(25),
    );
  }, 300_000);
});
