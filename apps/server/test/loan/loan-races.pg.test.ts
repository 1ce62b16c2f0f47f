import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrueInterest } from '../../src/modules/loan/loan-jobs';
import { liquidateLoan } from '../../src/modules/loan/liquidate-loan';
import { fund } from '../ledger/ledger-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { balancesOf, borrow, borrower, expectLoanInvariants, loanCall, setPrice } from './loan-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setPrice(t, 'BTC', '60000');
});
afterAll(async () => {
  await expectLoanInvariants(t.context.db);
  await t.close();
});

describe('repay vs liquidation (PostgreSQL)', () => {
  it.each(Array.from({ length: 6 }, (_, index) => index))(
    'round %i: a whole repayment and a liquidation at once — one winner, money conserved',
    async () => {
      const user = await borrower(t);
      const loan = (await borrow(t, user.token)).data;
      await fund(t.context.db, user.userId, '1');
      await setPrice(t, 'BTC', '33000');
      const [repay, liquidated] = await Promise.all([
        loanCall(t, user.token, 'POST', `repay/${loan.id}`, { body: { amount: '30000.285' } }),
        liquidateLoan(t.context, loan.id, user.userId),
      ]);
      const balances = await balancesOf(t.context.db, user.userId);
      if (repay.status === 200) {
        expect(liquidated).toBeNull();
        expect(balances).toEqual({ 'spot:BTC': '1', 'spot:USDT': '0.715' });
      } else {
        expect(repay.status, JSON.stringify(repay.body)).toBe(409);
        expect(liquidated?.status).toBe(2);
        expect(balances).toEqual({ 'spot:BTC': '0.07271845', 'spot:USDT': '30001' });
      }
      await setPrice(t, 'BTC', '60000');
      await expectLoanInvariants(t.context.db);
    },
  );

  it('concurrent accrual runs, repayments and collateral additions: interest once per hour, balances whole', async () => {
    const user = await borrower(t, { BTC: '3', USDT: '100' });
    const loan = (await borrow(t, user.token)).data;
    t.clock.advance(2 * 3_600_000);
    await setPrice(t, 'BTC', '60000');
    await Promise.all([
      accrueInterest(t.context),
      accrueInterest(t.context),
      loanCall(t, user.token, 'POST', `repay/${loan.id}`, { body: { amount: '10' } }),
      loanCall(t, user.token, 'POST', `add-collateral/${loan.id}`, { body: { amount: '0.5' } }),
      accrueInterest(t.context),
    ]);
    await expectLoanInvariants(t.context.db);
  });
});
