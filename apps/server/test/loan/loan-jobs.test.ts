import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loan } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { accrueInterest, watchLoans } from '../../src/modules/loan/loan-jobs';
import { liquidateLoan } from '../../src/modules/loan/liquidate-loan';
import { createTestApp, type TestApp } from '../support/test-app';
import {
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
 * The loan jobs: hourly interest exactly once per (loan, hour), caught up after a gap; the LTV watch's margin call
 * once per crossing; liquidation at the live price paying debt and fee and returning the rest, and a short collateral
 * leaving the shortfall with the house, never a negative balance. Ends with the ledger auditor.
 */
const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setPrice(t, 'BTC', '60000');
});
afterAll(async () => {
  await expectLoanInvariants(t.context.db);
  await t.close();
});

const loanRow = async (id: number) => {
  const [row] = await queryRows<{ accrued: string; total: string; called: boolean; status: number }>(
    t.context.db,
    sql`select trim_scale(accrued_interest)::text as accrued, trim_scale(total_interest)::text as total, is_margin_called as called,
               status from loans where id = ${id}`,
  );
  return row;
};
const eventCount = async (id: number, kind: number) => {
  const [row] = await queryRows<{ n: number }>(
    t.context.db,
    sql`select count(*)::int as n from loan_events where loan_id = ${id} and kind = ${kind}`,
  );
  return row?.n ?? 0;
};

describe('interest accrual', () => {
  it('adds each hour once, however often the job runs, and catches up after a gap', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token)).data;
    await accrueInterest(t.context);
    expect((await loanRow(loan.id))?.accrued).toBe('0.285');
    t.clock.advance(3 * HOUR);
    await Promise.all([accrueInterest(t.context), accrueInterest(t.context)]);
    await accrueInterest(t.context);
    // The borrow hour plus three: 4 × 0.285.
    expect(await loanRow(loan.id)).toMatchObject({ accrued: '1.14', total: '1.14' });
    expect(await eventCount(loan.id, 2)).toBe(4);
    await setPrice(t, 'BTC', '60000');
  });
});

describe('watch and liquidation', () => {
  it('margin-calls once per crossing and re-arms when the LTV falls back', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token)).data;
    await setPrice(t, 'BTC', '37000'); // LTV ≈ 0.81
    await watchLoans(t.context);
    await watchLoans(t.context);
    expect((await loanRow(loan.id))?.called).toBe(true);
    expect(await eventCount(loan.id, 6)).toBe(1);
    await setPrice(t, 'BTC', '60000');
    await watchLoans(t.context);
    expect((await loanRow(loan.id))?.called).toBe(false);
    await setPrice(t, 'BTC', '37000');
    await watchLoans(t.context);
    expect(await eventCount(loan.id, 6)).toBe(2);
    await setPrice(t, 'BTC', '60000');
    await watchLoans(t.context);
  });

  it('liquidates at the liquidation LTV: debt and fee taken at the live price, the rest back to spot', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token)).data;
    await setPrice(t, 'BTC', '33000'); // LTV ≈ 0.909
    await watchLoans(t.context);
    const token = await freshToken(t, user);
    const closed = await loanCall<{ list: Loan[] }>(t, token, 'GET', 'page', {
      key: null,
      query: { scope: 'closed' },
    });
    const done = closed.data.list.find((row) => row.id === loan.id);
    // Debt 30000.285 at 33000 → 0.90909955 BTC; fee 2 % of the debt → 0.01818200 BTC; the rest back.
    expect(done).toMatchObject({
      status: 2,
      liquidation: {
        reason: 1, // the LTV, not overdue
        price: '33000',
        soldCollateral: '0.90909955',
        feeCollateral: '0.018182',
        returnedCollateral: '0.07271845',
        shortfall: '0',
      },
    });
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      'spot:USDT': '30000',
      'spot:BTC': '0.07271845',
    });
    // A second run, or a repay after it, changes nothing.
    expect(await liquidateLoan(t.context, loan.id, user.userId)).toBeNull();
    const repay = await loanCall(t, token, 'POST', `repay/${loan.id}`, { body: { amount: '1' } });
    expect(repay.status).toBe(409);
    await setPrice(t, 'BTC', '60000');
  });

  it('a gap below the debt takes all the collateral and leaves the shortfall with the house', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token, borrowBody({ loanAmount: '39000' }))).data;
    await setPrice(t, 'BTC', '20000');
    const done = await liquidateLoan(t.context, loan.id, user.userId);
    expect(done?.liquidation).toMatchObject({
      soldCollateral: '1',
      feeCollateral: '0',
      returnedCollateral: '0',
      shortfall: '19000.3705',
    });
    expect(await balancesOf(t.context.db, user.userId)).toEqual({ 'spot:USDT': '39000' });
    await setPrice(t, 'BTC', '60000');
  });

  it('does nothing without a live price', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token)).data;
    t.clock.advance(10 * 60_000); // the price goes stale
    expect(await liquidateLoan(t.context, loan.id, user.userId)).toBeNull();
    await setPrice(t, 'BTC', '60000');
  });
});
