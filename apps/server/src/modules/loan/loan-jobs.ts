import { BigNumber } from 'bignumber.js';
import { and, asc, eq, lt } from 'drizzle-orm';
import { LOAN_ASSET, LoanEventKind, LoanStatus } from '@exchange/contracts';
import { loanHourlyInterest, loanLtv } from '@exchange/domain';
import { loans, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { stageUserPush } from '../../platform/ws-hub/user-push';
import { runMoneyWork } from '../ledger/index';
import { liquidateLoan, liquidationReasonOf } from './liquidate-loan';
import { HOUR_MS, LOAN_ACTOR, hourStart, livePriceOf } from './loan-rules';
import { debtOf, recordEvent } from './loan-store';

/** Top of every hour; every second (croner's six-field patterns, seconds first). */
export const ACCRUE_SCHEDULE = '0 0 * * * *';
export const WATCH_SCHEDULE = '* * * * * *';
const BATCH = 500;

/**
 * Accrues one hour (the hour after `lastAccruedHour`) of one loan, under the owner's lock: a loan_events row unique
 * per (loan, hour) and the loan's UPDATE guarded on its `lastAccruedHour`, in one transaction — a repeat, a retry or
 * a second leader adds nothing. The interest is a debt on the loan (owed, visible, exact), collected at repayment or
 * liquidation: no ledger transfer per hour. Returns whether it accrued.
 */
export const accrueHour = (context: AppContext, loanId: number, userId: number, uptoMs: number) =>
  runMoneyWork(context, { userId, actor: LOAN_ACTOR }, async (scope) => {
    const [row] = await scope.tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, loanId), eq(loans.status, LoanStatus.open)));
    if (!row || row.lastAccruedHour.getTime() + HOUR_MS > uptoMs) return { result: false };
    const hour = new Date(row.lastAccruedHour.getTime() + HOUR_MS);
    const interest = loanHourlyInterest(row.principal, row.hourlyRate);
    const [updated] = await scope.tx
      .update(loans)
      .set({
        accruedInterest: new BigNumber(row.accruedInterest).plus(interest).toFixed(),
        totalInterest: new BigNumber(row.totalInterest).plus(interest).toFixed(),
        lastAccruedHour: hour,
        updatedAt: scope.now,
      })
      .where(and(eq(loans.id, loanId), eq(loans.lastAccruedHour, row.lastAccruedHour)))
      .returning();
    if (!updated) return { result: false };
    const isNew = await recordEvent(scope.tx, updated, {
      kind: LoanEventKind.interest,
      coin: LOAN_ASSET,
      amount: interest,
      hourAt: hour,
      at: scope.now,
    });
    if (!isNew) throw new Error(`loan ${loanId}: interest of ${hour.toISOString()} already recorded`);
    return { result: true };
  });

/** One run of `loan.accrue-interest`: every open loan behind the current hour, one hour per transaction, caught up. */
export const accrueInterest = async (context: AppContext, signal?: AbortSignal) => {
  const upto = hourStart(context.clock.nowMs());
  let accrued = 0;
  let failed = 0;
  for (;;) {
    const due = await context.db
      .select({ id: loans.id, userId: loans.userId })
      .from(loans)
      .where(and(eq(loans.status, LoanStatus.open), lt(loans.lastAccruedHour, new Date(upto))))
      .orderBy(asc(loans.id))
      .limit(BATCH);
    let progressed = 0;
    for (const loan of due) {
      if (signal?.aborted) return { accrued, failed };
      try {
        if (await accrueHour(context, loan.id, loan.userId, upto)) progressed += 1;
      } catch (error) {
        failed += 1;
        context.logger.error({ err: error, loanId: loan.id }, 'loan: interest accrual failed');
      }
    }
    accrued += progressed;
    if (progressed === 0 || due.length === 0) return { accrued, failed };
  }
};

/** Sets or clears the margin-call flag (guarded on its old value); the loan when this call changed it. */
const flagMarginCall = async (context: AppContext, db: DbOrTx, loanId: number, isCalled: boolean) => {
  const rows = await db
    .update(loans)
    .set({ isMarginCalled: isCalled, updatedAt: new Date(context.clock.nowMs()) })
    .where(and(eq(loans.id, loanId), eq(loans.status, LoanStatus.open), eq(loans.isMarginCalled, !isCalled)))
    .returning();
  return rows[0];
};

/**
 * One run of `loan.watch`: every open loan's LTV at its coin's live price. At or above the liquidation LTV, or overdue
 * past the grace after `dueAt`, it is liquidated (which re-checks under the owner's lock); at or above the
 * margin-call LTV the user is warned once per crossing (a LOAN_MARGIN_CALL push and a log row; the flag clears when
 * the LTV falls back below). No live price: no action (an overdue loan waits for one).
 */
export const watchLoans = async (context: AppContext, signal?: AbortSignal) => {
  const open = await context.db.select().from(loans).where(eq(loans.status, LoanStatus.open));
  let liquidated = 0;
  let failed = 0;
  for (const row of open) {
    if (signal?.aborted) break;
    const price = livePriceOf(context, row.collateralCoin);
    if (!price) continue;
    const ltv = loanLtv(debtOf(row), row.collateralAmount, price);
    try {
      if (ltv === null || liquidationReasonOf(row, price, context.clock.nowMs()) !== null) {
        if (await liquidateLoan(context, row.id, row.userId)) liquidated += 1;
      } else if (new BigNumber(ltv).isGreaterThanOrEqualTo(row.marginCallLtv)) {
        if (!row.isMarginCalled) await marginCall(context, row.id, ltv, price);
      } else if (row.isMarginCalled) await flagMarginCall(context, context.db, row.id, false);
    } catch (error) {
      failed += 1;
      context.logger.error({ err: error, loanId: row.id }, 'loan: watch failed');
    }
  }
  return { open: open.length, liquidated, failed };
};

/**
 * Warns once per crossing: the flag, its log row and the user's message in one transaction (a crash between them
 * would leave a flag that no log row or message ever announced), then the push after commit.
 */
const marginCall = async (context: AppContext, loanId: number, ltv: string, price: string) => {
  const notice = await context.db.transaction(async (tx) => {
    const row = await flagMarginCall(context, tx, loanId, true);
    if (!row) return null;
    await recordEvent(tx, row, {
      kind: LoanEventKind.marginCall,
      coin: row.collateralCoin,
      amount: '0',
      price,
      at: new Date(context.clock.nowMs()),
    });
    return stageUserPush(context, tx, row.userId, {
      type: 'LOAN_MARGIN_CALL',
      data: {
        loanId,
        collateralCoin: row.collateralCoin,
        ltv,
        marginCallLtv: new BigNumber(row.marginCallLtv).toFixed(),
        liquidationLtv: new BigNumber(row.liquidationLtv).toFixed(),
      },
    });
  });
  await notice?.send();
};

/** Both on the scheduler's leader only. Each slot does everything due by then, so a missed slot loses nothing. */
export const registerLoanJobs = (context: AppContext) => {
  context.scheduler.register({
    key: 'loan.accrue-interest',
    schedule: ACCRUE_SCHEDULE,
    retryMs: 5_000,
    catchUpMs: HOUR_MS,
    description: 'Adds each open loan’s hourly interest, once per (loan, hour)',
    run: async (_fireAtMs, { signal }) => {
      const { accrued, failed } = await accrueInterest(context, signal);
      if (failed > 0) return { isFinished: false, note: `${failed} failed; ${accrued} accrued` };
    },
  });
  context.scheduler.register({
    key: 'loan.watch',
    schedule: WATCH_SCHEDULE,
    retryMs: 1_000,
    description:
      'Watches open loans’ LTV on the live price: margin-call pushes, liquidations at the LTV and past the overdue grace',
    run: async (_fireAtMs, { signal }) => {
      const { failed, liquidated, open } = await watchLoans(context, signal);
      if (failed > 0)
        return { isFinished: false, note: `${failed} of ${open} failed; ${liquidated} liquidated` };
    },
  });
};
