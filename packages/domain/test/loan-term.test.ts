import { describe, expect, it } from 'vitest';
import {
  LOAN_OVERDUE_GRACE_HOURS,
  isLoanOverdue,
  isLoanPastGrace,
  loanDueAt,
  loanOverdueLiquidationAt,
} from '../src/loan/index';

const HOUR = 3_600_000;
const BORROWED = Date.UTC(2026, 10, 1, 10, 30);

describe('loan term and overdue grace', () => {
  it('is due term × 24 hours after the borrow and liquidated 72 hours after that', () => {
    expect(LOAN_OVERDUE_GRACE_HOURS).toBe(72);
    const due = loanDueAt(BORROWED, 7);
    expect(due).toBe(Date.UTC(2026, 10, 8, 10, 30));
    expect(loanOverdueLiquidationAt(due)).toBe(Date.UTC(2026, 10, 11, 10, 30));
  });

  it.each([
    // given the time relative to the due time, then overdue / past the grace
    { label: 'an hour before due', atMs: -HOUR, isOverdue: false, isPastGrace: false },
    { label: 'at the due time', atMs: 0, isOverdue: false, isPastGrace: false },
    { label: 'a millisecond past due', atMs: 1, isOverdue: true, isPastGrace: false },
    { label: 'an hour before the grace ends', atMs: 71 * HOUR, isOverdue: true, isPastGrace: false },
    {
      label: 'a millisecond before the grace ends',
      atMs: 72 * HOUR - 1,
      isOverdue: true,
      isPastGrace: false,
    },
    { label: 'when the grace ends', atMs: 72 * HOUR, isOverdue: true, isPastGrace: true },
    { label: 'a day after the grace', atMs: 96 * HOUR, isOverdue: true, isPastGrace: true },
  ])('$label: overdue $isOverdue, past the grace $isPastGrace', ({ atMs, isOverdue, isPastGrace }) => {
    const due = loanDueAt(BORROWED, 30);
    expect(isLoanOverdue(due, due + atMs)).toBe(isOverdue);
    expect(isLoanPastGrace(due, due + atMs)).toBe(isPastGrace);
  });
});
