import { loanTermHours } from './loan-math';

/**
 * A loan's term and what follows it (anchor: Binance Loans, overdue loans are liquidated after a grace). A loan is due
 * `termDays` after it was borrowed; past that it is overdue and keeps accruing its hourly interest; once the grace
 * has run out too, the loan watch liquidates it at the live price, as at the liquidation LTV. Shared by the server (the
 * watch) and the borrow screen (the rule it shows before the user confirms), so both say the same number of hours.
 */
export const LOAN_OVERDUE_GRACE_HOURS = 72;

const HOUR_MS = 3_600_000;

/** When a loan borrowed at `borrowedAtMs` for `termDays` is due: term × 24 hours later. */
export const loanDueAt = (borrowedAtMs: number, termDays: number) =>
  borrowedAtMs + loanTermHours(termDays) * HOUR_MS;

/** When an overdue loan still unpaid is liquidated: its due time plus the grace. */
export const loanOverdueLiquidationAt = (dueAtMs: number) => dueAtMs + LOAN_OVERDUE_GRACE_HOURS * HOUR_MS;

/** Past its due time (at the due time itself it is still on term). */
export const isLoanOverdue = (dueAtMs: number, nowMs: number) => nowMs > dueAtMs;

/** The grace is over: from this instant on, an open loan is liquidated (when its coin has a live price). */
export const isLoanPastGrace = (dueAtMs: number, nowMs: number) => nowMs >= loanOverdueLiquidationAt(dueAtMs);
