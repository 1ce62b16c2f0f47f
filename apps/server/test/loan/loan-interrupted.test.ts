import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/index';
import { accrueInterest } from '../../src/modules/loan/loan-jobs';
import { liquidateLoan } from '../../src/modules/loan/liquidate-loan';
import { createTestApp, type TestApp } from '../support/test-app';
import { balancesOf, borrow, borrower, expectLoanInvariants, setPrice } from './loan-fixtures';

/*
 * A job interrupted mid-transaction (a fault injected after its guarded UPDATE and ledger moves, at its last write):
 * the transaction rolls back whole — the loan as it was, no money moved, the auditor clean — and the next run does
 * the work exactly once. (The process kill, SIGKILL of the built server mid-job: loan-crash.pg.test.ts.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setPrice(t, 'BTC', '60000');
});
afterAll(async () => {
  await expectLoanInvariants(t.context.db);
  await t.close();
});

const failEventsOfKind = async (kind: number | null) => {
  await t.context.db.execute(sql`drop trigger if exists loan_fault on loan_events`);
  if (kind === null) return;
  await t.context.db.execute(
    sql.raw(`create or replace function loan_fault() returns trigger language plpgsql as $$
      begin if new.kind = ${kind} then raise exception 'injected fault'; end if; return new; end $$`),
  );
  await t.context.db.execute(
    sql`create trigger loan_fault before insert on loan_events for each row execute function loan_fault()`,
  );
};

const loanState = async (id: number) => {
  const [row] = await queryRows<{ status: number; interest: string; hour: string }>(
    t.context.db,
    sql`select status, trim_scale(accrued_interest)::text as interest, last_accrued_hour::text as hour
          from loans where id = ${id}`,
  );
  return row;
};

describe('interrupted jobs', () => {
  it('an interrupted accrual leaves the loan whole; the next run accrues the hour once', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token)).data;
    const before = await loanState(loan.id);
    t.clock.advance(3_600_000);
    await failEventsOfKind(2);
    const failed = await accrueInterest(t.context);
    expect(failed.failed).toBeGreaterThan(0);
    expect(await loanState(loan.id)).toEqual(before);
    await failEventsOfKind(null);
    await accrueInterest(t.context);
    await accrueInterest(t.context);
    expect((await loanState(loan.id))?.interest).toBe('0.57');
    await setPrice(t, 'BTC', '60000');
  });

  it('an interrupted liquidation moves nothing; the next run liquidates once', async () => {
    const user = await borrower(t);
    const loan = (await borrow(t, user.token)).data;
    await setPrice(t, 'BTC', '33000');
    const balances = await balancesOf(t.context.db, user.userId);
    await failEventsOfKind(5);
    await expect(liquidateLoan(t.context, loan.id, user.userId)).rejects.toThrow();
    expect((await loanState(loan.id))?.status).toBe(0);
    expect(await balancesOf(t.context.db, user.userId)).toEqual(balances);
    await expectLoanInvariants(t.context.db);
    await failEventsOfKind(null);
    expect((await liquidateLoan(t.context, loan.id, user.userId))?.status).toBe(2);
    expect(await liquidateLoan(t.context, loan.id, user.userId)).toBeNull();
    expect((await balancesOf(t.context.db, user.userId))['spot:BTC']).toBe('0.07271845');
    await setPrice(t, 'BTC', '60000');
  });
});
