import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loan } from '@exchange/contracts';
import { loanHourlyInterest, loanLiquidationSplit, loanLtv } from '@exchange/domain';
import { propertyOptions } from '../support/property';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  SEEDED_RATE,
  advance,
  balancesOf,
  borrow,
  borrowBody,
  borrower,
  expectLoanInvariants,
  freshToken,
  loanCall,
  setPrice,
} from './loan-fixtures';

/*
 * Loans against a naive model: random borrows, repayments, collateral additions, price moves and hours passing. The
 * model keeps each loan's principal, interest and collateral with plain arithmetic (interest per hour, interest
 * first, liquidation at 90 % LTV at the live price) and after every step the server's loans and balances must be the
 * model's. Ends with the ledger auditor.
 */
const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLoanInvariants(t.context.db);
  await t.close();
});

interface ModelLoan {
  id: number;
  principal: BigNumber;
  interest: BigNumber;
  collateral: BigNumber;
  status: number;
}

const command = fc.oneof(
  fc.record({ kind: fc.constant('borrow' as const), amount: fc.integer({ min: 10, max: 38_000 }) }),
  fc.record({
    kind: fc.constant('repay' as const),
    which: fc.nat(5),
    amount: fc.integer({ min: 1, max: 40_000 }),
  }),
  fc.record({ kind: fc.constant('add' as const), which: fc.nat(5), tenths: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('price' as const), price: fc.integer({ min: 30_000, max: 80_000 }) }),
  fc.record({ kind: fc.constant('hours' as const), hours: fc.integer({ min: 1, max: 8 }) }),
);

describe('model test', () => {
  it('borrows, repayments, collateral, prices and hours leave the server where the model is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 16 }), async (commands) => {
        let price = new BigNumber(60_000);
        await setPrice(t, 'BTC', price.toFixed());
        const user = await borrower(t, { BTC: '10', USDT: '100000' });
        let token = user.token;
        const spot = { BTC: new BigNumber(10), USDT: new BigNumber(100_000) };
        const model: ModelLoan[] = [];
        const liquidate = () => {
          for (const loan of model) {
            if (loan.status !== 0) continue;
            const debt = loan.principal.plus(loan.interest);
            const ltv = loanLtv(debt, loan.collateral, price);
            if (ltv === null || new BigNumber(ltv).isLessThan('0.9')) continue;
            const split = loanLiquidationSplit(loan.collateral, debt, '0.02', price);
            spot.BTC = spot.BTC.plus(split.returned);
            loan.status = 2;
          }
        };
        for (const step of commands) {
          if (step.kind === 'borrow') {
            const answer = await borrow(t, token, borrowBody({ loanAmount: String(step.amount) }));
            const isOverLtv = new BigNumber(step.amount).isGreaterThan(price.times('0.65'));
            expect(answer.status, JSON.stringify(answer.body)).toBe(
              isOverLtv ? 400 : spot.BTC.isLessThan(1) ? 422 : 200,
            );
            if (answer.status !== 200) continue;
            spot.BTC = spot.BTC.minus(1);
            spot.USDT = spot.USDT.plus(step.amount);
            const first = loanHourlyInterest(step.amount, SEEDED_RATE);
            model.push({
              id: answer.data.id,
              principal: new BigNumber(step.amount),
              interest: new BigNumber(first),
              collateral: new BigNumber(1),
              status: 0,
            });
          } else if (step.kind === 'repay' || step.kind === 'add') {
            const loan = model[step.which % Math.max(1, model.length)];
            if (!loan) continue;
            const path = step.kind === 'repay' ? `repay/${loan.id}` : `add-collateral/${loan.id}`;
            const amount = step.kind === 'repay' ? String(step.amount) : String(step.tenths / 10);
            const answer = await loanCall<Loan>(t, token, 'POST', path, { body: { amount } });
            if (loan.status !== 0) {
              expect(answer.status).toBe(409);
              continue;
            }
            if (step.kind === 'repay') {
              const debt = loan.principal.plus(loan.interest);
              if (debt.isLessThan(amount)) expect(answer.status).toBe(400);
              else if (spot.USDT.isLessThan(amount)) expect(answer.status).toBe(422);
              else {
                expect(answer.status, JSON.stringify(answer.body)).toBe(200);
                const toInterest = BigNumber.min(amount, loan.interest);
                loan.interest = loan.interest.minus(toInterest);
                loan.principal = loan.principal.minus(new BigNumber(amount).minus(toInterest));
                spot.USDT = spot.USDT.minus(amount);
                if (loan.principal.isZero() && loan.interest.isZero()) {
                  loan.status = 1;
                  spot.BTC = spot.BTC.plus(loan.collateral);
                }
              }
            } else if (spot.BTC.isLessThan(amount)) expect(answer.status).toBe(422);
            else {
              expect(answer.status, JSON.stringify(answer.body)).toBe(200);
              loan.collateral = loan.collateral.plus(amount);
              spot.BTC = spot.BTC.minus(amount);
            }
          } else if (step.kind === 'price') {
            price = new BigNumber(step.price);
            await setPrice(t, 'BTC', price.toFixed());
            await advance(t, 1000);
            liquidate();
          } else {
            for (let hour = 0; hour < step.hours; hour += 1) {
              const before = Math.floor(t.clock.nowMs() / HOUR);
              t.clock.advance((before + 1) * HOUR - t.clock.nowMs() + 500);
              for (const loan of model)
                if (loan.status === 0)
                  loan.interest = loan.interest.plus(loanHourlyInterest(loan.principal, SEEDED_RATE));
              await setPrice(t, 'BTC', price.toFixed());
              await t.context.scheduler.runDue();
              liquidate();
            }
            token = await freshToken(t, user);
          }
          const page = await loanCall<{ list: Loan[] }>(t, token, 'GET', 'page', {
            key: null,
            query: { pageSize: 100, scope: 'open' },
          });
          const open = model.filter((loan) => loan.status === 0);
          expect(
            page.data.list.map((loan) => [
              loan.id,
              loan.principal,
              loan.accruedInterest,
              loan.collateralAmount,
            ]),
          ).toEqual(
            open
              .sort((a, b) => b.id - a.id)
              .map((loan) => [
                loan.id,
                loan.principal.toFixed(),
                loan.interest.toFixed(),
                loan.collateral.toFixed(),
              ]),
          );
          const balances = await balancesOf(t.context.db, user.userId);
          expect(balances['spot:BTC'] ?? '0').toBe(spot.BTC.toFixed());
          expect(balances['spot:USDT'] ?? '0').toBe(spot.USDT.toFixed());
        }
      }),
      propertyOptions(12),
    );
    // Each hour passed runs the scheduler's due jobs: a long random path takes tens of seconds on a loaded machine.
  }, 180_000);
});
