import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoanEventKind, LoanLiquidationReason, type Loan, type LoanEvent } from '@exchange/contracts';
import { LOAN_OVERDUE_GRACE_HOURS } from '@exchange/domain';
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
 * Loans past their term: due `termDays` after the borrow, overdue after that and still accruing hourly, liquidated by
 * `loan.watch` once the 72-hour grace has run out — at the live price, with the liquidation fee, the same ledger legs
 * as an LTV liquidation, exactly once, recorded as an overdue liquidation. No live price: it waits. Repaid during the
 * grace: closed as any repayment. The clock is the injected one; ends with the ledger auditor.
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

/** Moves the clock forward to `atMs` (the price left as it was: stale once the clock moved far enough). */
const moveTo = (atMs: number) => t.clock.advance(atMs - t.clock.nowMs());

/** Moves the clock to `atMs`, re-publishes the BTC price (live again), accrues interest, then runs every due job. */
const runJobsAt = async (atMs: number) => {
  moveTo(atMs);
  await setPrice(t, 'BTC', '60000');
  await accrueInterest(t.context);
  return t.context.scheduler.runDue();
};

const loanRow = async (id: number) => {
  const [row] = await queryRows<{ status: number; reason: number | null; accrued: string }>(
    t.context.db,
    sql`select status, liquidation_reason as reason, trim_scale(accrued_interest)::text as accrued
          from loans where id = ${id}`,
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

const legsOf = (no: string) =>
  queryRows<{ id: string; type: number; amount: string }>(
    t.context.db,
    sql`select id, business_type as type, trim_scale(amount)::text as amount from ledger_transfers
         where ref = ${`loan:${no}`} and business_type in (1233, 1234, 1231) order by business_type`,
  );

describe('a loan past its term', () => {
  it('is liquidated by loan.watch when the grace ends, not an hour before, exactly once, as overdue', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token, borrowBody({ termDays: 7 }))).data;
    expect(loan.dueAt).toBe(loan.borrowedAt + 7 * 24 * HOUR);
    expect(loan.overdueLiquidationAt).toBe(loan.dueAt + LOAN_OVERDUE_GRACE_HOURS * HOUR);

    // Given an hour before the grace ends: overdue, still open, interest accrued for every hour (240 × 0.285).
    const before = await runJobsAt(loan.overdueLiquidationAt - HOUR);
    expect(before.find((run) => run.key === 'loan.watch')?.result).toBeDefined();
    expect(await loanRow(loan.id)).toEqual({ status: 0, reason: null, accrued: '68.4' });

    // When the grace ends: one more hour of interest (debt 30068.685), then the watch liquidates at 60000.
    await runJobsAt(loan.overdueLiquidationAt);
    expect(await loanRow(loan.id)).toEqual({
      status: 2,
      reason: LoanLiquidationReason.overdue,
      accrued: '0',
    });
    // Debt 30068.685 / 60000 → 0.50114475 BTC; the 2 % fee 601.3737 / 60000 → 0.0100229 BTC; the rest back.
    expect(await legsOf(loan.no)).toEqual([
      { id: `loan:${loan.no}:liquidation-return`, type: 1231, amount: '0.48883235' },
      { id: `loan:${loan.no}:liquidation`, type: 1233, amount: '0.50114475' },
      { id: `loan:${loan.no}:liquidation-fee`, type: 1234, amount: '0.0100229' },
    ]);
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      'spot:USDT': '30000',
      'spot:BTC': '0.48883235',
    });

    // Then: a second watch, a direct re-run and the next second's jobs change nothing.
    await watchLoans(t.context);
    expect(await liquidateLoan(t.context, loan.id, user.userId)).toBeNull();
    await runJobsAt(t.clock.nowMs() + 1000);
    expect(await eventCount(loan.id, LoanEventKind.overdueLiquidation)).toBe(1);
    expect(await eventCount(loan.id, LoanEventKind.liquidation)).toBe(0);
    expect(await legsOf(loan.no)).toHaveLength(3);

    // The API shows why: the closed loan's liquidation reason and the log's overdue-liquidation row.
    const token = await freshToken(t, user);
    const closed = await loanCall<{ list: Loan[] }>(t, token, 'GET', 'page', {
      key: null,
      query: { scope: 'closed' },
    });
    expect(closed.data.list.find((row) => row.id === loan.id)).toMatchObject({
      status: 2,
      overdueLiquidationAt: loan.overdueLiquidationAt,
      liquidation: {
        reason: LoanLiquidationReason.overdue,
        price: '60000',
        soldCollateral: '0.50114475',
        feeCollateral: '0.0100229',
        returnedCollateral: '0.48883235',
        shortfall: '0',
      },
    });
    const log = await loanCall<{ list: LoanEvent[] }>(t, token, 'GET', 'log', {
      key: null,
      query: { loanId: loan.id },
    });
    expect(log.data.list[0]).toMatchObject({
      kind: LoanEventKind.overdueLiquidation,
      coin: 'BTC',
      amount: '1',
      price: '60000',
    });
  });

  it('waits while the coin has no live price, and is liquidated once a price comes', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token, borrowBody({ termDays: 7 }))).data;
    moveTo(loan.overdueLiquidationAt + HOUR); // no price published since: stale
    await accrueInterest(t.context);
    expect(await watchLoans(t.context)).toMatchObject({ liquidated: 0, failed: 0 });
    expect(await liquidateLoan(t.context, loan.id, user.userId)).toBeNull();
    expect((await loanRow(loan.id))?.status).toBe(0);
    await setPrice(t, 'BTC', '60000');
    expect(await watchLoans(t.context)).toMatchObject({ liquidated: 1, failed: 0 });
    expect(await loanRow(loan.id)).toMatchObject({ status: 2, reason: LoanLiquidationReason.overdue });
    expect(await eventCount(loan.id, LoanEventKind.overdueLiquidation)).toBe(1);
  });

  it('repaid during the grace, it closes as any repayment and the watch leaves it alone', async () => {
    const user = await borrower(t, { BTC: '1', USDT: '100' });
    const loan = (await borrow(t, user.token, borrowBody({ termDays: 7 }))).data;
    await runJobsAt(loan.dueAt + HOUR);
    const token = await freshToken(t, user);
    const open = await loanCall<{ list: Loan[] }>(t, token, 'GET', 'page', {
      key: null,
      query: { scope: 'open' },
    });
    const overdue = open.data.list.find((row) => row.id === loan.id);
    // 170 hours of interest (the borrow hour and 169 since), still accruing past the due time.
    expect(overdue).toMatchObject({
      status: 0,
      debt: '30048.45',
      overdueLiquidationAt: loan.overdueLiquidationAt,
    });
    const repaid = await loanCall(t, token, 'POST', `repay/${loan.id}`, { body: { amount: overdue?.debt } });
    expect(repaid.status).toBe(200);
    expect(repaid.data).toMatchObject({ status: 1, liquidation: null });
    await runJobsAt(loan.overdueLiquidationAt + HOUR);
    expect(await loanRow(loan.id)).toEqual({ status: 1, reason: null, accrued: '0' });
    expect(await eventCount(loan.id, LoanEventKind.overdueLiquidation)).toBe(0);
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      'spot:USDT': '51.55',
      'spot:BTC': '1',
    });
  });
});
